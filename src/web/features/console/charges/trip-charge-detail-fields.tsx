import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TripChargeKind } from '../../../../shared/trip-charges';
import { TextField } from '../../../components/text-field';
import { useMessage } from '../../../lib/use-message';
import { FIELDS_OF_KIND, type TripChargeFormValues } from './trip-charge-form-values';

/**
 * The charge's papers, as its kind has them: the toll's transaction id and plaza, the
 * challan's number, place and offence; a note (for damage, the description it needs).
 */
export function TripChargeDetailFields({
  kind,
  register,
  errors: e,
}: {
  kind: TripChargeKind;
  register: UseFormRegister<TripChargeFormValues>;
  errors: FieldErrors<TripChargeFormValues>;
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const noteId = useId();
  const fields = FIELDS_OF_KIND[kind];
  const kindOf = kind === 'challan' ? 'challan' : 'toll';
  return (
    <>
      {fields.reference && (
        <TextField
          label={t(`console.tripCharges.form.reference.${kindOf}`)}
          maxLength={40}
          error={e.reference?.message}
          {...register('reference')}
        />
      )}
      {fields.place && (
        <TextField
          label={t(`console.tripCharges.form.place.${kindOf}`)}
          maxLength={120}
          error={e.place?.message}
          {...register('place')}
        />
      )}
      {fields.offence && (
        <TextField
          label={t('console.tripCharges.form.offence')}
          maxLength={200}
          error={e.offence?.message}
          {...register('offence')}
        />
      )}
      <div className="sm:col-span-2">
        <label htmlFor={noteId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t(`console.tripCharges.form.note.${kind}`)}
        </label>
        <textarea
          id={noteId}
          className="field"
          rows={kind === 'damage' ? 3 : 2}
          maxLength={500}
          aria-invalid={Boolean(e.note)}
          aria-describedby={e.note ? `${noteId}-error` : undefined}
          {...register('note')}
        />
        {e.note?.message && (
          <p id={`${noteId}-error`} className="mt-1 text-sm text-red-700">
            {message(e.note.message)}
          </p>
        )}
      </div>
    </>
  );
}
