import { useForm } from 'react-hook-form';
import { ActionError } from '../../../components/action-error';
import { FUEL_EIGHTHS_MAX } from '../../../../shared/final-bill';
import { TextField } from '../../../components/text-field';
import { SelectField } from './select-field';

export interface HandoverValues {
  odometerKm: string;
  fuelEighths: string;
  notes: string;
  damageRupees: string;
}

const FUEL_OPTIONS = Array.from({ length: FUEL_EIGHTHS_MAX + 1 }, (_, i) => i);
const fuelLabel = (i: number) => (i === 0 ? 'Empty' : i === 8 ? 'Full (8/8)' : `${i}/8`);

/** Odometer and fuel (and, at return, damage) for one handover. */
export function HandoverForm({
  stage,
  pending,
  error,
  onSubmit,
}: {
  stage: 'pickup' | 'return';
  pending: boolean;
  error: unknown;
  onSubmit: (v: HandoverValues) => void;
}) {
  const { register, handleSubmit, formState } = useForm<HandoverValues>({
    defaultValues: { odometerKm: '', fuelEighths: '8', notes: '', damageRupees: '0' },
  });
  const errors = formState.errors;
  return (
    <form className="space-y-4" noValidate onSubmit={handleSubmit(onSubmit)}>
      <ActionError error={error} />
      <TextField
        label="Odometer (km)"
        inputMode="numeric"
        error={errors.odometerKm?.message}
        {...register('odometerKm', {
          required: 'Enter the odometer reading in km.',
          pattern: { value: /^\d{1,7}$/, message: 'Enter the odometer reading in whole km.' },
        })}
      />
      <SelectField label="Fuel level" {...register('fuelEighths')}>
        {FUEL_OPTIONS.map((i) => (
          <option key={i} value={i}>
            {fuelLabel(i)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={stage === 'pickup' ? 'Notes (existing scratches, dents…)' : 'Damage notes'}
        {...register('notes')}
      />
      {stage === 'return' && (
        <TextField
          label="Damage charge (₹)"
          inputMode="decimal"
          error={errors.damageRupees?.message}
          {...register('damageRupees', {
            pattern: {
              value: /^\d{1,7}(\.\d{1,2})?$/,
              message: 'Enter the damage charge in rupees.',
            },
          })}
        />
      )}
      <button type="submit" className="btn btn-primary" disabled={pending}>
        {pending ? 'Saving…' : stage === 'pickup' ? 'Hand over the car' : 'Close the return'}
      </button>
    </form>
  );
}
