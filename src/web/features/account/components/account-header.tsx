import { Link } from 'react-router';
import type { Profile } from '../../../../shared/account';
import { VerifiedMark } from './verified-mark';
import { useTranslation } from 'react-i18next';

/** Photo, name, e-mail, mobile and the three verified marks, linking to edit and documents. */
export function AccountHeader({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('account.menuLabel')}
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <img
        src={profile.photoUrl ?? '/default-profile.svg'}
        alt={profile.photoUrl ? t('account.header.photoOf', { name: profile.name }) : ''}
        className="size-16 rounded-full bg-slate-100 object-cover"
        width={64}
        height={64}
      />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold text-slate-900">{profile.name}</p>
        <p className="truncate text-sm text-slate-600">{profile.email}</p>
        <p className="text-sm text-slate-600">{profile.mobile ?? t('account.header.none')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to="/user/page/updateprofilesetting">
            <VerifiedMark ok={profile.emailVerified} what={t('account.header.email')} />
          </Link>
          <Link to="/user/page/updateprofilesetting">
            <VerifiedMark ok={profile.mobileVerified} what={t('account.header.mobile')} />
          </Link>
          <Link to="/user/page/MyDocument">
            <VerifiedMark ok={profile.idVerified} what={t('account.header.identity')} />
          </Link>
        </div>
      </div>
    </section>
  );
}
