import { escapeMarkup } from './escape-markup.js';
import { mediaKey, type PublicMedia } from './storage/public-media.js';
import { must } from '../../shared/must.js';

export const BLOG_IMAGE_URL_PREFIX = '/media/blog/';
export const GALLERY_IMAGE_URL_PREFIX = '/media/gallery/';
export const BLOG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const GALLERY_IMAGE_SIZE = { width: 800, height: 600 } as const;

/** Sky, hills and road colours for a few moods of the Chhattisgarh landscape. */
const PALETTES = [
  { sky: ['#fde68a', '#f97316'], hills: ['#166534', '#14532d'], sun: '#fff7ed' }, // dawn
  { sky: ['#bae6fd', '#38bdf8'], hills: ['#4d7c0f', '#365314'], sun: '#fefce8' }, // noon
  { sky: ['#fecaca', '#7c3aed'], hills: ['#1e3a8a', '#172554'], sun: '#fde68a' }, // dusk
  { sky: ['#d9f99d', '#0ea5e9'], hills: ['#0f766e', '#134e4a'], sun: '#ffffff' }, // monsoon
  { sky: ['#e9d5ff', '#f472b6'], hills: ['#9a3412', '#7c2d12'], sun: '#fff1f2' }, // red soil
] as const;

/** A landscape picture with a winding road and a small car; `seed` picks palette and shapes. */
export function landscapeSvg(opts: {
  seed: number;
  width: number;
  height: number;
  label?: string;
}): string {
  const { seed, width: w, height: h } = opts;
  const p = must(PALETTES[seed % PALETTES.length], 'a palette');
  const hy = h * (0.5 + ((seed * 7) % 10) / 100);
  const sx = w * (0.2 + ((seed * 13) % 60) / 100);
  const bend = ((seed * 17) % 40) - 20;
  const label = opts.label
    ? `<rect x="0" y="${h - 86}" width="${w}" height="86" fill="#0f172a" opacity="0.55"/>` +
      `<text x="40" y="${h - 32}" font-family="Segoe UI, Arial, sans-serif" font-size="${Math.round(w / 30)}" font-weight="700" fill="#ffffff">${escapeMarkup(opts.label)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.sky[0]}"/><stop offset="1" stop-color="${p.sky[1]}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#s)"/>
<circle cx="${sx}" cy="${hy * 0.45}" r="${h / 10}" fill="${p.sun}" opacity="0.9"/>
<path d="M0 ${hy} Q ${w * 0.25} ${hy - h * 0.22} ${w * 0.5} ${hy - h * 0.05} T ${w} ${hy - h * 0.12} V ${h} H 0 Z" fill="${p.hills[0]}"/>
<path d="M0 ${hy + h * 0.12} Q ${w * 0.4} ${hy - h * 0.02} ${w * 0.7} ${hy + h * 0.08} T ${w} ${hy + h * 0.04} V ${h} H 0 Z" fill="${p.hills[1]}"/>
<path d="M${w * 0.42} ${h} C ${w * 0.46 + bend} ${h * 0.8} ${w * 0.5 - bend} ${hy + h * 0.14} ${w * 0.53} ${hy + h * 0.06} L ${w * 0.55} ${hy + h * 0.06} C ${w * 0.54 - bend} ${hy + h * 0.14} ${w * 0.62 + bend} ${h * 0.8} ${w * 0.68} ${h} Z" fill="#44403c"/>
<path d="M${w * 0.55} ${h} C ${w * 0.555 + bend / 2} ${h * 0.82} ${w * 0.535 - bend / 2} ${hy + h * 0.16} ${w * 0.54} ${hy + h * 0.07}" stroke="#fde047" stroke-width="${w / 300}" stroke-dasharray="${w / 60} ${w / 60}" fill="none"/>
<g transform="translate(${w * 0.5} ${h * 0.8})"><rect x="-${w / 30}" y="-${h / 40}" width="${w / 15}" height="${h / 26}" rx="${w / 160}" fill="#dc2626"/><rect x="-${w / 50}" y="-${h / 22}" width="${w / 25}" height="${h / 40}" rx="${w / 200}" fill="#b91c1c"/><circle cx="-${w / 50}" cy="${h / 70}" r="${h / 110}" fill="#111827"/><circle cx="${w / 50}" cy="${h / 70}" r="${h / 110}" fill="#111827"/></g>
${label}
</svg>
`;
}

/** Stores a drawn picture under its public URL unless one is already there. */
export async function writeImageOnce(media: PublicMedia, url: string, svg: () => string) {
  const key = mediaKey(url);
  if (await media.exists(key)) return;
  await media.put(key, Buffer.from(svg(), 'utf8'), 'image/svg+xml');
}
