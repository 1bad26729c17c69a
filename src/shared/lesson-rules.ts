// Practical driving lessons on the branch's own cars (issue 34, decision 0046): the facts the
// packages are shaped by and the lesson's states, for the server and the web.

/** `adtc_lmv`: shaped as the accredited centre's light motor vehicle course; `short`: others. */
export const LESSON_PACKAGE_KINDS = ['adtc_lmv', 'short'] as const;
export type LessonPackageKind = (typeof LESSON_PACKAGE_KINDS)[number];

/**
 * A live lesson is booked, then marked by the instructor: taught (completed) or a no-show (the
 * learner did not come; the session is used). A cancelled one holds nothing.
 */
export const LESSON_STATUSES = ['booked', 'completed', 'no_show', 'cancelled'] as const;
export type LessonStatus = (typeof LESSON_STATUSES)[number];

/** A package purchase: at the gateway, paid (the learner's entitlement), or failed. */
export const LESSON_PURCHASE_STATUSES = ['pending', 'paid', 'failed'] as const;

/**
 * The Central Motor Vehicles (Amendment) Rules on accredited driver training centres (G.S.R.
 * 394(E), 7 June 2021, in force 1 July 2021): the light motor vehicle course is 29 hours
 * within at most 4 weeks of its start, 8 hours theory and 21 practical (4 of them may be on a
 * simulator). Here the theory is the online course and the practical hours are lessons.
 */
export const ADTC_LMV = {
  totalHours: 29,
  theoryHours: 8,
  practicalHours: 21,
  maxWeeks: 4,
} as const;

/** A session is 30 to 120 minutes, in quarter hours; a package has 1 to 60 of them. */
export const SESSION_MINUTES_MIN = 30;
export const SESSION_MINUTES_MAX = 120;
export const SESSION_MINUTES_STEP = 15;
export const SESSIONS_MAX = 60;
export const VALIDITY_DAYS_MAX = 365;

/**
 * The GST page's key for practical lessons among the course categories (exam, skill, qb):
 * their SAC and rate price a package the way a course order is invoiced.
 */
export const PRACTICAL_LESSONS_GST_KEY = 'practical';
export const PRACTICAL_LESSONS_GST_NAME = 'Practical driving lessons';

/** Lessons start on the half hour of the instructor's day. */
export const LESSON_SLOT_STEP_MINUTES = 30;

export interface LessonPackageShape {
  kind: LessonPackageKind;
  title: string;
  titleHi: string;
  sessions: number;
  sessionMinutes: number;
  validityDays: number;
  theoryHours: number;
  /** A sample price (GST included); the manager sets the branch's own. */
  pricePaise: number;
}

/**
 * The packages a branch starts from: the ADTC-shaped course (21 one-hour lessons within 28
 * days, with the 8 theory hours online) and three shorter ones.
 */
export const LESSON_PACKAGE_PRESETS: readonly LessonPackageShape[] = [
  {
    kind: 'adtc_lmv',
    title: 'Car driving course (ADTC pattern, 29 hours)',
    titleHi: 'कार ड्राइविंग कोर्स (ADTC पैटर्न, 29 घंटे)',
    sessions: ADTC_LMV.practicalHours,
    sessionMinutes: 60,
    validityDays: ADTC_LMV.maxWeeks * 7,
    theoryHours: ADTC_LMV.theoryHours,
    pricePaise: 9_500_00,
  },
  {
    kind: 'short',
    title: '21 lessons of 30 minutes',
    titleHi: '30 मिनट के 21 पाठ',
    sessions: 21,
    sessionMinutes: 30,
    validityDays: 45,
    theoryHours: 0,
    pricePaise: 5_500_00,
  },
  {
    kind: 'short',
    title: '15 lessons of 45 minutes',
    titleHi: '45 मिनट के 15 पाठ',
    sessions: 15,
    sessionMinutes: 45,
    validityDays: 30,
    theoryHours: 0,
    pricePaise: 5_000_00,
  },
  {
    kind: 'short',
    title: '10 lessons of 60 minutes',
    titleHi: '60 मिनट के 10 पाठ',
    sessions: 10,
    sessionMinutes: 60,
    validityDays: 21,
    theoryHours: 0,
    pricePaise: 4_500_00,
  },
];

/** ISO weekday of an IST calendar date (YYYY-MM-DD): 1 Monday ... 7 Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * A branch's learner terms (decision 0047): a learner may cancel or move a lesson until this
 * many hours before it (later, the lesson stands, and a missed one is a no-show that the
 * package counts), and is picked up at home within this many kilometres of the branch (0: at
 * the branch only).
 */
export const DEFAULT_LESSON_CANCEL_CUTOFF_HOURS = 24;
export const DEFAULT_LESSON_PICKUP_RADIUS_KM = 10;
export const LESSON_CANCEL_CUTOFF_HOURS_MAX = 168;
export const LESSON_PICKUP_RADIUS_KM_MAX = 50;

/** Where the instructor picks the learner up. */
export const LESSON_PICKUP_KINDS = ['branch', 'home'] as const;
export type LessonPickupKind = (typeof LESSON_PICKUP_KINDS)[number];

export interface GeoPoint {
  latitude: number;
  longitude: number;
}

/** Great-circle distance in kilometres (haversine, mean Earth radius 6371 km). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The last moment a learner may cancel or move a lesson starting at `startsAt`. */
export const lessonChangeDeadline = (startsAt: Date, cutoffHours: number) =>
  new Date(startsAt.getTime() - cutoffHours * 3_600_000);
