import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webAppManifest } from './src/web/sw/web-app-manifest.ts';
import { ssrPublicPagesOnly } from './vite.ssr-public-pages.ts';

const routerBuild = (file: string) =>
  fileURLToPath(new URL(`node_modules/react-router/dist/production/${file}`, import.meta.url));

const apiPort = process.env.API_PORT ?? '3000';

export default defineConfig(({ mode }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [
    react(),
    tailwindcss(),
    ssrPublicPagesOnly(),
    // The installable app (docs/decisions/0014-installable-app-offline.md): the manifest and a
    // service worker built from our own source; the page registers it itself, after load.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'service-worker.ts',
      injectRegister: false,
      manifest: webAppManifest,
      manifestFilename: 'manifest.webmanifest',
      includeManifestIcons: true,
      injectManifest: {
        // The browser app only: source maps, the server renderer and the build manifest stay out.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['.vite/**', 'sw.js', 'service-worker.js'],
        // The service worker itself without source maps or minification noise in production.
        minify: mode === 'production',
        sourcemap: false,
      },
      devOptions: { enabled: false },
    }),
  ],
  resolve: {
    // react-router's export map only points bundlers at its development build; the production
    // build drops dev-only checks and warnings (about 30 kB less on every page).
    alias:
      mode === 'production'
        ? [
            { find: /^react-router$/, replacement: routerBuild('index.mjs') },
            { find: /^react-router\/dom$/, replacement: routerBuild('dom-export.mjs') },
          ]
        : [],
  },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The server reads it to preload a page's own chunks with its HTML (page-preload.ts).
    manifest: true,
    modulePreload: {
      // Vite's preload helper would add a <link rel="modulepreload"> per chunk a dynamic import
      // needs, synchronously, before the import: on a server-rendered page that is the longest
      // task of hydration on a phone (decision 0003). The browser finds a chunk's imports as
      // it loads; links are fetched ahead on intent instead (app/prefetch-on-intent.ts).
      resolveDependencies: () => [],
    },
  },
  // `vite build` builds both environments: the browser app, and the server renderer the
  // server imports to send public pages as HTML (src/server/lib/server-render.ts).
  builder: {},
  environments: {
    ssr: {
      // Self-contained: the front-end libraries are devDependencies, absent from a production
      // install, so the renderer bundles them.
      resolve: { noExternal: true },
      // React's production build on the server too, whatever NODE_ENV the process runs with.
      define: mode === 'production' ? { 'process.env.NODE_ENV': '"production"' } : {},
      build: {
        outDir: '../../dist/ssr',
        emptyOutDir: true,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: {
          input: { 'entry-server': 'entry-server.tsx' },
          // One file: the server imports it again after a rebuild under a `?v=` address, and a
          // chunk importing the entry back by its plain path would load a second copy of React
          // Router, whose pages then render outside the first copy's router.
          output: { codeSplitting: false },
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/media': `http://127.0.0.1:${apiPort}`,
    },
  },
}));
