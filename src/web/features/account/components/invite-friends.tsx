import { useEffect, useState } from 'react';
import { PageLoader } from '../../../components/spinner';
import { useProfile } from '../api/account-api';
import { useSiteInfo } from '../../../lib/site';
import { copyText } from '../lib/copy-text';
import { ReferralCredits } from './referral-credits';
import { RentalReferrals } from './rental-referrals';
import { SectionCard } from './section-card';
import { ShareDialog } from './share-dialog';
import { useTranslation } from 'react-i18next';

/** The customer's own invite link: the site root with their referral code (never a token). */
export const inviteLink = (referralCode: string) =>
  `${window.location.origin}/?couponCode=${encodeURIComponent(referralCode)}`;

export function InviteFriends() {
  const { t } = useTranslation();
  const profile = useProfile();
  const [shareOpen, setShareOpen] = useState(false);
  const [copyMessage, setCopyMessage] = useState('');
  const learning = useSiteInfo().data?.learningEnabled ?? false;

  useEffect(() => {
    if (!copyMessage) return;
    const timer = setTimeout(() => setCopyMessage(''), 3000);
    return () => clearTimeout(timer);
  }, [copyMessage]);

  if (profile.isPending || !profile.data) return <PageLoader />;
  const link = inviteLink(profile.data.referralCode);

  const referNow = async () => {
    if (navigator.share) {
      try {
        await navigator.share({ title: 'SelfDrive Chhattisgarh', url: link });
        return;
      } catch {
        // Cancelled or refused: offer the share popup instead.
      }
    }
    setShareOpen(true);
  };

  return (
    <SectionCard title={t('account.invite.title')}>
      <p className="text-slate-700">{t('account.invite.intro')}</p>
      <p className="mt-3 rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm break-all text-slate-900">
        {link}
      </p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="button" className="btn btn-primary" onClick={() => setShareOpen(true)}>
          {t('account.invite.share')}
        </button>
        <button
          type="button"
          className="btn btn-outline"
          onClick={() => void copyText(link).then((key) => setCopyMessage(t(key)))}
        >
          {t('account.invite.copy')}
        </button>
        <button type="button" className="btn btn-accent" onClick={() => void referNow()}>
          {t('account.invite.refer')}
        </button>
        <span role="status" className="text-sm font-semibold text-green-700">
          {copyMessage}
        </span>
      </div>
      <RentalReferrals />
      {learning && <ReferralCredits />}
      {shareOpen && <ShareDialog link={link} onClose={() => setShareOpen(false)} />}
    </SectionCard>
  );
}
