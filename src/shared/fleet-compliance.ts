import { z } from 'zod';
import { calendarDate } from './calendar-date.js';
import { addDays, istInstant } from './time.js';

// ---- Fleet compliance: papers and service of each car (issue 20, decision 0029) ----

/** The dated papers of a car: each is valid through its expiry date (IST). */
export const COMPLIANCE_DOCUMENTS = ['registration', 'insurance', 'puc', 'permit'] as const;
export type ComplianceDocument = (typeof COMPLIANCE_DOCUMENTS)[number];
export const COMPLIANCE_LABELS: Record<ComplianceDocument | 'service', string> = {
  registration: 'registration',
  insurance: 'insurance',
  puc: 'pollution (PUC) certificate',
  permit: 'permit',
  service: 'service',
};

const isoDate = (label: string) =>
  calendarDate(`Please enter the ${label} as a date that exists.`).nullable();

const km = (label: string) =>
  z
    .number({ error: `Please enter the ${label} as a whole number of km.` })
    .int(`Please enter the ${label} as a whole number of km.`)
    .min(0, `The ${label} cannot be negative.`)
    .max(5_000_000, `The ${label} is too large.`)
    .nullable();

export const carComplianceBodySchema = z
  .object({
    registrationExpiresOn: isoDate('registration expiry'),
    insuranceExpiresOn: isoDate('insurance expiry'),
    pucExpiresOn: isoDate('PUC expiry'),
    permitExpiresOn: isoDate('permit expiry'),
    lastServiceOn: isoDate('last service date'),
    serviceDueOn: isoDate('next service date'),
    serviceDueKm: km('next service km'),
    odometerKm: km('odometer reading'),
  })
  .refine((b) => !b.lastServiceOn || !b.serviceDueOn || b.serviceDueOn > b.lastServiceOn, {
    error: 'The next service date must be after the last service.',
    path: ['serviceDueOn'],
  });
export type CarComplianceBody = z.infer<typeof carComplianceBodySchema>;

/** A car with no papers or service recorded. */
export const NO_COMPLIANCE: CarComplianceBody = {
  registrationExpiresOn: null,
  insuranceExpiresOn: null,
  pucExpiresOn: null,
  permitExpiresOn: null,
  lastServiceOn: null,
  serviceDueOn: null,
  serviceDueKm: null,
  odometerKm: null,
};

export const carComplianceSchema = z.object({
  carId: z.number().int(),
  registrationExpiresOn: z.string().nullable(),
  insuranceExpiresOn: z.string().nullable(),
  pucExpiresOn: z.string().nullable(),
  permitExpiresOn: z.string().nullable(),
  lastServiceOn: z.string().nullable(),
  serviceDueOn: z.string().nullable(),
  serviceDueKm: z.number().int().nullable(),
  odometerKm: z.number().int().nullable(),
  /** No rental of the car may end after this instant (ISO); null: no limit. */
  usableUntil: z.string().nullable(),
  /** What limits the car, in words, soonest first. */
  problems: z.array(z.string()),
});
export type CarCompliance = z.infer<typeof carComplianceSchema>;

export interface ComplianceDates {
  registrationExpiresOn: string | null;
  insuranceExpiresOn: string | null;
  pucExpiresOn: string | null;
  permitExpiresOn: string | null;
  serviceDueOn: string | null;
  serviceDueKm: number | null;
  odometerKm: number | null;
}

/** A paper valid through date D lapses at 00:00 IST the day after. */
export const lapseInstant = (expiresOn: string) => istInstant(addDays(expiresOn, 1), '00:00');

/** One thing that stops the car: from `at`, with the date it runs to (none for a service by km). */
export interface ComplianceLimit {
  item: ComplianceDocument | 'service';
  at: Date;
  /** The paper's last valid day or the service's due date (YYYY-MM-DD); null: due by km. */
  on: string | null;
  message: string;
}

/** Each limit of the car: when it stops the car and why (a service due by km stops it now). */
export function complianceLimits(c: ComplianceDates, now: Date) {
  const limits: ComplianceLimit[] = [];
  const dated: [ComplianceDocument | 'service', string | null][] = [
    ['registration', c.registrationExpiresOn],
    ['insurance', c.insuranceExpiresOn],
    ['puc', c.pucExpiresOn],
    ['permit', c.permitExpiresOn],
  ];
  for (const [item, date] of dated) {
    if (date) {
      limits.push({
        item,
        at: lapseInstant(date),
        on: date,
        message: `The ${COMPLIANCE_LABELS[item]} is valid until ${date}.`,
      });
    }
  }
  // A service due on a date is overdue from the day after.
  if (c.serviceDueOn) {
    limits.push({
      item: 'service',
      at: lapseInstant(c.serviceDueOn),
      on: c.serviceDueOn,
      message: `The service is due on ${c.serviceDueOn}.`,
    });
  }
  if (c.serviceDueKm !== null && c.odometerKm !== null && c.odometerKm >= c.serviceDueKm) {
    limits.push({
      item: 'service',
      at: now,
      on: null,
      message: `The service was due at ${c.serviceDueKm} km; the car has done ${c.odometerKm} km.`,
    });
  }
  return limits.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The instant after which the car may not be rented, or null when nothing limits it. */
export function usableUntil(c: ComplianceDates, now: Date): Date | null {
  return complianceLimits(c, now)[0]?.at ?? null;
}

/** The first limit a rental ending at `dropAt` runs into, or null when none. */
export function complianceLimitBefore(
  c: ComplianceDates,
  dropAt: Date,
  now: Date,
): ComplianceLimit | null {
  return complianceLimits(c, now).find((l) => l.at < dropAt) ?? null;
}

/** The refusal's words for a limit a rental runs into. */
export const complianceProblemText = (limit: ComplianceLimit) =>
  `This car's papers or service do not cover this rental: ${limit.message}`;

/** Why a rental ending at `dropAt` may not take the car, or null when it may. */
export function complianceProblem(c: ComplianceDates, dropAt: Date, now: Date): string | null {
  const limit = complianceLimitBefore(c, dropAt, now);
  return limit ? complianceProblemText(limit) : null;
}

/** Days before a date or km before a service at which the branch is reminded. */
export const COMPLIANCE_REMINDER_DAYS = [30, 7, 1, 0] as const;
export const SERVICE_REMINDER_KM = 500;

// ---- How a paper's date stands today (the car page shows each by its state) ----

/** Within this many days of its date a paper or a service is due (the first reminder's). */
export const PAPER_DUE_DAYS: number = COMPLIANCE_REMINDER_DAYS[0];

/**
 * A paper valid through `date`, or a service due on it, as seen on `today` (both IST calendar
 * dates, YYYY-MM-DD): `lapsed` from the day after the date, `due` from `windowDays` days
 * before it to the date itself, `ok` before that. `days` counts from today to the date
 * (0 on the date itself, negative once lapsed).
 */
export function paperDateState(
  date: string,
  today: string,
  windowDays: number = PAPER_DUE_DAYS,
): { state: 'lapsed' | 'due' | 'ok'; days: number } {
  const days = Math.round(
    (Date.parse(`${date}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000,
  );
  return { state: days < 0 ? 'lapsed' : days <= windowDays ? 'due' : 'ok', days };
}

/**
 * A service due at `dueKm` on a car that has done `odometerKm`: `lapsed` once reached, `due`
 * within `windowKm` of it (the reminder's), `ok` before; `km` is what is left (negative past it).
 */
export function serviceKmState(
  dueKm: number,
  odometerKm: number,
  windowKm: number = SERVICE_REMINDER_KM,
): { state: 'lapsed' | 'due' | 'ok'; km: number } {
  const km = dueKm - odometerKm;
  return { state: km <= 0 ? 'lapsed' : km <= windowKm ? 'due' : 'ok', km };
}
