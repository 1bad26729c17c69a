import { formatRupees } from '../../../../shared/money';
import type { PickupDropOption } from '../../../../shared/pickup-drop';
import type { TripType } from '../../../../shared/pricing';
import type { CheckoutChoices } from '../lib/checkout-form';
import { useTranslation } from 'react-i18next';
import { SentenceWith } from '../../../components/sentence-with';

interface Props {
  choices: CheckoutChoices;
  onChange: (choices: CheckoutChoices) => void;
  options: PickupDropOption[];
  deposits: { localPaise: number; outstationPaise: number };
  /** An existing booking (extension): trip type and pickup/drop are fixed, shown disabled. */
  existingBooking?: boolean;
}

const TRIPS: TripType[] = ['local', 'outstation'];

/** Local or Outstation, the branch's pickup and drop options and the terms checkbox. */
export function CheckoutOptions({ choices, onChange, options, deposits, existingBooking }: Props) {
  const { t } = useTranslation();
  const set = (patch: Partial<CheckoutChoices>) => onChange({ ...choices, ...patch });
  return (
    <div className="space-y-4">
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('checkout.trip.legend')}</legend>
        <div className="mt-2 flex flex-wrap gap-4">
          {TRIPS.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="tripType"
                value={value}
                checked={choices.tripType === value}
                disabled={existingBooking}
                onChange={() => set({ tripType: value })}
              />
              {t('checkout.trip.withDeposit', {
                trip: t(`checkout.trip.${value}`),
                amount: formatRupees(
                  value === 'local' ? deposits.localPaise : deposits.outstationPaise,
                ),
              })}
            </label>
          ))}
        </div>
      </fieldset>
      <fieldset>
        <legend className="font-semibold text-slate-900">{t('checkout.option.legend')}</legend>
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
              <SentenceWith
                value={o.name}
                sentence={(name) =>
                  t('checkout.option.item', {
                    name,
                    price:
                      o.ratePaise === 0 ? t('checkout.option.free') : formatRupees(o.ratePaise),
                  })
                }
              />
            </label>
          ))}
        </div>
      </fieldset>
      {existingBooking && <p className="text-sm text-slate-600">{t('checkout.extensionNote')}</p>}
      <label className="flex items-start gap-2 text-sm">
        <input
          type="checkbox"
          checked={choices.acceptTerms}
          onChange={(e) => set({ acceptTerms: e.target.checked })}
          className="mt-1"
        />
        <span>
          {t('checkout.acceptStart')}{' '}
          <a
            href="/information/termandconditions"
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 underline"
          >
            {t('checkout.terms')}
          </a>
        </span>
      </label>
    </div>
  );
}
