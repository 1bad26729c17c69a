import { useTranslation } from 'react-i18next';
import { RENTAL_REFERRAL } from '../../../../shared/rental-referral';
import { Spinner } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { LoadError } from '../shared/load-error';
import { useReferralSummary } from './console-offers-api';

/** A count as the console writes figures (Indian digit grouping). */
const count = (n: number) => n.toLocaleString('en-IN');

/** Label and figure pairs, one row each. */
function Figures({ rows }: { rows: [string, string][] }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-700">{term}</dt>
          <dd className="text-slate-900 tabular-nums">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The offers page's "Referrals" section (decision 0051): friends signed up through invite
 * links, the welcomes and credits live bookings took, the discount given and those bookings'
 * rent. A branch manager's figures are their branch's (the server scopes them).
 */
export function ReferralSummary() {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const summary = useReferralSummary();
  return (
    <section aria-labelledby="referrals-heading" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="referrals-heading" className="text-lg font-bold text-slate-900">
        {t('console.offers.referrals.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {t('console.offers.referrals.intro', {
          percent: RENTAL_REFERRAL.welcomePercent,
          cap: rupees(RENTAL_REFERRAL.welcomeCapPaise),
          amount: rupees(RENTAL_REFERRAL.rewardPaise),
        })}
      </p>
      {summary.isPending ? (
        <Spinner label={t('console.offers.referrals.loading')} className="py-6" />
      ) : summary.isError ? (
        <LoadError error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <div className="mt-2 grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <Figures
              rows={[[t('console.offers.referrals.signedUp'), count(summary.data.signedUp)]]}
            />
          </div>
          <section aria-labelledby="referral-welcomes-heading">
            <h3 id="referral-welcomes-heading" className="font-semibold text-slate-900">
              {t('console.offers.referrals.welcomes')}
            </h3>
            <Figures
              rows={[
                [t('console.offers.referrals.bookings'), count(summary.data.welcomesUsed)],
                [t('console.offers.referrals.discount'), rupees(summary.data.welcomeDiscountPaise)],
                [t('console.offers.referrals.rent'), rupees(summary.data.welcomeRentPaise)],
              ]}
            />
          </section>
          <section aria-labelledby="referral-credits-heading">
            <h3 id="referral-credits-heading" className="font-semibold text-slate-900">
              {t('console.offers.referrals.credits')}
            </h3>
            <Figures
              rows={[
                [t('console.offers.referrals.earned'), count(summary.data.creditsEarned)],
                [t('console.offers.referrals.used'), count(summary.data.creditsUsed)],
                [t('console.offers.referrals.discount'), rupees(summary.data.creditDiscountPaise)],
                [t('console.offers.referrals.rent'), rupees(summary.data.creditRentPaise)],
              ]}
            />
          </section>
        </div>
      )}
    </section>
  );
}
