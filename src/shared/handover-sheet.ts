import { z } from 'zod';

/**
 * The handover sheet (decision 0030): what was in the car at pickup and at return, and the
 * rule that a car going out long before its booked pickup needs a reason.
 */

export const CHECKLIST_ITEMS = {
  spareTyre: 'Spare tyre',
  jack: 'Jack and wheel spanner',
  documents: 'Car documents (RC, insurance, PUC) in the car',
} as const;
export type ChecklistItem = keyof typeof CHECKLIST_ITEMS;

export const handoverChecklistSchema = z.object({
  spareTyre: z.boolean({ error: 'Say whether the spare tyre is in the car.' }),
  jack: z.boolean({ error: 'Say whether the jack is in the car.' }),
  documents: z.boolean({ error: 'Say whether the car documents are in the car.' }),
  accessories: z
    .string({ error: 'Please list the accessories.' })
    .trim()
    .max(300, 'The accessories can be at most 300 characters.')
    .default(''),
});
export type HandoverChecklist = z.output<typeof handoverChecklistSchema>;

/** Hours before the booked pickup a car may go out without a reason. */
export const EARLY_HANDOVER_HOURS = 2;
export const earlyHandoverMessage = (pickup: string) =>
  `This is more than ${EARLY_HANDOVER_HOURS} hours before the booked pickup (${pickup}). Please give the reason for handing the car over early.`;
export const earlyReasonSchema = z
  .string()
  .trim()
  .max(300, 'The reason can be at most 300 characters.')
  .optional();

/** True when `now` is more than EARLY_HANDOVER_HOURS before the booked pickup. */
export const isEarlyHandover = (pickupAt: Date, now: Date) =>
  pickupAt.getTime() - now.getTime() > EARLY_HANDOVER_HOURS * 3_600_000;

/** The customer's signature: a PNG drawn on the tablet's canvas. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;
export const SIGNATURE_NOT_IMAGE_MESSAGE =
  'The signature must be a PNG image drawn on the signature pad.';
export const SIGNATURE_TOO_LARGE_MESSAGE = `The signature image can be at most ${SIGNATURE_MAX_BYTES / 1024} KB.`;

/**
 * A damage mark on the car outline (top view): where it is as a fraction of the outline's width
 * and height (0..1, left/top at 0), what it is, and optionally one of the handover's photos.
 */
export const DAMAGE_NOTE_MAX = 200;
export const DAMAGE_MARKS_MAX = 30;
const fraction = (axis: 'across' | 'along') =>
  z
    .number({ error: `Place the damage mark on the car outline (${axis}).` })
    .min(0, { error: 'A damage mark must be on the car outline.' })
    .max(1, { error: 'A damage mark must be on the car outline.' });
export const damageMarkSchema = z.object({
  x: fraction('across'),
  y: fraction('along'),
  note: z
    .string({ error: 'Say what the damage is.' })
    .trim()
    .min(1, { error: 'Say what the damage is.' })
    .max(DAMAGE_NOTE_MAX, {
      error: `A damage note can be at most ${DAMAGE_NOTE_MAX} characters.`,
    }),
  photoId: z
    .number({ error: 'Choose one of the handover photos.' })
    .int({ error: 'Choose one of the handover photos.' })
    .positive({ error: 'Choose one of the handover photos.' })
    .max(2_147_483_647, { error: 'Choose one of the handover photos.' })
    .optional(),
});
export type DamageMarkInput = z.infer<typeof damageMarkSchema>;
export const damageMarksSchema = z
  .array(damageMarkSchema, { error: 'The damage marks must be a list.' })
  .max(DAMAGE_MARKS_MAX, { error: `At most ${DAMAGE_MARKS_MAX} damage marks per handover.` });
export const DAMAGE_PHOTO_NOT_OURS_MESSAGE =
  "A damage mark's photo must be one of this handover's photos.";

/** A stored mark as the console and the sheet show it. */
export const damageMarkViewSchema = z.object({
  number: z.number().int(),
  x: z.number(),
  y: z.number(),
  note: z.string(),
  photoUrl: z.string().nullable(),
});
export type DamageMark = z.infer<typeof damageMarkViewSchema>;

/**
 * Named places on the outline, for a keyboard or a screen reader (a tap places a mark anywhere).
 * The outline is drawn nose up: the front bumper at the top, the driver's (right) side right.
 */
export const OUTLINE_AREAS = {
  frontBumper: { label: 'Front bumper', hi: 'आगे का बम्पर', x: 0.5, y: 0.05 },
  bonnet: { label: 'Bonnet', hi: 'बोनट', x: 0.5, y: 0.2 },
  windscreen: { label: 'Windscreen', hi: 'सामने का शीशा', x: 0.5, y: 0.33 },
  roof: { label: 'Roof', hi: 'छत', x: 0.5, y: 0.5 },
  rearWindow: { label: 'Rear window', hi: 'पीछे का शीशा', x: 0.5, y: 0.68 },
  boot: { label: 'Boot', hi: 'डिक्की', x: 0.5, y: 0.82 },
  rearBumper: { label: 'Rear bumper', hi: 'पीछे का बम्पर', x: 0.5, y: 0.95 },
  leftFront: { label: 'Left front door and wing', hi: 'बायाँ आगे का दरवाज़ा और फ़ेंडर', x: 0.1, y: 0.35 },
  leftRear: { label: 'Left rear door and wing', hi: 'बायाँ पीछे का दरवाज़ा और फ़ेंडर', x: 0.1, y: 0.65 },
  rightFront: {
    label: 'Right front door and wing',
    hi: 'दायाँ आगे का दरवाज़ा और फ़ेंडर',
    x: 0.9,
    y: 0.35,
  },
  rightRear: {
    label: 'Right rear door and wing',
    hi: 'दायाँ पीछे का दरवाज़ा और फ़ेंडर',
    x: 0.9,
    y: 0.65,
  },
} as const;
export type OutlineArea = keyof typeof OUTLINE_AREAS;

/** The places' names in a language: the console's catalogue and the handover sheet use these. */
export const outlineAreaNames = (language: 'en' | 'hi') =>
  Object.fromEntries(
    Object.entries(OUTLINE_AREAS).map(([key, area]) => [
      key,
      language === 'hi' ? area.hi : area.label,
    ]),
  ) as Record<OutlineArea, string>;

/** The nearest named place of a mark (its key), for a sheet in either language. */
export function areaKeyOf(x: number, y: number): OutlineArea {
  let best: OutlineArea = 'roof';
  let bestDistance = Infinity;
  for (const [key, a] of Object.entries(OUTLINE_AREAS) as [
    OutlineArea,
    { x: number; y: number },
  ][]) {
    const d = (a.x - x) ** 2 + (a.y - y) ** 2;
    if (d < bestDistance) [best, bestDistance] = [key, d];
  }
  return best;
}

/** The nearest named place of a mark, for the sheet and the list beside the outline. */
export function areaOf(x: number, y: number): string {
  return OUTLINE_AREAS[areaKeyOf(x, y)].label;
}
