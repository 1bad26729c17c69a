/**
 * Diagrams of the seeded lessons (decision 0032), drawn as SVG here and written into the
 * course pictures' folder at seed time, so a lesson's `<img>` passes the sanitiser like an
 * instructor's picture. Shapes, arrows and a few marks that read the same in both languages
 * (numbers, km/h, DL, RC, PUC): one drawing serves English and Hindi; `DIAGRAM_OF_LESSON`
 * (lesson-diagram-captions.ts) describes each in both.
 */
import { CAR, GRASS, LINE, MARK, OTHER, ROAD, car, svg } from './diagram-parts.js';
import { CAR_DIAGRAMS } from './diagrams-car.js';
import { ROAD_DIAGRAMS } from './diagrams-road.js';

/** Mirrored top to bottom: India keeps left, so a car heading right drives (and parks) on top. */
const keepLeft = (height: number, body: string) =>
  `<g transform="translate(0 ${height}) scale(1 -1)">${body}</g>`;

export const LESSON_DIAGRAMS = {
  'two-second-gap': () =>
    svg(
      320,
      120,
      keepLeft(
        120,
        `<rect width="320" height="120" fill="${GRASS}"/><rect y="30" width="320" height="60" fill="${ROAD}"/><path d="M0 60 H320" stroke="${LINE}" stroke-width="3" stroke-dasharray="16 12"/>${car(60, 75)}${car(230, 75, OTHER)}<rect x="186" y="10" width="6" height="24" fill="${MARK}"/><path d="M84 100 H206" stroke="${MARK}" stroke-width="3"/><path d="M84 94 V106 M206 94 V106" stroke="${MARK}" stroke-width="3"/><circle cx="145" cy="100" r="9" fill="#fff" stroke="${MARK}" stroke-width="2"/><path d="M145 100 V94 M145 100 L150 102" stroke="${MARK}" stroke-width="2"/>`,
      ),
    ),
  'parallel-parking': () =>
    svg(
      320,
      160,
      keepLeft(
        160,
        `<rect width="320" height="160" fill="${ROAD}"/><rect y="124" width="320" height="36" fill="#cbd5e1"/>${car(50, 108, OTHER)}${car(260, 108, OTHER)}${car(210, 70, CAR)}<g opacity="0.55">${car(170, 88, CAR, 35)}</g><g opacity="0.35">${car(150, 106, CAR)}</g><path d="M210 84 Q190 90 172 100 Q160 106 150 106" fill="none" stroke="#facc15" stroke-width="3" stroke-dasharray="6 5"/><path d="M0 40 H320" stroke="${LINE}" stroke-width="3" stroke-dasharray="16 12"/>`,
      ),
    ),
  'eight-track': () =>
    svg(
      240,
      200,
      `<rect width="240" height="200" fill="${GRASS}"/><path d="M120 100 C60 20 20 60 30 100 C40 140 80 170 120 100 C160 30 200 60 210 100 C220 140 180 180 120 100 Z" fill="none" stroke="${ROAD}" stroke-width="28"/>${[
        [30, 100],
        [210, 100],
        [120, 60],
        [120, 140],
      ]
        .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${MARK}"/>`)
        .join(
          '',
        )}<path d="M120 100 C60 20 20 60 30 100 C40 140 80 170 120 100 C160 30 200 60 210 100 C220 140 180 180 120 100" fill="none" stroke="#facc15" stroke-width="2" stroke-dasharray="6 5"/>`,
    ),
  'space-cushion': () =>
    svg(
      320,
      140,
      `<rect width="320" height="140" fill="${ROAD}"/><path d="M0 46 H320 M0 94 H320" stroke="${LINE}" stroke-width="3" stroke-dasharray="16 12"/>${car(70, 70, OTHER)}${car(180, 70)}${car(290, 70, OTHER)}<rect x="118" y="50" width="124" height="40" rx="8" fill="none" stroke="#facc15" stroke-width="3" stroke-dasharray="8 6"/><path d="M180 94 V124 M172 116 L180 126 L188 116" stroke="#facc15" stroke-width="3" fill="none"/>`,
    ),
  ...ROAD_DIAGRAMS,
  ...CAR_DIAGRAMS,
} as const;

export type LessonDiagram = keyof typeof LESSON_DIAGRAMS;
export const lessonDiagramUrl = (id: LessonDiagram) => `/media/courses/diagram-${id}.svg`;
