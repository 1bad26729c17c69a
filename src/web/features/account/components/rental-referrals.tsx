import { useTranslation } from 'react-i18next';
import type { RentalReferralStatus } from '../../../../shared/rental-referral';
import { ErrorAlert } from '../../../components/error-alert';
import { SentenceWith } from '../../../components/sentence-with';
import { Spinner } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useRentalReferral } from '../../../lib/rental-referral';
import { useFormat } from '../../../lib/use-format';

type Friend = RentalReferralStatus['friends'][number];

/** Where a friend stands, in words. */
function FriendState({ friend, rewardPaise }: { friend: Friend; rewardPaise: number }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  switch (friend.state) {
    case 'signed_up':
      return t('account.rentalReferral.states.signedUp');
    case 'booked':
      return t('account.rentalReferral.states.booked');
    case 'earned':
      return t('account.rentalReferral.states.earned', { amount: rupees(rewardPaise) });
    case 'used':
      return friend.usedOnBooking
        ? t('account.rentalReferral.states.used', { booking: friend.usedOnBooking })
        : t('account.rentalReferral.states.usedUnknown');
  }
}

/** The offer my next booking can take, in one sentence. */
function OwnOffer({ offer }: { offer: NonNullable<RentalReferralStatus['offer']> }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  return (
    <p className="mt-2 text-sm font-semibold text-slate-900">
      {offer.kind === 'welcome' ? (
        <SentenceWith
          value={offer.referrerName}
          sentence={(name) =>
            t('account.rentalReferral.yourWelcome', {
              percent: offer.percent,
              cap: rupees(offer.capPaise),
              name,
            })
          }
        />
      ) : (
        <SentenceWith
          value={offer.friendName}
          sentence={(name) =>
            t('account.rentalReferral.yourCredit', { amount: rupees(offer.amountPaise), name })
          }
        />
      )}
    </p>
  );
}

/**
 * The referral for car rentals (decision 0051), under the invite link: the offer in words, my
 * own offer and open credit, and each friend who signed up through my link with their state.
 */
export function RentalReferrals() {
  const { t } = useTranslation();
  const { rupees, date } = useFormat();
  const status = useRentalReferral();
  if (status.isPending)
    return <Spinner label={t('account.rentalReferral.loading')} className="mt-6 py-6" />;
  if (status.isError)
    return (
      <ErrorAlert
        className="mt-6"
        message={errorMessage(status.error)}
        onRetry={() => void status.refetch()}
      />
    );
  const s = status.data;
  return (
    <section aria-labelledby="rental-referrals" className="mt-6">
      <h2 id="rental-referrals" className="text-lg font-bold text-slate-900">
        {t('account.rentalReferral.title')}
      </h2>
      <p className="mt-2 rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
        {t('account.rentalReferral.offer', {
          percent: s.welcomePercent,
          cap: rupees(s.welcomeCapPaise),
          reward: rupees(s.rewardPaise),
        })}
      </p>
      {s.offer && <OwnOffer offer={s.offer} />}
      <p className="mt-2 text-sm text-slate-700">
        {t('account.rentalReferral.openCredit', { amount: rupees(s.openCreditPaise) })}
      </p>
      <h3 className="mt-4 font-semibold text-slate-900">
        {t('account.rentalReferral.friendsTitle')}
      </h3>
      {s.friends.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('account.rentalReferral.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {s.friends.map((f) => (
            <li key={f.referralId} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span>
                <span className="block font-semibold text-slate-900">
                  <SentenceWith value={f.firstName} sentence={(slot) => slot} />
                </span>
                <span className="block text-xs text-slate-600">
                  {t('account.rentalReferral.signedUpOn', { date: date(new Date(f.signedUpAt)) })}
                </span>
              </span>
              <span
                className={`text-sm ${f.state === 'earned' ? 'text-emerald-800' : 'text-slate-700'}`}
              >
                <FriendState friend={f} rewardPaise={s.rewardPaise} />
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
