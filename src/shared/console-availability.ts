import { z } from 'zod';
import { calendarDate } from './calendar-date.js';

// ---- Operator console: maintenance blocks, the branch calendar, today's board ----

export const BLOCK_REASON_MAX = 200;
export const BLOCK_MAX_DAYS = 180;

const instant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `Please enter the ${label} as a date and time.` })
    .transform((s) => new Date(s));

const bothInstants = (b: { startsAt: unknown; endsAt: unknown }) =>
  b.startsAt instanceof Date && b.endsAt instanceof Date;

export const blockBodySchema = z
  .object({
    carId: z.number({ error: 'Please choose the car.' }).int().positive('Please choose the car.'),
    startsAt: instant('start'),
    endsAt: instant('end'),
    reason: z
      .string({ error: 'Please enter the reason.' })
      .trim()
      .min(3, 'Please enter the reason (at least 3 characters).')
      .max(BLOCK_REASON_MAX, `The reason can be at most ${BLOCK_REASON_MAX} characters.`),
  })
  // zod runs an object's refinements on what parsed even when a field failed: a time that
  // was not one is still its string here, and its own message already says so.
  .refine((b) => !bothInstants(b) || b.endsAt > b.startsAt, {
    message: 'The block must end after it starts.',
    path: ['endsAt'],
  })
  .refine(
    (b) =>
      !bothInstants(b) || b.endsAt.getTime() - b.startsAt.getTime() <= BLOCK_MAX_DAYS * 86_400_000,
    {
      message: `A block can be at most ${BLOCK_MAX_DAYS} days long. Retire the car instead.`,
      path: ['endsAt'],
    },
  );
export type BlockBody = z.input<typeof blockBodySchema>;

export const blockSchema = z.object({
  id: z.number().int(),
  carId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string(),
});
export type Block = z.infer<typeof blockSchema>;
export const blockListSchema = z.object({ blocks: z.array(blockSchema) });
export type BlockList = z.infer<typeof blockListSchema>;

export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

export const calendarQuerySchema = z.object({
  branchId: z.coerce.number({ error: 'Please choose a branch.' }).int().positive(),
  from: calendarDate('The start must be a date that exists (YYYY-MM-DD).'),
  view: z.enum(CALENDAR_VIEWS, { error: 'The view must be week or month.' }).default('week'),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

/** What a bar's colour says (decision 0029); the legend lists them. */
export const CALENDAR_BAR_STATES = [
  'confirmed',
  'picked_up',
  'overdue',
  'blocked',
  'pending',
  'completed',
] as const;
export type CalendarBarState = (typeof CALENDAR_BAR_STATES)[number];
export const CALENDAR_STATE_LABELS: Record<CalendarBarState, string> = {
  confirmed: 'Confirmed',
  picked_up: 'Picked up',
  overdue: 'Overdue',
  blocked: 'Blocked',
  pending: 'Awaiting payment',
  completed: 'Returned',
};

export const calendarBarSchema = z.object({
  /** `compliance`: the car's papers lapse or its service falls due (id is the car's). */
  kind: z.enum(['booking', 'block', 'compliance']),
  id: z.number().int(),
  carId: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** Booking: reference and customer; block: its reason. */
  label: z.string(),
  status: z.string(),
  state: z.enum(CALENDAR_BAR_STATES),
});
export type CalendarBar = z.infer<typeof calendarBarSchema>;

export const calendarSchema = z.object({
  branchId: z.number().int(),
  from: z.string(),
  /** Dates (YYYY-MM-DD, IST) across the top. */
  days: z.array(z.string()),
  cars: z.array(z.object({ id: z.number().int(), title: z.string(), carNumber: z.string() })),
  bars: z.array(calendarBarSchema),
});
export type Calendar = z.infer<typeof calendarSchema>;

export const todayQuerySchema = z.object({
  branchId: z.coerce.number({ error: 'Please choose a branch.' }).int().positive(),
});

export const BOARD_STATES = ['waiting', 'picked_up', 'overdue'] as const;
export const BOARD_STATE_LABELS: Record<(typeof BOARD_STATES)[number], string> = {
  waiting: 'Not handed over yet',
  picked_up: 'With the customer',
  overdue: 'Overdue',
};

export const boardEntrySchema = z.object({
  bookingId: z.number().int(),
  reference: z.string(),
  carTitle: z.string(),
  carNumber: z.string(),
  customerId: z.number().int(),
  customerName: z.string(),
  customerMobile: z.string().nullable(),
  /** A blocked (refused) customer: staff must not hand over. */
  customerRefused: z.boolean(),
  /**
   * Not handed over yet: why the pickup would be refused as things stand (documents not
   * verified, no licence recorded, a licence expiring before the drop, a driver too young);
   * null when nothing stands in the way.
   */
  pickupProblem: z.string().nullable(),
  state: z.enum(BOARD_STATES),
  pickupAt: z.string(),
  dropAt: z.string(),
});
export type BoardEntry = z.infer<typeof boardEntrySchema>;

export const todayBoardSchema = z.object({
  date: z.string(),
  pickups: z.array(boardEntrySchema),
  returns: z.array(boardEntrySchema),
  overdue: z.array(boardEntrySchema),
  documentsWaiting: z.array(
    z.object({
      customerId: z.number().int(),
      customerName: z.string(),
      customerMobile: z.string().nullable(),
      kinds: z.array(z.string()),
      nextPickupAt: z.string(),
    }),
  ),
});
export type TodayBoard = z.infer<typeof todayBoardSchema>;
