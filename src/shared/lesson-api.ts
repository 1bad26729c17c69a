import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { LESSON_MESSAGES as M } from './lesson-messages.js';
import {
  LESSON_CANCEL_CUTOFF_HOURS_MAX,
  LESSON_PACKAGE_KINDS,
  LESSON_PICKUP_KINDS,
  LESSON_PICKUP_RADIUS_KM_MAX,
  LESSON_PURCHASE_STATUSES,
  LESSON_STATUSES,
  SESSION_MINUTES_MAX,
  SESSION_MINUTES_MIN,
  SESSION_MINUTES_STEP,
  SESSIONS_MAX,
  VALIDITY_DAYS_MAX,
} from './lesson-rules.js';

// The practical lessons' API (issue 34): the console's packages, instructors' schedules and
// lessons, and what the learner's booking pages will read (packages, free slots).

const int = (message: string) => z.number({ error: message }).int({ error: message });
const positiveId = (message: string) => z.coerce.number({ error: message }).int().positive();
const title = z.string({ error: M.title }).trim().min(3, M.title).max(120, M.title);

export const lessonPackageBodySchema = z.object({
  branchId: positiveId(M.branch),
  kind: z.enum(LESSON_PACKAGE_KINDS),
  title,
  titleHi: title,
  sessions: int(M.sessions).min(1, M.sessions).max(SESSIONS_MAX, M.sessions),
  sessionMinutes: int(M.sessionMinutes)
    .min(SESSION_MINUTES_MIN, M.sessionMinutes)
    .max(SESSION_MINUTES_MAX, M.sessionMinutes)
    .multipleOf(SESSION_MINUTES_STEP, M.sessionMinutes),
  validityDays: int(M.validityDays).min(1, M.validityDays).max(VALIDITY_DAYS_MAX, M.validityDays),
  theoryHours: int(M.theoryHours).min(0, M.theoryHours).max(40, M.theoryHours).default(0),
  pricePaise: int(M.price).min(0, M.price).max(100_000_000, M.price),
  isActive: z.boolean().default(true),
});
export type LessonPackageBody = z.input<typeof lessonPackageBodySchema>;

export const lessonPackageSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  kind: z.enum(LESSON_PACKAGE_KINDS),
  title: z.string(),
  titleHi: z.string(),
  sessions: z.number().int(),
  sessionMinutes: z.number().int(),
  validityDays: z.number().int(),
  theoryHours: z.number().int(),
  pricePaise: z.number().int(),
  isActive: z.boolean(),
});
export type LessonPackage = z.infer<typeof lessonPackageSchema>;
export const lessonPackageListSchema = z.object({ packages: z.array(lessonPackageSchema) });

export const branchQuerySchema = z.object({ branchId: positiveId(M.branch) });

const minuteOfDay = int(M.hoursOrder).min(0, M.hoursOrder).max(1440, M.hoursOrder);
export const workingSpanSchema = z
  .object({
    weekday: int(M.hoursOrder).min(1, M.hoursOrder).max(7, M.hoursOrder),
    startMinute: minuteOfDay,
    endMinute: minuteOfDay,
  })
  .refine((h) => h.startMinute < h.endMinute, { message: M.hoursOrder, path: ['endMinute'] });

/** A manager's word on an instructor: their branch, whether they teach, their week's hours. */
export const instructorScheduleBodySchema = z.object({
  branchId: positiveId(M.branch),
  isActive: z.boolean().default(true),
  hours: z
    .array(workingSpanSchema)
    .max(7, M.weekdayTwice)
    .refine((list) => new Set(list.map((h) => h.weekday)).size === list.length, M.weekdayTwice),
});
export type InstructorScheduleBody = z.input<typeof instructorScheduleBodySchema>;

export const leaveBodySchema = z
  .object({
    startsOn: calendarDate(M.leaveOrder),
    endsOn: calendarDate(M.leaveOrder),
    reason: z.string().trim().max(200).default(''),
  })
  .refine((l) => l.startsOn <= l.endsOn, { message: M.leaveOrder, path: ['endsOn'] });
export type LeaveBody = z.input<typeof leaveBodySchema>;

export const leaveParamsSchema = z.object({
  id: positiveId(M.instructorNotFound),
  leaveId: positiveId(M.leaveNotFound),
});

export const instructorScheduleSchema = z.object({
  instructorId: z.number().int(),
  displayName: z.string(),
  /** Null: not a practical instructor yet (a manager may take them on). */
  branchId: z.number().int().nullable(),
  isActive: z.boolean(),
  hours: z.array(z.object({ weekday: z.number(), startMinute: z.number(), endMinute: z.number() })),
  leave: z.array(
    z.object({ id: z.number(), startsOn: z.string(), endsOn: z.string(), reason: z.string() }),
  ),
});
export type InstructorSchedule = z.infer<typeof instructorScheduleSchema>;
export const instructorScheduleListSchema = z.object({
  instructors: z.array(instructorScheduleSchema),
});

/** The free slots of a branch's week for a package's session length. */
export const lessonSlotsQuerySchema = z.object({
  packageId: positiveId(M.packageNotFound),
  from: calendarDate(M.weekStart),
  days: z.coerce.number().int().min(1).max(14).default(7),
});
export const lessonSlotSchema = z.object({
  startsAt: z.string(),
  endsAt: z.string(),
  instructorIds: z.array(z.number().int()),
  carIds: z.array(z.number().int()),
});
/** An instructor a learner may choose, named in English and (where written) Hindi. */
export const slotInstructorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string().nullable(),
});
export const lessonSlotListSchema = z.object({
  sessionMinutes: z.number().int(),
  slots: z.array(lessonSlotSchema),
  /** The branch's practical instructors, for choosing one (decision 0047). */
  instructors: z.array(slotInstructorSchema).default([]),
});
export type LessonSlotList = z.infer<typeof lessonSlotListSchema>;

/** Book a lesson: the instructor and car are chosen among the free ones unless named. */
export const lessonBodySchema = z.object({
  packageId: positiveId(M.packageNotFound),
  learnerId: positiveId(M.learnerNotFound),
  startsAt: z.iso.datetime({ offset: true, error: M.inPast }).transform((s) => new Date(s)),
  instructorId: positiveId(M.instructorNotFound).optional(),
  carId: positiveId(M.notTrainingCar).optional(),
});
export type LessonBody = z.input<typeof lessonBodySchema>;

export const lessonSchema = z.object({
  id: z.number().int(),
  branchId: z.number().int(),
  packageId: z.number().int(),
  learnerId: z.number().int(),
  instructorId: z.number().int(),
  carId: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  status: z.enum(LESSON_STATUSES),
});
export type Lesson = z.infer<typeof lessonSchema>;

export const trainingCarBodySchema = z.object({ isTrainingCar: z.boolean() });

/** A package as learners see it: its price (GST included) split as the invoice will split it. */
export const offeredPackageSchema = lessonPackageSchema.extend({
  taxablePaise: z.number().int(),
  gstPaise: z.number().int(),
  sac: z.string().nullable(),
});
export const offeredPackageListSchema = z.object({ packages: z.array(offeredPackageSchema) });
export type OfferedPackage = z.infer<typeof offeredPackageSchema>;

// ---- The learner's side (issue 34 item 3, decision 0047) ----

/** A branch's terms for learners: the cancel cut-off and home pickup. */
export const lessonTermsSchema = z.object({
  branchId: z.number().int(),
  cancelCutoffHours: z.number().int(),
  homePickupRadiusKm: z.number().int(),
  /** False when the radius is 0 or the branch's location is not set. */
  homePickupOffered: z.boolean(),
});
export type LessonTerms = z.infer<typeof lessonTermsSchema>;

/** The school's standing numbers (decision 0048): as issued, or empty for none. */
export const SCHOOL_STANDING_MESSAGES = {
  drivingSchoolLicence:
    'The driving school licence number is 3 to 60 characters, or left empty when the school has none.',
  adtcAccreditation:
    'The ADTC accreditation number is 3 to 60 characters, or left empty when the school has none.',
} as const;
const standingNumber = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .refine((s) => s === '' || (s.length >= 3 && s.length <= 60), { error: message })
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional();

/** A manager's learner terms for a branch (optional beside the branch rules). */
export const lessonTermsBodySchema = z
  .object({
    lessonCancelCutoffHours: int(M.cutoffHours)
      .min(0, M.cutoffHours)
      .max(LESSON_CANCEL_CUTOFF_HOURS_MAX, M.cutoffHours)
      .optional(),
    lessonPickupRadiusKm: int(M.radiusKm)
      .min(0, M.radiusKm)
      .max(LESSON_PICKUP_RADIUS_KM_MAX, M.radiusKm)
      .optional(),
    latitude: z
      .number({ error: M.branchLocation })
      .min(6, M.branchLocation)
      .max(37, M.branchLocation)
      .nullable()
      .optional(),
    longitude: z
      .number({ error: M.branchLocation })
      .min(68, M.branchLocation)
      .max(98, M.branchLocation)
      .nullable()
      .optional(),
    /** CMVR rule 24: the school's certificates are Form 5. */
    drivingSchoolLicence: standingNumber(SCHOOL_STANDING_MESSAGES.drivingSchoolLicence),
    /** Rules 31B to 31J: an accredited centre's ADTC-pattern course earns Form 5B. */
    adtcAccreditation: standingNumber(SCHOOL_STANDING_MESSAGES.adtcAccreditation),
  })
  .refine(
    (b) =>
      (b.latitude === undefined) === (b.longitude === undefined) &&
      (b.latitude === null) === (b.longitude === null),
    {
      message: M.branchLocation,
      path: ['longitude'],
    },
  );

export type LessonTermsBody = z.input<typeof lessonTermsBodySchema>;

/** The console's view of a branch's lesson terms: the form's values, with the school's standing. */
export const consoleLessonTermsSchema = z.object({
  branchId: z.number().int(),
  lessonCancelCutoffHours: z.number().int(),
  lessonPickupRadiusKm: z.number().int(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  drivingSchoolLicence: z.string().nullable(),
  adtcAccreditation: z.string().nullable(),
});
export type ConsoleLessonTerms = z.infer<typeof consoleLessonTermsSchema>;

export const buyPackageBodySchema = z.object({ packageId: positiveId(M.packageNotFound) });

/** A purchase opened: paid at once (nothing due) or pending at the gateway. */
export const lessonCheckoutSchema = z.object({
  purchaseId: z.number().int(),
  status: z.enum(['pending', 'paid']),
  /** The test gateway's page. */
  redirectUrl: z.string().optional(),
  /** Razorpay Checkout options when Razorpay is the gateway. */
  checkout: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  totalPaise: z.number().int(),
});
export type LessonCheckout = z.infer<typeof lessonCheckoutSchema>;

/** What a learner bought: the entitlement (sessions bought, used, valid until). */
export const lessonPurchaseSchema = z.object({
  id: z.number().int(),
  packageId: z.number().int(),
  branchId: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  sessions: z.number().int(),
  sessionMinutes: z.number().int(),
  sessionsUsed: z.number().int(),
  pricePaise: z.number().int(),
  status: z.enum(LESSON_PURCHASE_STATUSES),
  paidAt: z.string().nullable(),
  validUntil: z.string().nullable(),
});
export type LessonPurchase = z.infer<typeof lessonPurchaseSchema>;
export const lessonPurchaseListSchema = z.object({ purchases: z.array(lessonPurchaseSchema) });

/** The test gateway's page for a purchase. */
export const lessonTestOrderSchema = z.object({
  purchaseId: z.number().int(),
  totalPaise: z.number().int(),
  title: z.string(),
  titleHi: z.string(),
  status: z.enum(LESSON_PURCHASE_STATUSES),
});
export const lessonPaidResultSchema = z.object({
  status: z.enum(['success', 'failed']),
  redirectUrl: z.string(),
});

const pickupAddress = z
  .string({ error: M.homeAddress })
  .trim()
  .min(5, M.homeAddress)
  .max(300, M.homeAddress);
const coordinate = (min: number, max: number) =>
  z.number({ error: M.homeLocation }).min(min, M.homeLocation).max(max, M.homeLocation);

/** Pickup at the branch, or at a home address with its location (checked against the radius). */
export const lessonPickupSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('branch') }),
  z.object({
    kind: z.literal('home'),
    address: pickupAddress,
    latitude: coordinate(-90, 90),
    longitude: coordinate(-180, 180),
  }),
]);
export type LessonPickup = z.infer<typeof lessonPickupSchema>;

/** A learner books a lesson of a package they bought: any free instructor unless named. */
export const learnerLessonBodySchema = z.object({
  packageId: positiveId(M.packageNotFound),
  startsAt: z.iso.datetime({ offset: true, error: M.inPast }).transform((s) => new Date(s)),
  instructorId: positiveId(M.instructorNotFound).optional(),
  pickup: lessonPickupSchema.default({ kind: 'branch' }),
});
export type LearnerLessonBody = z.input<typeof learnerLessonBodySchema>;

export const rescheduleBodySchema = z.object({
  startsAt: z.iso.datetime({ offset: true, error: M.inPast }).transform((s) => new Date(s)),
  instructorId: positiveId(M.instructorNotFound).optional(),
});
export type RescheduleBody = z.input<typeof rescheduleBodySchema>;

/** One of my lessons, as the learner sees it. */
export const myLessonSchema = lessonSchema.extend({
  instructorName: z.string(),
  instructorNameHi: z.string().nullable(),
  carName: z.string(),
  pickupKind: z.enum(LESSON_PICKUP_KINDS),
  pickupAddress: z.string(),
  /** Until when I may cancel or move it online. */
  changeableUntil: z.string(),
  /** A cancelled lesson that still used a session (cancelled after the cut-off). */
  cancelledLate: z.boolean(),
});
export type MyLesson = z.infer<typeof myLessonSchema>;
export const myLessonListSchema = z.object({ lessons: z.array(myLessonSchema) });
