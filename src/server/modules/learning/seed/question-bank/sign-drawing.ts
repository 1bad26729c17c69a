/**
 * Road signs drawn as simple SVGs after IRC:67 (decision 0032): mandatory signs are circles
 * (a red ring forbids, a blue disc commands), cautionary signs red-bordered triangles,
 * informatory signs blue rectangles. Symbols are plain shapes, not traced from any chart.
 */
const RED = '#c8102e';
const BLUE = '#1f4fa3';
const INK = '#111';

export type SignFrame =
  | 'prohibit'
  | 'prohibit-slash'
  | 'compulsory'
  | 'caution'
  | 'inform'
  | 'stop'
  | 'no-entry'
  | 'give-way'
  | 'no-parking'
  | 'no-stopping'
  | 'end';

const letter = (text: string, c: string) =>
  `<text x="50" y="72" font-size="60" font-weight="bold" font-family="sans-serif" fill="${c}" text-anchor="middle">${text}</text>`;
const arrowUp = (c: string) => `<path d="M50 18 L66 38 H56 V80 H44 V38 H34 Z" fill="${c}"/>`;
const arrowTurn = (c: string, dir: 1 | -1) =>
  `<path d="M${50 - dir * 4} 82 V52 Q${50 - dir * 4} 40 ${50 + dir * 8} 40 H${50 + dir * 14} V30 L${50 + dir * 30} 46 L${50 + dir * 14} 62 V52 H${50 + dir * 10} Q${50 + dir * 8} 52 ${50 + dir * 8} 56 V82 Z" fill="${c}"/>`;

/** Small pictograms, drawn in a 100x100 box centred on 50,50. */
export const SYMBOLS: Record<string, (c: string) => string> = {
  none: () => '',
  arrowUp,
  arrowLeft: (c) => arrowTurn(c, -1),
  arrowRight: (c) => arrowTurn(c, 1),
  uTurn: (c) =>
    `<path d="M62 80 V42 Q62 26 48 26 Q34 26 34 42 V56" stroke="${c}" stroke-width="8" fill="none"/><path d="M24 54 L34 70 L44 54 Z" fill="${c}"/>`,
  // Pointing down to the left, as the keep-left sign does.
  keepLeft: (c) => `<path d="M62 20 L40 56 L32 48 L30 74 L54 66 L46 60 L70 26 Z" fill="${c}"/>`,
  aheadOrRight: (c) =>
    `${arrowUp(c).replace('V80', 'V82')}<path d="M54 64 Q54 54 64 54 H70 V46 L84 58 L70 70 V62 H62 V64 Z" fill="${c}"/>`,
  aheadOrLeft: (c) =>
    `${arrowUp(c)}<path d="M46 64 Q46 54 36 54 H30 V46 L16 58 L30 70 V62 H38 V64 Z" fill="${c}"/>`,
  car: (c) =>
    `<path d="M22 60 L28 44 Q30 40 36 40 H64 Q70 40 72 44 L78 60 V70 H22 Z" fill="${c}"/><circle cx="32" cy="72" r="6" fill="${c}"/><circle cx="68" cy="72" r="6" fill="${c}"/>`,
  twoCars: (c) =>
    `<path d="M14 62 L18 50 H40 L44 62 V70 H14 Z" fill="${RED}"/><path d="M56 62 L60 50 H82 L86 62 V70 H56 Z" fill="${c}"/>`,
  truck: (c) =>
    `<rect x="18" y="34" width="42" height="30" fill="${c}"/><path d="M62 44 H74 L82 54 V64 H62 Z" fill="${c}"/><circle cx="30" cy="68" r="6" fill="${c}"/><circle cx="72" cy="68" r="6" fill="${c}"/>`,
  bicycle: (c) =>
    `<g stroke="${c}" stroke-width="4" fill="none"><circle cx="30" cy="64" r="12"/><circle cx="70" cy="64" r="12"/><path d="M30 64 L44 42 H62 L70 64 M44 42 L52 64 L62 42 M40 38 H50"/></g>`,
  pedestrian: (c) =>
    `<circle cx="50" cy="24" r="7" fill="${c}"/><path d="M50 32 V58 M50 40 L38 52 M50 40 L62 50 M50 58 L40 80 M50 58 L60 80" stroke="${c}" stroke-width="6" stroke-linecap="round"/>`,
  children: (c) =>
    `<circle cx="38" cy="30" r="6" fill="${c}"/><path d="M38 37 V58 M38 44 L28 54 M38 44 L48 52 M38 58 L30 78 M38 58 L46 78" stroke="${c}" stroke-width="5" stroke-linecap="round"/><circle cx="62" cy="36" r="5" fill="${c}"/><path d="M62 42 V60 M62 48 L54 56 M62 60 L56 78 M62 60 L68 78" stroke="${c}" stroke-width="4" stroke-linecap="round"/>`,
  worker: (c) =>
    `<circle cx="42" cy="28" r="6" fill="${c}"/><path d="M42 35 V56 L34 76 M42 56 L50 76 M42 42 L60 52" stroke="${c}" stroke-width="5" stroke-linecap="round"/><path d="M58 48 L70 74" stroke="${c}" stroke-width="3"/><path d="M54 72 Q66 64 80 76 Z" fill="${c}"/>`,
  cattle: (c) =>
    `<path d="M24 46 Q24 40 32 40 H64 L72 34 L78 40 L72 48 V60 H66 V74 H60 V60 H36 V74 H30 V58 Q24 56 24 46 Z" fill="${c}"/>`,
  rocks: (c) =>
    `<path d="M30 22 V78 H34 V22 Z" fill="${c}"/><circle cx="52" cy="34" r="6" fill="${c}"/><circle cx="62" cy="50" r="7" fill="${c}"/><circle cx="54" cy="68" r="8" fill="${c}"/>`,
  horn: (c) =>
    `<path d="M24 44 H38 L66 28 V72 L38 56 H24 Z" fill="${c}"/><path d="M72 38 Q80 50 72 62" stroke="${c}" stroke-width="4" fill="none"/>`,
  curveRight: (c) =>
    `<path d="M40 82 V56 Q40 40 56 34 L56 26 L72 40 L56 50 V42 Q48 46 48 58 V82 Z" fill="${c}"/>`,
  curveLeft: (c) =>
    `<path d="M60 82 V56 Q60 40 44 34 L44 26 L28 40 L44 50 V42 Q52 46 52 58 V82 Z" fill="${c}"/>`,
  hairpinRight: (c) =>
    `<path d="M36 82 V40 Q36 24 50 24 Q64 24 64 40 V60" stroke="${c}" stroke-width="8" fill="none"/><path d="M54 58 L64 74 L74 58 Z" fill="${c}"/>`,
  hairpinLeft: (c) =>
    `<path d="M64 82 V40 Q64 24 50 24 Q36 24 36 40 V60" stroke="${c}" stroke-width="8" fill="none"/><path d="M26 58 L36 74 L46 58 Z" fill="${c}"/>`,
  reverseRight: (c) =>
    `<path d="M40 82 V66 Q40 58 50 52 Q60 46 60 38 V32" stroke="${c}" stroke-width="8" fill="none"/><path d="M50 34 L60 20 L70 34 Z" fill="${c}"/>`,
  reverseLeft: (c) =>
    `<path d="M60 82 V66 Q60 58 50 52 Q40 46 40 38 V32" stroke="${c}" stroke-width="8" fill="none"/><path d="M30 34 L40 20 L50 34 Z" fill="${c}"/>`,
  ascent: (c) =>
    `<path d="M18 76 L82 36 V76 Z" fill="${c}"/><text x="60" y="70" font-size="14" font-family="sans-serif" fill="#fff" text-anchor="middle">1:10</text>`,
  descent: (c) =>
    `<path d="M18 36 L82 76 H18 Z" fill="${c}"/><text x="40" y="70" font-size="14" font-family="sans-serif" fill="#fff" text-anchor="middle">1:10</text>`,
  narrowRoad: (c) =>
    `<path d="M34 82 Q34 56 42 48 V20 M66 82 Q66 56 58 48 V20" stroke="${c}" stroke-width="6" fill="none"/>`,
  narrowBridge: (c) =>
    `<path d="M30 82 V62 L42 54 V24 M70 82 V62 L58 54 V24" stroke="${c}" stroke-width="6" fill="none"/>`,
  slippery: (c) =>
    `<path d="M34 44 L38 34 H62 L66 44 V52 H34 Z" fill="${c}"/><path d="M30 64 Q40 56 46 66 T62 66 M40 78 Q50 70 56 80 T72 78" stroke="${c}" stroke-width="4" fill="none"/>`,
  gravel: (c) =>
    `<path d="M34 44 L38 34 H62 L66 44 V52 H34 Z" fill="${c}"/>${[30, 42, 54, 66, 36, 48, 60, 72]
      .map((x, i) => `<circle cx="${x}" cy="${i < 4 ? 64 : 74}" r="3" fill="${c}"/>`)
      .join('')}`,
  crossRoad: (c) => `<path d="M44 18 H56 V44 H82 V56 H56 V82 H44 V56 H18 V44 H44 Z" fill="${c}"/>`,
  sideRight: (c) => `<path d="M44 18 H56 V40 H80 V52 H56 V82 H44 Z" fill="${c}"/>`,
  sideLeft: (c) => `<path d="M44 18 H56 V82 H44 V52 H20 V40 H44 Z" fill="${c}"/>`,
  yJunction: (c) =>
    `<path d="M44 82 V54 L26 24 L36 18 L50 42 L64 18 L74 24 L56 54 V82 Z" fill="${c}"/>`,
  tJunction: (c) => `<path d="M18 30 H82 V42 H56 V82 H44 V42 H18 Z" fill="${c}"/>`,
  // IRC:67's major road ahead: a thick upright bar crossed by a thin line running right across,
  // unlike a side road (a branch to one side) or a cross road (two equal bars).
  majorRoad: (c) =>
    `<path d="M39 14 H61 V86 H39 Z" fill="${c}"/><path d="M12 47.5 H88 V52.5 H12 Z" fill="${c}"/>`,
  roundabout: (c) =>
    `<circle cx="50" cy="54" r="20" stroke="${c}" stroke-width="8" fill="none"/><path d="M66 32 L76 44 L62 46 Z M34 76 L24 64 L38 62 Z" fill="${c}"/>`,
  hump: (c) => `<path d="M16 72 Q30 72 36 58 Q50 30 64 58 Q70 72 84 72 V78 H16 Z" fill="${c}"/>`,
  dip: (c) => `<path d="M16 42 Q30 42 36 56 Q50 84 64 56 Q70 42 84 42 V36 H16 Z" fill="${c}"/>`,
  gapMedian: (c) =>
    `<path d="M30 18 V82 H38 V18 Z M62 18 V82 H70 V18 Z" fill="${c}"/><path d="M46 18 H54 V40 H46 Z M46 60 H54 V82 H46 Z" fill="${c}"/>`,
  train: (c) =>
    `<rect x="22" y="38" width="52" height="26" rx="4" fill="${c}"/><rect x="62" y="28" width="10" height="12" fill="${c}"/><circle cx="34" cy="68" r="6" fill="${c}"/><circle cx="62" cy="68" r="6" fill="${c}"/>`,
  gate: (c) =>
    `<path d="M18 72 V40 H26 V72 Z M74 72 V40 H82 V72 Z" fill="${c}"/><path d="M20 52 H80" stroke="${c}" stroke-width="6" stroke-dasharray="10 6"/>`,
  barrier: (c) =>
    `<path d="M18 46 H82 V60 H18 Z" fill="${c}"/><path d="M28 46 L38 60 M48 46 L58 60 M68 46 L78 60" stroke="#fff" stroke-width="5"/>`,
  letterP: (c) => letter('P', c),
  letterH: (c) => letter('H', c),
  firstAid: () =>
    `<rect x="24" y="24" width="52" height="52" fill="#fff"/><path d="M44 30 H56 V44 H70 V56 H56 V70 H44 V56 H30 V44 H44 Z" fill="${RED}"/>`,
  fuelPump: (c) =>
    `<rect x="30" y="26" width="28" height="52" rx="3" fill="${c}"/><rect x="35" y="32" width="18" height="12" fill="${BLUE}"/><path d="M58 40 H66 V66 Q66 72 72 70 V36" stroke="${c}" stroke-width="4" fill="none"/>`,
  cutlery: (c) =>
    `<path d="M36 24 V48 M30 24 V42 Q30 48 36 48 Q42 48 42 42 V24 M36 48 V80" stroke="${c}" stroke-width="4" fill="none"/><path d="M62 24 Q72 36 66 54 V80" stroke="${c}" stroke-width="6" fill="none"/>`,
  cup: (c) =>
    `<path d="M30 42 H64 V60 Q64 72 52 72 H42 Q30 72 30 60 Z" fill="${c}"/><path d="M64 46 Q76 46 74 56 Q72 62 64 62" stroke="${c}" stroke-width="4" fill="none"/><path d="M24 78 H70" stroke="${c}" stroke-width="4"/>`,
  bed: (c) =>
    `<path d="M20 40 V76 M20 62 H80 V76 M36 50 H78 V62 H36 Z" stroke="${c}" stroke-width="5" fill="${c}"/><circle cx="30" cy="54" r="6" fill="${c}"/>`,
  phone: (c) =>
    `<path d="M28 44 Q28 30 50 30 Q72 30 72 44 L64 48 L58 40 H42 L36 48 Z" fill="${c}"/><rect x="34" y="52" width="32" height="22" rx="4" fill="${c}"/>`,
  deadEnd: (c) =>
    `<path d="M44 82 V42 H56 V82 Z" fill="${c}"/><path d="M30 30 H70 V42 H30 Z" fill="${RED}"/>`,
  text: () => '',
};

function frame(kind: SignFrame, inner: string) {
  switch (kind) {
    case 'prohibit':
      return `<circle cx="50" cy="50" r="44" fill="#fff" stroke="${RED}" stroke-width="10"/>${inner}`;
    case 'prohibit-slash':
      return `<circle cx="50" cy="50" r="44" fill="#fff" stroke="${RED}" stroke-width="10"/>${inner}<path d="M19 19 L81 81" stroke="${RED}" stroke-width="9"/>`;
    case 'compulsory':
      return `<circle cx="50" cy="50" r="48" fill="${BLUE}"/>${inner}`;
    case 'caution':
      return `<path d="M50 6 L96 88 H4 Z" fill="#fff" stroke="${RED}" stroke-width="8" stroke-linejoin="round"/><g transform="translate(50 58) scale(0.55) translate(-50 -50)">${inner}</g>`;
    case 'inform':
      return `<rect x="4" y="4" width="92" height="92" rx="8" fill="${BLUE}"/>${inner}`;
    case 'stop':
      return `<path d="M30 4 H70 L96 30 V70 L70 96 H30 L4 70 V30 Z" fill="${RED}" stroke="#fff" stroke-width="3"/><text x="50" y="60" font-size="26" font-weight="bold" font-family="sans-serif" fill="#fff" text-anchor="middle">STOP</text>`;
    case 'no-entry':
      return `<circle cx="50" cy="50" r="46" fill="${RED}"/><rect x="18" y="42" width="64" height="16" fill="#fff"/>`;
    case 'give-way':
      return `<path d="M4 12 H96 L50 92 Z" fill="#fff" stroke="${RED}" stroke-width="8" stroke-linejoin="round"/>`;
    case 'no-parking':
      // India's (the Road Regulations' schedule, IRC:67): a black P on white in a red ring,
      // struck through in red; the blue disc is Europe's.
      return `<circle cx="50" cy="50" r="44" fill="#fff" stroke="${RED}" stroke-width="10"/>${letter('P', INK)}<path d="M19 19 L81 81" stroke="${RED}" stroke-width="9"/>`;
    case 'no-stopping':
      return `<circle cx="50" cy="50" r="44" fill="${BLUE}" stroke="${RED}" stroke-width="10"/><path d="M19 19 L81 81 M81 19 L19 81" stroke="${RED}" stroke-width="9"/>`;
    case 'end':
      return `<circle cx="50" cy="50" r="44" fill="#fff" stroke="${INK}" stroke-width="3"/><path d="M26 74 L74 26 M20 64 L64 20 M36 80 L80 36" stroke="${INK}" stroke-width="4"/>`;
  }
}

const SYMBOL_COLOUR: Record<SignFrame, string> = {
  prohibit: INK,
  'prohibit-slash': INK,
  compulsory: '#fff',
  caution: INK,
  inform: '#fff',
  stop: '#fff',
  'no-entry': '#fff',
  'give-way': INK,
  'no-parking': INK,
  'no-stopping': '#fff',
  end: INK,
};

/** The whole SVG file of one sign; `label` is its English name for screen readers. */
export function drawSign(s: { frame: SignFrame; symbol: string; text?: string; label: string }) {
  const colour = SYMBOL_COLOUR[s.frame];
  const draw = SYMBOLS[s.symbol];
  if (!draw) throw new Error(`No symbol ${s.symbol}`);
  const text = s.text
    ? `<text x="50" y="${s.text.length > 3 ? 58 : 62}" font-size="${s.text.length > 3 ? 22 : 32}" font-weight="bold" font-family="sans-serif" fill="${colour}" text-anchor="middle">${s.text}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="200" height="200" role="img" aria-label="${s.label}">${frame(s.frame, draw(colour) + text)}</svg>\n`;
}
