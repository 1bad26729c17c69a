import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useReferralStatus } from '../api/account-api';

/** The referral offer in words, and each credit: earned, used, or what it still waits for. */
export function ReferralCredits() {
  const { t } = useTranslation();
  const status = useReferralStatus(true);
  if (status.isPending) return <PageLoader label={t('account.invite.creditsLoading')} />;
  if (status.isError)
    return (
      <ErrorAlert message={errorMessage(status.error)} onRetry={() => void status.refetch()} />
    );
  const s = status.data;
  return (
    <section aria-labelledby="referral-credits" className="mt-6">
      <p className="rounded-xl bg-emerald-50 p-3 font-semibold text-emerald-900">
        {t('account.invite.offer', { percent: s.percent })}
      </p>
      <h2 id="referral-credits" className="mt-4 text-lg font-bold text-slate-900">
        {t('account.invite.creditsTitle')}
      </h2>
      <p className="text-sm text-slate-700">
        {t('account.invite.counts', {
          open: s.openCredits,
          used: s.usedCredits,
          pending: s.pendingCredits,
        })}
      </p>
      {s.credits.length === 0 ? (
        <p className="mt-2 text-slate-700">{t('account.invite.none')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
          {s.credits.map((c) => (
            <li key={c.id} className="flex flex-wrap justify-between gap-2 px-3 py-2 text-sm">
              <span className="font-semibold text-slate-900">
                {c.welcome
                  ? t('account.invite.welcome')
                  : t('account.invite.fromFriend', { name: c.friendName })}
              </span>
              <span className={c.state === 'earned' ? 'text-emerald-800' : 'text-slate-700'}>
                {c.state === 'earned'
                  ? t('account.invite.earned', { percent: s.percent })
                  : c.state === 'used'
                    ? t('account.invite.used')
                    : c.waitingFor === 'verifiedEmail'
                      ? t('account.invite.waitingEmail')
                      : c.waitingFor === 'sameFriend'
                        ? t('account.invite.sameFriend')
                        : t('account.invite.waitingOrder')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
