import {
  AMBER,
  CAR,
  GO,
  GRASS,
  MARK,
  OTHER,
  PATH,
  ROAD,
  arrow,
  car,
  clock,
  cross,
  sideCar,
  svg,
  text,
  tick,
} from './diagram-parts.js';

/**
 * What the mirrors show (blue) and the blind spots they miss (red) of a right-hand-drive car
 * heading right: the head turn covers the blind spot.
 */
export const mirrorChecks = () =>
  svg(
    320,
    170,
    `<rect width="320" height="170" fill="${ROAD}"/><path d="M150 68 L20 20 L20 62 Z M150 102 L20 150 L20 108 Z M170 85 L40 70 L40 100 Z" fill="#93c5fd" opacity="0.55"/><path d="M145 64 L95 30 L60 40 L120 66 Z M145 106 L95 140 L60 130 L120 104 Z" fill="${MARK}" opacity="0.5"/>${car(170, 85, CAR, 0, 1.6)}<path d="M178 110 A18 18 0 0 0 160 128" stroke="${PATH}" stroke-width="3" fill="none"/>${arrow(166, 122, 158, 132, PATH, 3)}`,
  );

/** A hill start from the side: hold on the handbrake and the biting point, then go; never roll back. */
export const hillStart = () =>
  svg(
    320,
    160,
    `<rect width="320" height="160" fill="#e0f2fe"/><path d="M0 150 L320 60 V160 H0 Z" fill="#a16207"/><path d="M0 150 L320 60" stroke="${ROAD}" stroke-width="8"/>${sideCar(160, 104, -15.7)}${arrow(220, 72, 270, 58)}${arrow(110, 130, 70, 141, MARK, 3)}${cross(88, 122)}<g transform="translate(40 34)"><rect x="-4" y="-22" width="8" height="34" rx="4" fill="#334155" transform="rotate(-30)"/><circle cx="0" cy="14" r="8" fill="#334155"/></g>`,
  );

const card = (x: number, y: number, label: string, colour: string, inner: string) =>
  `<g transform="translate(${x} ${y})"><rect width="80" height="52" rx="6" fill="#fff" stroke="${colour}" stroke-width="3"/><rect width="80" height="14" rx="6" fill="${colour}"/>${text(40, 11, label, 10, '#fff')}${inner}</g>`;

/** Licence, registration, insurance and PUC, on paper or on the phone (DigiLocker, mParivahan). */
export const documentsToCarry = () =>
  svg(
    360,
    150,
    `<rect width="360" height="150" fill="#f1f5f9"/>${card(12, 12, 'DL', CAR, `<rect x="8" y="20" width="20" height="24" fill="#cbd5e1"/><path d="M34 24 H72 M34 32 H66 M34 40 H70" stroke="#94a3b8" stroke-width="3"/>`)}${card(104, 12, 'RC', GO, `<g transform="translate(40 34) scale(0.6)">${car(0, 0, GO)}</g>`)}${card(12, 84, '₹', '#7c3aed', `<path d="M40 20 L56 26 V36 Q56 46 40 50 Q24 46 24 36 V26 Z" fill="#7c3aed" opacity="0.8"/>${tick(40, 34)}`)}${card(104, 84, 'PUC', AMBER, `<circle cx="30" cy="34" r="8" fill="#cbd5e1"/><circle cx="44" cy="30" r="10" fill="#cbd5e1"/><circle cx="56" cy="36" r="7" fill="#cbd5e1"/>${tick(44, 34)}`)}<path d="M196 75 H226" stroke="#334155" stroke-width="3" stroke-dasharray="4 4"/><rect x="240" y="14" width="78" height="124" rx="10" fill="#111827"/><rect x="246" y="24" width="66" height="100" rx="4" fill="#e0f2fe"/>${[0, 1, 2, 3].map((i) => `<rect x="252" y="${32 + i * 22}" width="54" height="16" rx="3" fill="#fff" stroke="#93c5fd"/>${tick(296, 40 + i * 22)}`).join('')}`,
  );

/** The driver's arm out of the right window, seen from behind: right, stop, slow down, left. */
export function handSignals() {
  const panel = (x: number, arm: string, motion: string) =>
    `<g transform="translate(${x} 0)"><rect x="4" y="4" width="92" height="132" rx="8" fill="#f8fafc" stroke="#cbd5e1"/><rect x="14" y="56" width="56" height="44" rx="8" fill="${CAR}"/><rect x="20" y="62" width="44" height="18" rx="3" fill="#cbd5e1"/><circle cx="54" cy="70" r="6" fill="#7c2d12"/><rect x="16" y="100" width="10" height="12" fill="#111827"/><rect x="58" y="100" width="10" height="12" fill="#111827"/>${arm}${motion}</g>`;
  const skin = '#b45309';
  return svg(
    400,
    140,
    panel(
      0,
      `<path d="M64 72 H92" stroke="${skin}" stroke-width="6" stroke-linecap="round"/>`,
      arrow(78, 50, 94, 50, GO, 3),
    ) +
      panel(
        100,
        `<path d="M64 72 H80 V36" stroke="${skin}" stroke-width="6" stroke-linecap="round" fill="none"/>`,
        `<rect x="74" y="22" width="12" height="12" fill="${MARK}" rx="2"/>`,
      ) +
      panel(
        200,
        `<path d="M64 72 H92" stroke="${skin}" stroke-width="6" stroke-linecap="round"/>`,
        arrow(84, 68, 84, 44, AMBER, 3) + arrow(84, 76, 84, 100, AMBER, 3),
      ) +
      panel(
        300,
        `<path d="M64 72 H90" stroke="${skin}" stroke-width="6" stroke-linecap="round"/>`,
        `<path d="M84 60 A12 12 0 1 0 72 48" stroke="${GO}" stroke-width="3" fill="none"/><path d="M0 0 L-9 -5 L-9 5 Z" fill="${GO}" transform="translate(72 48) rotate(180)"/>`,
      ),
  );
}

/** Warning lights: red means stop safely now (brakes, oil, battery, temperature, belt); amber means have it checked. */
export function dashboardLights() {
  const lamp = (x: number, colour: string, icon: string) =>
    `<g transform="translate(${x} 60)"><circle r="24" fill="#1f2937" stroke="${colour}" stroke-width="2"/><g stroke="${colour}" fill="none" stroke-width="3" stroke-linecap="round">${icon}</g></g>`;
  const icons = [
    lamp(
      40,
      MARK,
      `<circle r="10"/><path d="M-15 -9 Q-19 0 -15 9 M15 -9 Q19 0 15 9 M0 -5 V2"/><circle cy="6" r="0.5"/>`,
    ),
    lamp(
      100,
      MARK,
      `<path d="M-14 4 H6 L14 -6 M-14 4 V-4 H-4 L0 -8 H4 L6 -4"/><path d="M16 2 Q18 6 16 8"/>`,
    ),
    lamp(
      160,
      MARK,
      `<rect x="-13" y="-7" width="26" height="16" rx="2"/><path d="M-8 -11 V-7 M8 -11 V-7 M-9 1 H-3 M5 1 H11 M8 -2 V4"/>`,
    ),
    lamp(
      220,
      MARK,
      `<path d="M0 -14 V4"/><circle cy="8" r="4"/><path d="M-14 14 q4 -4 8 0 t8 0 t8 0 t8 0"/>`,
    ),
    lamp(280, MARK, `<circle cy="-11" r="4"/><path d="M-8 14 V-2 Q0 -6 8 -2 V14 M-8 -4 L8 12"/>`),
    lamp(340, AMBER, `<path d="M-14 -4 H-8 V-8 H6 L10 -4 H14 V8 H10 L6 12 H-8 V6 H-14 Z"/>`),
  ].join('');
  return svg(
    380,
    120,
    `<rect width="380" height="120" rx="14" fill="#0f172a"/>${icons}<rect x="14" y="96" width="292" height="6" rx="3" fill="${MARK}"/><rect x="318" y="96" width="46" height="6" rx="3" fill="${AMBER}"/>`,
  );
}

/** Downhill in second gear: the engine holds the car back and the brakes stay cool. */
export const engineBraking = () =>
  svg(
    320,
    160,
    `<rect width="320" height="160" fill="#e0f2fe"/><path d="M0 40 L320 140 V160 H0 Z" fill="#a16207"/><path d="M0 40 L320 140" stroke="${ROAD}" stroke-width="8"/>${sideCar(150, 83, 17.4)}${arrow(200, 108, 250, 124)}<g transform="translate(256 40)" stroke="#334155" stroke-width="3" fill="none"><path d="M-24 -16 V16 M0 -16 V16 M24 -16 V16 M-24 0 H24"/></g><circle cx="232" cy="56" r="8" fill="${GO}"/>${text(232, 60, '2', 11, '#fff')}<path d="M20 130 h40" stroke="${MARK}" stroke-width="3"/>${cross(40, 112, 8)}${text(40, 150, 'N', 14, MARK)}`,
  );

/** Headlights at night: high beam on an empty road, dipped for a car coming the other way. */
export const headlightBeams = () =>
  svg(
    340,
    170,
    `<rect width="340" height="170" fill="#0f172a"/><rect y="68" width="340" height="6" fill="${ROAD}"/><rect y="160" width="340" height="6" fill="${ROAD}"/><path d="M72 44 L330 20 L330 70 Z" fill="${PATH}" opacity="0.45"/>${sideCar(40, 68, 0)}<path d="M72 136 L180 150 L180 160 Z" fill="${PATH}" opacity="0.55"/>${sideCar(40, 160, 0)}<g transform="translate(300 160) scale(-1 1)">${sideCar(0, 0, 0, OTHER)}</g><path d="M266 138 L220 150" stroke="${PATH}" stroke-width="2" opacity="0.6"/>${tick(320, 100)}`,
  );

/** A long drive broken every two hours: stop, stretch, rest. */
export const fatigueBreaks = () =>
  svg(
    360,
    120,
    `<rect width="360" height="120" fill="${GRASS}"/><rect y="60" width="360" height="24" fill="${ROAD}"/>${car(30, 72, CAR, 0, 0.7)}${[
      0, 1, 2,
    ]
      .map((i) => {
        const x = 120 + i * 100;
        return `${clock(x - 40, 30, (i + 1) * 2)}<rect x="${x - 14}" y="86" width="28" height="20" rx="3" fill="#fff" stroke="${GO}" stroke-width="2"/><path d="M${x - 7} 92 h10 v8 h-10 z M${x + 3} 94 q5 0 0 4" stroke="#7c2d12" stroke-width="2" fill="none"/><path d="M${x} 84 V86" stroke="${GO}" stroke-width="2"/>`;
      })
      .join('')}`,
  );

export const CAR_DIAGRAMS = {
  'mirror-checks': mirrorChecks,
  'hill-start': hillStart,
  'documents-to-carry': documentsToCarry,
  'hand-signals': handSignals,
  'dashboard-lights': dashboardLights,
  'engine-braking': engineBraking,
  'headlight-beams': headlightBeams,
  'fatigue-breaks': fatigueBreaks,
} as const;
