import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  CHARGE_CAR_NOT_FOUND_MESSAGE,
  TRIP_CHARGE_KINDS,
  type RecordTripChargeBody,
  type RecordTripChargeResponse,
} from '../../../../shared/trip-charges';
import { ActionError } from '../../../components/action-error';
import { TextField } from '../../../components/text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { RecordTripChargeConfirm } from './record-trip-charge-confirm';
import { TripChargeDetailFields } from './trip-charge-detail-fields';
import {
  EMPTY_TRIP_CHARGE,
  INPUT_OF,
  istToday,
  tripChargeBodyOf,
  type TripChargeFormValues,
} from './trip-charge-form-values';
import { useRecordTripCharge } from './trip-charges-api';

type Input = keyof TripChargeFormValues;

/** The input a refusal names: the server's `field`, or the registration for an unknown car. */
function inputOfRefusal(error: unknown): Input | undefined {
  if (!(error instanceof ApiRequestError)) return undefined;
  if (error.field && error.field in INPUT_OF) {
    return INPUT_OF[error.field as keyof RecordTripChargeBody];
  }
  return error.message === CHARGE_CAR_NOT_FOUND_MESSAGE ? 'registration' : undefined;
}

/**
 * Records a toll, a traffic challan or damage found later against a car and the moment it
 * arose (IST). It asks first, since it charges the renter who had the car then; a refusal that
 * names an input (a car still out on a booking: the date) is said beside that input.
 */
export function RecordTripChargeForm({
  onRecorded,
}: {
  onRecorded: (charge: RecordTripChargeResponse) => void;
}) {
  const { t } = useTranslation();
  const record = useRecordTripCharge();
  const [asking, setAsking] = useState<RecordTripChargeBody | null>(null);
  const [focusOn, setFocusOn] = useState<Input | null>(null);
  const form = useForm<TripChargeFormValues>({ defaultValues: EMPTY_TRIP_CHARGE });
  const { register, handleSubmit, control, formState, setError, setFocus, reset } = form;
  const kind = useWatch({ control, name: 'kind' });
  const e = formState.errors;
  // After the dialog closed and gave focus back to the button: to the input it names.
  useEffect(() => {
    if (focusOn) setFocus(focusOn);
  }, [focusOn, setFocus]);

  const submit = handleSubmit((values) => {
    setFocusOn(null);
    const result = tripChargeBodyOf(values);
    if (!result.ok) {
      for (const [input, message] of Object.entries(result.errors)) {
        setError(input as Input, { message });
      }
      return;
    }
    record.reset();
    setAsking(result.body);
  });

  const confirm = (body: RecordTripChargeBody) =>
    record.mutate(body, {
      onSuccess: (recorded) => {
        setAsking(null);
        reset({ ...EMPTY_TRIP_CHARGE, kind: body.kind });
        onRecorded(recorded);
      },
      onError: (error) => {
        const input = inputOfRefusal(error);
        if (!input || !(error instanceof ApiRequestError)) return;
        setAsking(null);
        record.reset();
        setError(input, { message: error.message });
        setFocusOn(input);
      },
    });

  return (
    <form
      noValidate
      aria-labelledby="record-charge-heading"
      onSubmit={submit}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="record-charge-heading" className="text-lg font-bold text-slate-900">
        {t('console.tripCharges.form.heading')}
      </h2>
      <fieldset>
        <legend className="mb-1 text-sm font-semibold text-slate-800">
          {t('console.tripCharges.form.kind')}
        </legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {TRIP_CHARGE_KINDS.map((k) => (
            <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
              <input type="radio" value={k} className="accent-brand-700" {...register('kind')} />
              {t(`console.tripCharges.kinds.${k}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('console.tripCharges.form.registration')}
          hint={t('console.tripCharges.form.registrationHint')}
          autoCapitalize="characters"
          error={e.registration?.message}
          {...register('registration')}
        />
        <TextField
          label={t(`console.tripCharges.form.amount.${kind}`)}
          hint={t('console.tripCharges.form.amountHint')}
          inputMode="decimal"
          error={e.rupees?.message}
          {...register('rupees')}
        />
        <TextField
          label={t('console.tripCharges.form.date')}
          type="date"
          max={istToday()}
          hint={t('console.tripCharges.form.whenHint')}
          error={e.date?.message}
          {...register('date')}
        />
        <TextField
          label={t('console.tripCharges.form.time')}
          type="time"
          error={e.time?.message}
          {...register('time')}
        />
        <TripChargeDetailFields kind={kind} register={register} errors={e} />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('console.tripCharges.form.submit')}
      </button>
      <ActionError error={asking ? null : record.error} />
      {asking && (
        <RecordTripChargeConfirm
          body={asking}
          pending={record.isPending}
          error={record.error}
          onConfirm={() => confirm(asking)}
          onClose={() => setAsking(null)}
        />
      )}
    </form>
  );
}
