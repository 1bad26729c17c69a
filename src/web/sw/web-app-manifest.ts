import type { ManifestOptions } from 'vite-plugin-pwa';

/** What Chromium reads to offer "Install app" / "Add to Home screen". */
export const webAppManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'SelfDrive Chhattisgarh – self-drive car rental',
  short_name: 'SelfDrive CG',
  description: 'Rent self-drive cars by the hour in Bhilai, Durg, Raipur, Bilaspur and Ambikapur.',
  lang: 'en-IN',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'portrait',
  theme_color: '#0f766e',
  background_color: '#ffffff',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
