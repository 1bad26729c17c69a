import {
  CHALLAN_NUMBER_MESSAGE,
  CHALLAN_OFFENCE_MESSAGE,
  CHARGE_IN_FUTURE_MESSAGE,
  DAMAGE_NOTE_MESSAGE,
  recordTripChargeBodySchema,
  type RecordTripChargeBody,
  type TripChargeKind,
} from '../../../../shared/trip-charges';
import { rupeesToPaise } from '../../../../shared/money';

/** What the record form's inputs hold: text, the date and time as IST wall clock. */
export interface TripChargeFormValues {
  registration: string;
  kind: TripChargeKind;
  /** 2026-11-20 (IST) */
  date: string;
  /** 14:30 (IST) */
  time: string;
  rupees: string;
  reference: string;
  place: string;
  offence: string;
  note: string;
}

export const EMPTY_TRIP_CHARGE: TripChargeFormValues = {
  registration: '',
  kind: 'toll',
  date: '',
  time: '',
  rupees: '',
  reference: '',
  place: '',
  offence: '',
  note: '',
};

/** Which inputs each kind asks for (a damage has no reference or place; only a challan an offence). */
export const FIELDS_OF_KIND: Record<
  TripChargeKind,
  { reference: boolean; place: boolean; offence: boolean }
> = {
  toll: { reference: true, place: true, offence: false },
  challan: { reference: true, place: true, offence: true },
  damage: { reference: false, place: false, offence: false },
};

type FormField = keyof TripChargeFormValues;

/** The input that holds a body field (the server's `field` and the schema's paths). */
export const INPUT_OF: Record<keyof RecordTripChargeBody, FormField> = {
  registration: 'registration',
  kind: 'kind',
  occurredAt: 'date',
  amountPaise: 'rupees',
  reference: 'reference',
  place: 'place',
  offence: 'offence',
  note: 'note',
};

const RUPEES = /^\d{1,7}(\.\d{1,2})?$/;

/** The IST wall clock typed, as the ISO time with offset the API takes ('' when incomplete). */
export const occurredAtOf = (date: string, time: string) =>
  date && time ? `${date}T${time}:00+05:30` : '';

/** Today in IST (2026-11-20): the latest date a charge can have arisen. */
export const istToday = (now = new Date()) =>
  new Date(now.getTime() + 330 * 60_000).toISOString().slice(0, 10);

/**
 * The body the form sends, checked by the server's own rules first, or the message for each
 * input that is wrong. The inputs a kind does not ask for are sent empty.
 */
export function tripChargeBodyOf(
  v: TripChargeFormValues,
  now = new Date(),
):
  | { ok: true; body: RecordTripChargeBody }
  | { ok: false; errors: Partial<Record<FormField, string>> } {
  const fields = FIELDS_OF_KIND[v.kind];
  const occurredAt = occurredAtOf(v.date, v.time);
  const parsed = recordTripChargeBodySchema.safeParse({
    registration: v.registration,
    kind: v.kind,
    occurredAt,
    amountPaise: RUPEES.test(v.rupees.trim()) ? rupeesToPaise(Number(v.rupees)) : Number.NaN,
    reference: fields.reference ? v.reference : '',
    place: fields.place ? v.place : '',
    offence: fields.offence ? v.offence : '',
    note: v.note,
  });
  const errors: Partial<Record<FormField, string>> = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const input = INPUT_OF[issue.path[0] as keyof RecordTripChargeBody];
      if (input && !errors[input]) errors[input] = issue.message;
    }
    // The kind's own checks run in the schema only once the rest is right: said at once here.
    Object.assign(errors, { ...kindErrors(v), ...errors });
  } else if (new Date(occurredAt).getTime() > now.getTime()) {
    errors.date = CHARGE_IN_FUTURE_MESSAGE;
  }
  return parsed.success && !errors.date ? { ok: true, body: parsed.data } : { ok: false, errors };
}

/** What the kind asks for (the schema's superRefine, in the same words). */
function kindErrors(v: TripChargeFormValues): Partial<Record<FormField, string>> {
  const errors: Partial<Record<FormField, string>> = {};
  if (v.kind === 'challan' && v.reference.trim().length < 3)
    errors.reference = CHALLAN_NUMBER_MESSAGE;
  if (v.kind === 'challan' && v.offence.trim().length < 3) errors.offence = CHALLAN_OFFENCE_MESSAGE;
  if (v.kind === 'damage' && v.note.trim().length < 5) errors.note = DAMAGE_NOTE_MESSAGE;
  return errors;
}
