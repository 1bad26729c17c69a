import { formatRupees } from '../../../../shared/money';
import type { PickupDropOption } from '../../../../shared/pickup-drop';
import type { TripType } from '../../../../shared/pricing';
import type { CheckoutChoices } from '../lib/checkout-form';

interface Props {
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
  options: PickupDropOption[];
  deposits: { localPaise: number; outstationPaise: number };
  /** An existing booking (extension): trip type and pickup/drop are fixed, shown disabled. */
  existingBooking?: boolean;
}

const TRIPS: [TripType, string][] = [
  ['local', 'Local'],
  ['outstation', 'Outstation'],
];

/** Local or Outstation, the branch's pickup and drop options and the terms checkbox. */
export function CheckoutOptions({ choices, onChange, options, deposits, existingBooking }: Props) {
  const set = (patch: Partial<CheckoutChoices>) => onChange({ ...choices, ...patch });
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-semibold text-slate-900">Trip type (required)</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {TRIPS.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="tripType"
                value={value}
                checked={choices.tripType === value}
                disabled={existingBooking}
                onChange={() => set({ tripType: value })}
              />
              {label} (deposit{' '}
              {formatRupees(value === 'local' ? deposits.localPaise : deposits.outstationPaise)})
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">Pickup and drop option</legend>
        <div className="mt-2 space-y-2">
          {options.map((o) => (
            <label key={o.id} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="pickupDropOption"
                value={o.id}
                checked={choices.pickupDropOptionId === o.id}
                disabled={existingBooking}
                onChange={() => set({ pickupDropOptionId: o.id })}
              />
              {o.name} ({o.ratePaise === 0 ? 'free' : formatRupees(o.ratePaise)})
            </label>
          ))}
        </div>
      </fieldset>
      {existingBooking && (
        <p className="text-sm text-slate-600">
          This extends your existing booking: no security deposit and no pickup and drop charge are
          added.
        </p>
      )}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={choices.acceptTerms}
          onChange={(e) => set({ acceptTerms: e.target.checked })}
          className="mt-1"
        />
        <span>
          I accept the{' '}
          <a
            href="/information/termandconditions"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            Terms and Conditions
          </a>
        </span>
      </label>
    </div>
  );
}
