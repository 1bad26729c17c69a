import {
  AMBER,
  CAR,
  GO,
  GRASS,
  LINE,
  MARK,
  OTHER,
  PATH,
  ROAD,
  arrow,
  car,
  svg,
  text,
  tick,
  truck,
} from './diagram-parts.js';

/** Seconds from seeing a hazard to braking, and a dry road's braking, in m/s². */
export const REACTION_SECONDS = 1.5;
export const DRY_BRAKING = 7;

/** Metres travelled while reacting and while braking on a dry road, at `kmh`. */
export function stoppingDistance(kmh: number) {
  const v = kmh / 3.6;
  return { reaction: v * REACTION_SECONDS, braking: (v * v) / (2 * DRY_BRAKING) };
}

const dashes = (y: number, width: number) =>
  `<path d="M0 ${y} H${width}" stroke="${LINE}" stroke-width="3" stroke-dasharray="16 12"/>`;

/**
 * Our side of a divided highway (India keeps left: heading right is the top half), a truck in
 * the left lane, our car passing in the right lane and its way back.
 */
export const laneDiscipline = () =>
  svg(
    320,
    170,
    `<rect width="320" height="170" fill="${ROAD}"/><rect y="78" width="320" height="14" fill="${GRASS}"/><path d="M0 4 H320 M0 74 H320 M0 96 H320 M0 166 H320" stroke="${LINE}" stroke-width="2"/>${dashes(39, 320)}${dashes(131, 320)}${truck(150, 22)}${car(60, 22, OTHER)}${car(120, 56)}<path d="M150 56 C200 56 215 22 260 22" fill="none" stroke="${PATH}" stroke-width="3" stroke-dasharray="6 5"/>${arrow(262, 22, 300, 22, PATH, 3)}${car(200, 112, OTHER, 180)}${car(90, 148, OTHER, 180)}${arrow(300, 148, 250, 148, LINE, 2)}`,
  );

/** Overtaking a truck on a two-lane road: hang back, pass briskly, return when it is in the mirror. */
export const overtaking = () =>
  svg(
    340,
    150,
    `<rect width="340" height="150" fill="${GRASS}"/><rect y="30" width="340" height="90" fill="${ROAD}"/>${dashes(75, 340)}${truck(170, 52)}<g opacity="0.45">${car(70, 52)}</g><g opacity="0.6">${car(150, 97, CAR, 0)}</g>${car(280, 52)}<path d="M92 52 C115 52 110 97 135 97 H190 C215 97 220 52 250 52" fill="none" stroke="${PATH}" stroke-width="3" stroke-dasharray="6 5"/><path d="M220 52 L280 40" stroke="#93c5fd" stroke-width="2" stroke-dasharray="3 3"/>${tick(305, 20)}${car(320, 97, OTHER, 180, 0.7)}<path d="M92 20 H130" stroke="${MARK}" stroke-width="3"/><path d="M92 14 V26 M130 14 V26" stroke="${MARK}" stroke-width="3"/>`,
  );

/** Reaction and braking distance at 30, 50 and 80 km/h on a dry road, drawn to scale. */
export function stoppingDistances() {
  const scale = 3.4;
  const rows = [30, 50, 80]
    .map((kmh, i) => {
      const { reaction, braking } = stoppingDistance(kmh);
      const y = 34 + i * 42;
      const total = Math.round(reaction + braking);
      const r = reaction * scale;
      const b = braking * scale;
      return `${text(36, y + 15, `${kmh} km/h`, 11)}<rect x="72" y="${y}" width="${r.toFixed(1)}" height="22" fill="${AMBER}"/><rect x="${(72 + r).toFixed(1)}" y="${y}" width="${b.toFixed(1)}" height="22" fill="${MARK}"/>${text(72 + r + b + 6, y + 16, `${total} m`, 12, '#0f172a', 'start')}`;
    })
    .join('');
  return svg(
    360,
    160,
    `<rect width="360" height="160" fill="#f8fafc"/>${car(52, 14, CAR, 0, 0.5)}<rect x="72" y="8" width="16" height="12" fill="${AMBER}"/><rect x="150" y="8" width="16" height="12" fill="${MARK}"/>${text(92, 18, `${REACTION_SECONDS} s`, 11, '#0f172a', 'start')}${rows}`,
  );
}

/** A toll plaza seen from above: the FASTag lanes chosen early, a gap to the car ahead. */
export const tollPlaza = () => {
  const lanes = [0, 1, 2, 3];
  const booths = lanes
    .map(
      (i) =>
        `<rect x="${22 + i * 70}" y="70" width="14" height="30" fill="#e2e8f0" stroke="#334155"/><rect x="${i * 70 + 38}" y="82" width="28" height="4" fill="${i < 3 ? GO : MARK}"/>`,
    )
    .join('');
  const tag = (x: number) =>
    `<rect x="${x - 12}" y="38" width="24" height="16" rx="3" fill="${GO}"/><path d="M${x - 5} 50 Q${x} 40 ${x + 5} 50 M${x - 9} 52 Q${x} 34 ${x + 9} 52" stroke="#fff" stroke-width="2" fill="none"/>`;
  return svg(
    300,
    220,
    `<rect width="300" height="220" fill="${ROAD}"/>${booths}${tag(52)}${tag(122)}${tag(192)}${text(262, 52, '₹', 18, '#fff')}${car(122, 186, CAR, -90)}${car(122, 124, OTHER, -90)}<path d="M140 132 V170" stroke="${PATH}" stroke-width="3"/><path d="M134 132 H146 M134 170 H146" stroke="${PATH}" stroke-width="3"/>`,
  );
};

/**
 * A roundabout in India: round it clockwise, and give way at the line to traffic already on
 * it, which comes from your right.
 */
export const roundabout = () => {
  const arm = (rotate: number) =>
    `<g transform="rotate(${rotate} 130 130)"><rect x="104" y="190" width="52" height="80" fill="${ROAD}"/><path d="M130 200 V270" stroke="${LINE}" stroke-width="2" stroke-dasharray="8 6"/></g>`;
  const flow = [0, 90, 180, 270]
    .map(
      (a) =>
        `<g transform="rotate(${a} 130 130)"><path d="M130 62 A68 68 0 0 1 178 82" stroke="${LINE}" stroke-width="3" fill="none"/><path d="M0 0 L-9 -5 L-9 5 Z" fill="${LINE}" transform="translate(178 82) rotate(45)"/></g>`,
    )
    .join('');
  return svg(
    260,
    270,
    `<rect width="260" height="270" fill="${GRASS}"/>${arm(0)}${arm(90)}${arm(180)}${arm(270)}<circle cx="130" cy="130" r="84" fill="${ROAD}"/><circle cx="130" cy="130" r="40" fill="#65a30d" stroke="${LINE}" stroke-width="3"/>${flow}<path d="M104 216 H130" stroke="${LINE}" stroke-width="4" stroke-dasharray="5 4"/>${car(117, 246, CAR, -90)}${car(196, 150, OTHER, 110)}${arrow(196, 174, 178, 196, MARK, 3)}`,
  );
};

/** A hairpin bend round a hill, seen from above: stay in your lane, horn before the blind corner. */
export const hairpinBend = () =>
  svg(
    260,
    220,
    `<rect width="260" height="220" fill="${GRASS}"/><path d="M70 220 V100 A60 60 0 0 1 190 100 V220" fill="none" stroke="${ROAD}" stroke-width="56"/><path d="M70 220 V100 A60 60 0 0 1 190 100 V220" fill="none" stroke="${LINE}" stroke-width="2" stroke-dasharray="10 8"/><path d="M104 220 V110 A26 26 0 0 1 156 110 V220 Z" fill="#a16207"/><path d="M116 210 L130 150 L144 210 Z" fill="#854d0e"/>${car(56, 160, CAR, -90)}<path d="M44 120 q12 -10 24 0 M40 110 q16 -14 32 0" stroke="${AMBER}" stroke-width="3" fill="none"/>${car(204, 70, OTHER, 90)}${arrow(56, 140, 56, 104, PATH, 3)}`,
  );

/** A narrow hill road with a wide spot: the car coming down waits there, the one going up passes. */
export const uphillPriority = () =>
  svg(
    340,
    150,
    `<rect width="340" height="150" fill="${GRASS}"/><path d="M0 58 H120 Q140 58 150 34 H230 Q240 58 260 58 H340 V102 H0 Z" fill="${ROAD}"/>${car(190, 48, OTHER, 180)}${car(70, 80, CAR)}${arrow(96, 80, 150, 80)}${tick(190, 18)}<path d="M300 140 L330 112 V140 Z" fill="#a16207"/>${arrow(290, 132, 322, 104, '#0f172a', 2)}`,
  );

/** City traffic: an auto stopping for a fare, a two-wheeler filtering on the left, a pedestrian. */
export const predictingOthers = () =>
  svg(
    340,
    150,
    `<rect width="340" height="150" fill="${ROAD}"/><rect width="340" height="22" fill="#cbd5e1"/>${dashes(90, 340)}${car(110, 60)}<g transform="translate(220 40)"><path d="M-20 -10 H10 Q22 -10 22 0 Q22 10 10 10 H-20 Z" fill="${AMBER}"/><rect x="-20" y="-10" width="16" height="20" fill="${GO}"/></g><path d="M246 40 q8 -6 16 0" stroke="${MARK}" stroke-width="2" fill="none"/><circle cx="262" cy="12" r="6" fill="#7c2d12"/><path d="M262 18 V22 M262 14 L272 4" stroke="#7c2d12" stroke-width="3"/><g transform="translate(70 34)"><rect x="-14" y="-4" width="28" height="8" rx="4" fill="#111827"/><circle cx="0" cy="0" r="4" fill="${MARK}"/></g>${arrow(86, 34, 150, 34, PATH, 2)}<rect x="150" y="28" width="96" height="26" fill="none" stroke="${MARK}" stroke-width="2" stroke-dasharray="5 4"/>${car(230, 118, OTHER, 180)}`,
  );

export const ROAD_DIAGRAMS = {
  'lane-discipline': laneDiscipline,
  overtaking,
  'stopping-distance': stoppingDistances,
  'toll-plaza': tollPlaza,
  roundabout,
  'hairpin-bend': hairpinBend,
  'uphill-priority': uphillPriority,
  'predicting-others': predictingOthers,
} as const;
