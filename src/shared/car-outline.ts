/**
 * A car seen from above, nose up, drawn for the damage marks (decision 0030): SVG path data in a
 * 200 × 400 box, used by the console's outline and by the handover sheet PDF alike.
 */
export const OUTLINE_WIDTH = 200;
export const OUTLINE_HEIGHT = 400;

/** The body's edge. */
export const OUTLINE_BODY =
  'M60 10 Q100 2 140 10 Q170 18 172 60 L176 200 L172 350 Q168 390 140 394 Q100 400 60 394 Q32 390 28 350 L24 200 L28 60 Q30 18 60 10 Z';

/** Glass, roof, bonnet line, wheels and mirrors. */
export const OUTLINE_DETAILS = [
  'M50 110 Q100 95 150 110',
  'M48 122 Q100 104 152 122 L144 162 Q100 152 56 162 Z',
  'M56 170 L144 170 L144 270 L56 270 Z',
  'M56 278 Q100 286 144 278 L150 320 Q100 332 50 320 Z',
  'M14 70 L26 70 L26 120 L14 120 Z',
  'M174 70 L186 70 L186 120 L174 120 Z',
  'M14 290 L26 290 L26 340 L14 340 Z',
  'M174 290 L186 290 L186 340 L174 340 Z',
  'M24 148 L10 154 L12 164 L26 160 Z',
  'M176 148 L190 154 L188 164 L174 160 Z',
];
