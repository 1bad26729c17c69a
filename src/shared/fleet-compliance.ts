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

/** Each limit of the car: when it stops the car and why (a service due by km stops it now). */
export function complianceLimits(c: ComplianceDates, now: Date) {
  const limits: { item: ComplianceDocument | 'service'; at: Date; message: string }[] = [];
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
        message: `The ${COMPLIANCE_LABELS[item]} is valid until ${date}.`,
      });
    }
  }
  // A service due on a date is overdue from the day after.
  if (c.serviceDueOn) {
    limits.push({
      item: 'service',
      at: lapseInstant(c.serviceDueOn),
      message: `The service is due on ${c.serviceDueOn}.`,
    });
  }
  if (c.serviceDueKm !== null && c.odometerKm !== null && c.odometerKm >= c.serviceDueKm) {
    limits.push({
      item: 'service',
      at: now,
      message: `The service was due at ${c.serviceDueKm} km; the car has done ${c.odometerKm} km.`,
    });
  }
  return limits.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/** The instant after which the car may not be rented, or null when nothing limits it. */
export function usableUntil(c: ComplianceDates, now: Date): Date | null {
  return complianceLimits(c, now)[0]?.at ?? null;
}

/** Why a rental ending at `dropAt` may not take the car, or null when it may. */
export function complianceProblem(c: ComplianceDates, dropAt: Date, now: Date): string | null {
  const limit = complianceLimits(c, now).find((l) => l.at < dropAt);
  return limit ? `This car's papers or service do not cover this rental: ${limit.message}` : null;
}

/** Days before a date or km before a service at which the branch is reminded. */
export const COMPLIANCE_REMINDER_DAYS = [30, 7, 1, 0] as const;
export const SERVICE_REMINDER_KM = 500;
