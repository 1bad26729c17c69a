import { useTranslation } from 'react-i18next';
import type { RentalReferralOffer } from '../../../../shared/rental-referral';
import { SentenceWith } from '../../../components/sentence-with';
import { useFormat } from '../../../lib/use-format';

interface Props {
  offer: RentalReferralOffer;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** A coupon is applied instead: said under the box. */
  couponApplied: boolean;
}

/**
 * The customer's referral offer (decision 0051): a friend's welcome or a credit their own
 * friend's trip earned, taken off this booking's rent when ticked. One discount per booking:
 * the page unticks it when a coupon is applied, and removes the coupon when it is ticked.
 */
export function ReferralOfferChoice({ offer, checked, onChange, couponApplied }: Props) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const welcome = offer.kind === 'welcome';
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-4 text-emerald-900">
      <label className="flex items-start gap-2 text-sm font-semibold">
        <input
          type="checkbox"
          className="mt-0.5"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span>
          <SentenceWith
            value={welcome ? offer.referrerName : offer.friendName}
            sentence={(name) =>
              welcome
                ? t('checkout.referral.welcome', {
                    percent: offer.percent,
                    cap: rupees(offer.capPaise),
                    name,
                  })
                : t('checkout.referral.credit', { amount: rupees(offer.amountPaise), name })
            }
          />
        </span>
      </label>
      {couponApplied && (
        <p className="mt-2 text-sm">
          {welcome
            ? t('checkout.referral.couponReplacesOffer')
            : t('checkout.referral.couponReplacesCredit')}
        </p>
      )}
    </div>
  );
}
