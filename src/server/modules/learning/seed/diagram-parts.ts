/**
 * The pieces the seeded lessons' diagrams are drawn from (decision 0032): a car seen from
 * above or from the side, roads and arrows. Plain shapes, so one drawing serves both
 * languages; the few marks in them (numbers, km/h, DL, RC, PUC) read the same in Hindi.
 */
export const ROAD = '#4b5563';
export const LINE = '#f8fafc';
export const CAR = '#1f4fa3';
export const OTHER = '#9ca3af';
export const MARK = '#c8102e';
export const GO = '#15803d';
export const AMBER = '#f59e0b';
export const GRASS = '#d9f99d';
export const PATH = '#facc15';

/** A car from above, its front to the right before `rotate` (degrees, clockwise). */
export const car = (x: number, y: number, fill = CAR, rotate = 0, scale = 1) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate}) scale(${scale})"><rect x="-22" y="-11" width="44" height="22" rx="6" fill="${fill}"/><rect x="4" y="-8" width="10" height="16" rx="2" fill="#cbd5e1"/></g>`;

/** A truck from above, its cab to the right. */
export const truck = (x: number, y: number, rotate = 0) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><rect x="-40" y="-13" width="62" height="26" rx="2" fill="#b45309"/><rect x="24" y="-12" width="18" height="24" rx="4" fill="#92400e"/><rect x="34" y="-9" width="6" height="18" rx="1" fill="#cbd5e1"/></g>`;

/** A car from the side, its front to the right, wheels on y = 0 before `rotate`. */
export const sideCar = (x: number, y: number, rotate = 0, fill = CAR) =>
  `<g transform="translate(${x} ${y}) rotate(${rotate})"><path d="M-34 -8 V-18 Q-30 -22 -20 -22 L-12 -34 H12 L22 -22 H32 Q36 -20 36 -14 V-8 Z" fill="${fill}"/><path d="M-9 -31 H-1 V-23 H-16 Z M3 -31 H10 L17 -23 H3 Z" fill="#cbd5e1"/><circle cx="-20" cy="-7" r="7" fill="#111827"/><circle cx="22" cy="-7" r="7" fill="#111827"/></g>`;

/** A straight arrow from (x1, y1) to (x2, y2) with its head at the end. */
export function arrow(x1: number, y1: number, x2: number, y2: number, colour = GO, width = 4) {
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return `<path d="M${x1} ${y1} L${x2} ${y2}" stroke="${colour}" stroke-width="${width}" fill="none"/><path d="M0 0 L-12 -7 L-12 7 Z" fill="${colour}" transform="translate(${x2} ${y2}) rotate(${angle})"/>`;
}

/** A cross over (x, y): what not to do. */
export const cross = (x: number, y: number, size = 10) =>
  `<path d="M${x - size} ${y - size} L${x + size} ${y + size} M${x + size} ${y - size} L${x - size} ${y + size}" stroke="${MARK}" stroke-width="4" stroke-linecap="round"/>`;

/** A tick at (x, y): what to do. */
export const tick = (x: number, y: number) =>
  `<path d="M${x - 9} ${y} L${x - 3} ${y + 7} L${x + 10} ${y - 8}" stroke="${GO}" stroke-width="4" fill="none" stroke-linecap="round"/>`;

/** A clock face showing `hours` o'clock. */
export function clock(x: number, y: number, hours: number, r = 14) {
  const a = ((hours % 12) / 12) * 2 * Math.PI;
  const hx = x + Math.sin(a) * r * 0.55;
  const hy = y - Math.cos(a) * r * 0.55;
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff" stroke="#334155" stroke-width="2"/><path d="M${x} ${y} L${hx.toFixed(1)} ${hy.toFixed(1)} M${x} ${y} L${x} ${y - r * 0.8}" stroke="#334155" stroke-width="2" stroke-linecap="round"/>`;
}

export const text = (
  x: number,
  y: number,
  s: string,
  size = 12,
  fill = '#0f172a',
  anchor = 'middle',
) =>
  `<text x="${x}" y="${y}" font-family="Arial, sans-serif" font-size="${size}" font-weight="700" fill="${fill}" text-anchor="${anchor}">${s}</text>`;

export const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width * 2}" height="${height * 2}">${body}</svg>\n`;
