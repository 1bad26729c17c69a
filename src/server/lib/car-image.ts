import { eq, like } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { carCategories, cars } from '../db/schema.js';
import { escapeMarkup } from './escape-markup.js';
import type { PublicMedia } from './storage/public-media.js';
import { must } from '../../shared/must.js';

/** Public URL prefix of generated car pictures; stored as public media (lib/storage/public-media.ts). */
export const CAR_IMAGE_URL_PREFIX = '/media/cars/';

export const carImageFileName = (carId: number): string => `car-${carId}.svg`;

export interface CarImageInput {
  brandName: string;
  modelName: string;
  categoryName: string;
  /** `#rrggbb` (or `#rgb`); anything else falls back to a neutral grey. */
  colour: string;
}

/** Attractive paint colours; a car's colour is picked by a hash of its registration number. */
export const CAR_PAINT_COLOURS = [
  '#c8202f', // fire red
  '#1f4fa3', // royal blue
  '#f0f0ec', // pearl white
  '#b9bfc7', // silky silver
  '#565c64', // magma grey
  '#24272c', // midnight black
  '#2a7f9e', // ocean blue
  '#1f7a6d', // teal green
  '#e0691f', // sunset orange
  '#7a1f2b', // burgundy
  '#a47a4f', // bronze
  '#2f5d3a', // forest green
] as const;

export function carPaintColour(carNumber: string): string {
  let h = 0x811c9dc5; // FNV-1a
  for (const ch of carNumber.replace(/\s+/g, '').toUpperCase()) {
    h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
  }
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0; // murmur3 finaliser spreads short inputs
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  h = (h ^ (h >>> 16)) >>> 0;
  return must(CAR_PAINT_COLOURS[h % CAR_PAINT_COLOURS.length], 'a paint colour');
}

type Rgb = [number, number, number];

function parseColour(colour: string): Rgb {
  let hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1] ?? '8a9099';
  if (hex.length === 3) hex = [...hex].map((c) => c + c).join('');
  const n = parseInt(hex, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

const toHex = (c: Rgb) => '#' + c.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('');
const mix = (c: Rgb, to: Rgb, t: number): string =>
  toHex(c.map((v, i) => v + ((to[i] ?? v) - v) * t) as Rgb);
const WHITE: Rgb = [255, 255, 255];
const BLACK: Rgb = [0, 0, 0];

type Shape = 'hatchback' | 'sedan' | 'suv' | 'luxury';

function shapeOf(categoryName: string): Shape {
  const c = categoryName.toLowerCase();
  if (c.includes('hatch')) return 'hatchback';
  if (c.includes('suv') || c.includes('muv') || c.includes('jeep') || c.includes('van'))
    return 'suv';
  if (c.includes('luxury') || c.includes('premium')) return 'luxury';
  return 'sedan';
}

interface Silhouette {
  r: number;
  wheels: [number, number];
  sill: number;
  /** From the rear bottom corner over the roof to the front bottom corner. */
  profile: string;
  glass: string;
  pillars: [x: number, width: number][];
  doors: string;
  handles: [number, number][];
  tail: string;
  head: string;
  mirror: [number, number];
  /** Lower front air intake (x, y). */
  intake: [number, number];
  belt: [x1: number, x2: number, y: number];
  rails?: boolean;
  cladding?: boolean;
  chrome?: boolean;
}

const GROUND = 412;

const SHAPES: Record<Shape, Silhouette> = {
  hatchback: {
    r: 50,
    wheels: [244, 556],
    sill: 374,
    profile:
      'M 150 374 C 140 372 134 362 134 348 L 134 300 C 134 280 138 262 144 248 C 152 228 166 204 184 192 C 204 180 236 176 270 174 C 330 170 392 170 434 177 C 472 192 508 226 534 250 L 626 264 C 652 268 664 282 666 300 L 668 346 C 668 364 662 372 652 374',
    glass:
      'M 196 252 C 200 234 208 214 220 204 C 232 195 254 190 280 188 C 330 185 380 185 424 191 C 456 205 486 228 510 250 Z',
    pillars: [
      [236, 12],
      [364, 12],
    ],
    doors: 'M 370 256 L 372 370 M 514 254 L 514 320 M 236 256 L 236 302',
    handles: [
      [330, 272],
      [480, 272],
    ],
    tail: 'M 135 292 C 135 274 139 260 145 248 L 160 252 C 156 264 154 278 154 294 Z',
    head: 'M 624 266 L 654 272 C 660 278 663 284 664 290 L 634 286 Z',
    mirror: [512, 246],
    intake: [628, 334],
    belt: [150, 650, 262],
  },
  sedan: {
    r: 52,
    wheels: [232, 572],
    sill: 372,
    profile:
      'M 112 372 C 102 370 98 358 98 344 L 100 292 C 101 274 108 262 124 258 L 218 252 C 252 242 286 198 320 182 C 362 166 432 165 472 174 C 508 188 542 226 566 249 L 664 262 C 692 267 702 282 704 300 L 706 342 C 706 360 700 370 690 372',
    glass:
      'M 250 252 C 278 232 306 202 328 190 C 368 176 430 175 462 182 C 494 196 520 224 540 248 Z',
    pillars: [[404, 12]],
    doors: 'M 410 256 L 412 368 M 548 254 L 548 302 M 298 256 L 298 368',
    handles: [
      [366, 272],
      [516, 272],
    ],
    tail: 'M 100 268 C 104 262 112 260 124 259 L 142 258 L 140 276 L 101 282 Z',
    head: 'M 662 266 L 694 272 C 700 278 702 284 703 292 L 672 287 Z',
    mirror: [546, 244],
    intake: [664, 332],
    belt: [112, 690, 264],
  },
  suv: {
    r: 60,
    wheels: [226, 578],
    sill: 360,
    profile:
      'M 108 360 C 98 358 94 348 94 336 L 94 236 C 94 200 98 174 110 162 C 116 155 126 152 142 151 L 456 147 C 476 147 490 152 500 162 L 566 236 L 676 248 C 698 251 708 264 708 284 L 710 334 C 710 350 704 360 694 360',
    glass:
      'M 130 236 L 130 178 C 130 168 136 163 146 163 L 450 159 C 462 159 470 163 478 170 L 544 234 Z',
    pillars: [
      [232, 16],
      [392, 14],
    ],
    doors: 'M 240 240 L 240 288 M 399 240 L 401 356 M 552 240 L 552 290',
    handles: [
      [350, 256],
      [500, 256],
    ],
    tail: 'M 95 188 L 112 186 L 112 240 L 95 244 Z',
    head: 'M 664 248 L 700 254 C 704 258 706 264 706 270 L 670 266 Z',
    mirror: [554, 228],
    intake: [668, 312],
    belt: [100, 700, 250],
    rails: true,
    cladding: true,
  },
  luxury: {
    r: 54,
    wheels: [216, 590],
    sill: 368,
    profile:
      'M 92 368 C 82 366 78 354 78 340 L 80 292 C 82 274 92 264 112 261 L 206 255 C 246 246 292 206 342 191 C 392 180 452 181 494 190 C 532 203 562 232 592 252 L 694 264 C 714 268 724 282 725 300 L 726 338 C 726 356 720 366 710 368',
    glass:
      'M 250 255 C 286 232 316 208 348 199 C 392 190 448 190 484 197 C 514 208 538 230 560 252 Z',
    pillars: [[418, 12]],
    doors: 'M 424 258 L 426 364 M 572 256 L 572 298 M 278 258 L 280 364',
    handles: [
      [382, 274],
      [532, 274],
    ],
    tail: 'M 80 272 C 84 266 94 263 112 262 L 136 260 L 134 274 L 81 282 Z',
    head: 'M 690 266 L 718 274 C 722 280 724 286 724 292 L 696 286 Z',
    mirror: [570, 246],
    intake: [686, 328],
    belt: [92, 710, 266],
    chrome: true,
  },
};

/** Half-width of a wheel arch where it meets the sill, and whether the arc is the large one. */
function arch(s: Silhouette) {
  const ra = s.r + 7;
  const dy = s.sill - (GROUND - s.r);
  return { ra, dx: Math.sqrt(ra * ra - dy * dy), large: dy > 0 ? 1 : 0 };
}

function bodyPath(s: Silhouette): string {
  const { ra, dx, large } = arch(s);
  const [rx, fx] = s.wheels;
  const a = (x: number) => `L ${x + dx} ${s.sill} A ${ra} ${ra} 0 ${large} 0 ${x - dx} ${s.sill}`;
  return `${s.profile} ${a(fx)} ${a(rx)} Z`;
}

function wheel(cx: number, cy: number, r: number): string {
  const rim = r * 0.64;
  const pt = (rad: number, deg: number) => {
    const t = (deg * Math.PI) / 180;
    return `${(cx + rad * Math.cos(t)).toFixed(1)} ${(cy + rad * Math.sin(t)).toFixed(1)}`;
  };
  const slots = [0, 1, 2, 3, 4].map((i) => {
    const a = i * 72 - 54;
    const [r1, r2] = [rim * 0.36, rim * 0.86];
    return `<path d="M ${pt(r1, a - 11)} L ${pt(r2, a - 22)} A ${r2} ${r2} 0 0 1 ${pt(r2, a + 22)} L ${pt(r1, a + 11)} Z" fill="#2b3038"/>`;
  });
  return [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1b1e23"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r - 6}" fill="none" stroke="#2e333b" stroke-width="3"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim}" fill="url(#rim)" stroke="#6f7782" stroke-width="2"/>`,
    ...slots,
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.26}" fill="url(#rim)" stroke="#7d858f" stroke-width="1.5"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${rim * 0.09}" fill="#4b525b"/>`,
  ].join('');
}

/** A self-contained side-view illustration of a car (800x500, no scripts or external resources). */
export function renderCarSvg(input: CarImageInput): string {
  const s = SHAPES[shapeOf(input.categoryName)];
  const rgb = parseColour(input.colour);
  const base = toHex(rgb);
  const dark = mix(rgb, BLACK, 0.45);
  const light = mix(rgb, WHITE, 0.3);
  const { ra, dx, large } = arch(s);
  const [rx, fx] = s.wheels;
  const cy = GROUND - s.r;
  const body = bodyPath(s);
  const [bx1, bx2, by] = s.belt;
  const carMid = (rx + fx) / 2;
  const font = `Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif`;
  const model = escapeMarkup(input.modelName);
  const category = escapeMarkup(input.categoryName.toUpperCase());
  const pillWidth = Math.round(category.length * 9 + 32);
  const modelSize = input.modelName.length > 18 ? 30 : 38;
  const well = (x: number) =>
    `<path d="M ${x - dx} ${s.sill} A ${ra} ${ra} 0 ${large} 1 ${x + dx} ${s.sill} Z" fill="#121418"/>`;
  const cladArc = (x: number) =>
    `<path d="M ${x - dx - 4} ${s.sill} A ${ra + 4} ${ra + 4} 0 ${large} 1 ${x + dx + 4} ${s.sill}" fill="none" stroke="#2a2e35" stroke-width="10"/>`;
  const [mx, my] = s.mirror;
  const [ix, iy] = s.intake;

  return `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500" viewBox="0 0 800 500" role="img" aria-label="${escapeMarkup(`${input.brandName} ${input.modelName}`)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#e2e8f0"/></linearGradient>
<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#dde4ec"/><stop offset="1" stop-color="#f1f5f9"/></linearGradient>
<radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.9"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="0.42" stop-color="${base}"/><stop offset="0.78" stop-color="${mix(rgb, BLACK, 0.2)}"/><stop offset="1" stop-color="${dark}"/></linearGradient>
<linearGradient id="glass" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="#52677d"/><stop offset="1" stop-color="#1c2632"/></linearGradient>
<radialGradient id="rim" cx="0.4" cy="0.35" r="0.75"><stop offset="0" stop-color="#f4f6f8"/><stop offset="1" stop-color="#9aa3ad"/></radialGradient>
<linearGradient id="lamp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#ffe9a8"/></linearGradient>
<filter id="blur" x="-20%" y="-200%" width="140%" height="500%"><feGaussianBlur stdDeviation="9"/></filter>
<clipPath id="bodyClip"><path d="${body}"/></clipPath>
<clipPath id="glassClip"><path d="${s.glass}"/></clipPath>
</defs>
<rect width="800" height="500" fill="url(#bg)"/>
<rect y="${GROUND - 6}" width="800" height="${500 - GROUND + 6}" fill="url(#floor)"/>
<ellipse cx="${carMid}" cy="${GROUND - 120}" rx="360" ry="170" fill="url(#glow)"/>
<ellipse cx="${carMid}" cy="${GROUND + 2}" rx="${(fx - rx) / 2 + 190}" ry="16" fill="#0f172a" opacity="0.35" filter="url(#blur)"/>
${[rx, fx].map((x) => `<ellipse cx="${x}" cy="${GROUND}" rx="${s.r * 0.9}" ry="6" fill="#0f172a" opacity="0.45" filter="url(#blur)"/>`).join('')}
${s.rails ? `<path d="M 170 140 L 440 137" stroke="#2a2e35" stroke-width="6" stroke-linecap="round"/><path d="M 182 141 L 186 151 M 428 138 L 432 148" stroke="#2a2e35" stroke-width="7"/>` : ''}
${well(rx)}${well(fx)}
<path d="${body}" fill="url(#paint)" stroke="${dark}" stroke-width="2" stroke-linejoin="round"/>
<g clip-path="url(#bodyClip)">
<rect x="0" y="${s.sill - 26}" width="800" height="30" fill="${dark}" opacity="0.35"/>
<ellipse cx="${carMid}" cy="${by + 8}" rx="330" ry="14" fill="#ffffff" opacity="0.16"/>
</g>
<path d="M ${bx1 + 14} ${by} L ${bx2 - 22} ${by + 8}" stroke="#ffffff" stroke-opacity="0.45" stroke-width="2" fill="none"/>
<path d="M ${bx1 + 18} ${by + 46} L ${bx2 - 26} ${by + 52}" stroke="${dark}" stroke-opacity="0.45" stroke-width="2" fill="none"/>
<path d="${s.glass}" fill="url(#glass)" stroke="${s.chrome ? '#dfe3e8' : '#15181d'}" stroke-width="${s.chrome ? 4 : 5}" stroke-linejoin="round"/>
<g clip-path="url(#glassClip)">
${s.pillars.map(([x, w]) => `<rect x="${x}" y="0" width="${w}" height="500" fill="#15181d"/>`).join('')}
<path d="M ${carMid - 200} 300 L ${carMid - 90} 120 L ${carMid - 50} 120 L ${carMid - 160} 300 Z M ${carMid - 10} 300 L ${carMid + 100} 120 L ${carMid + 115} 120 L ${carMid + 5} 300 Z" fill="#ffffff" opacity="0.13"/>
</g>
<path d="${s.doors}" stroke="${dark}" stroke-width="2" fill="none" opacity="0.8"/>
${s.handles.map(([x, y]) => `<rect x="${x}" y="${y}" width="28" height="6" rx="3" fill="${dark}" opacity="0.85"/>`).join('')}
<path d="M ${mx + 2} ${my + 2} L ${mx + 6} ${my - 6} L ${mx + 12} ${my - 6} L ${mx + 12} ${my + 2} Z" fill="#1b1e23"/>
<rect x="${mx}" y="${my - 20}" width="24" height="15" rx="6" fill="${base}" stroke="${dark}" stroke-width="2" transform="rotate(-4 ${mx} ${my})"/>
<rect x="${ix}" y="${iy}" width="34" height="9" rx="4.5" fill="#1b1e23" opacity="0.85"/>
<path d="${s.tail}" fill="#c0182a" stroke="#7a0d18" stroke-width="1.5"/>
<path d="${s.head}" fill="url(#lamp)" stroke="#8a8f96" stroke-width="1.5"/>
${s.cladding ? `${cladArc(rx)}${cladArc(fx)}` : ''}
${s.chrome ? `<path d="M ${bx1 + 40} ${s.sill - 18} L ${bx2 - 40} ${s.sill - 18}" stroke="#e5e9ee" stroke-width="3" stroke-linecap="round" opacity="0.9" clip-path="url(#bodyClip)"/>` : ''}
${wheel(rx, cy, s.r)}${wheel(fx, cy, s.r)}
<g font-family="${font}">
<text x="40" y="58" font-size="18" font-weight="600" letter-spacing="3" fill="#64748b">${escapeMarkup(input.brandName.toUpperCase())}</text>
<text x="40" y="100" font-size="${modelSize}" font-weight="700" fill="#0f172a">${model}</text>
<rect x="${760 - pillWidth}" y="36" width="${pillWidth}" height="30" rx="15" fill="#0f172a" opacity="0.08"/>
<text x="${760 - pillWidth / 2}" y="56" font-size="13" font-weight="600" letter-spacing="1.5" text-anchor="middle" fill="#334155">${category}</text>
</g>
</svg>
`;
}

/**
 * Writes the picture of every car whose image URL points into CAR_IMAGE_URL_PREFIX and whose
 * file is missing. Returns how many files were written.
 */
export async function ensureCarImages(db: DbOrTx, media: PublicMedia): Promise<number> {
  const rows = await db
    .select({
      imageUrl: cars.imageUrl,
      carNumber: cars.carNumber,
      brandName: cars.brandName,
      modelName: cars.modelName,
      categoryName: carCategories.name,
    })
    .from(cars)
    .innerJoin(carCategories, eq(carCategories.id, cars.categoryId))
    .where(like(cars.imageUrl, `${CAR_IMAGE_URL_PREFIX}%`));

  let written = 0;
  for (const row of rows) {
    const file = row.imageUrl.slice(CAR_IMAGE_URL_PREFIX.length);
    if (!/^[\w.-]+\.svg$/.test(file) || file.startsWith('.')) continue;
    const key = `cars/${file}`;
    if (await media.exists(key)) continue;
    const svg = renderCarSvg({ ...row, colour: carPaintColour(row.carNumber) });
    await media.put(key, Buffer.from(svg, 'utf8'), 'image/svg+xml');
    written++;
  }
  return written;
}
