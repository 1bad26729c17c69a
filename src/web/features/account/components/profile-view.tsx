import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useProfile } from '../api/account-api';
import { SectionCard } from './section-card';

export function ProfileView() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorAlert message={errorMessage(profile.error)} />;
  const p = profile.data;
  const rows: [string, string | null][] = [
    [t('account.profile.name'), p.name],
    [t('account.profile.gender'), p.gender && t(`account.profile.genders.${p.gender}`)],
    [t('account.profile.address'), p.address],
    [t('account.profile.phone'), p.mobile],
    [t('account.profile.email'), p.email],
  ];
  return (
    <SectionCard title={t('account.profile.title')}>
      <div className="flex flex-col gap-6 sm:flex-row">
        <img
          src={p.photoUrl ?? '/default-profile.svg'}
          alt={p.photoUrl ? t('account.profile.photoAlt') : t('account.profile.noPhotoAlt')}
          className="size-28 rounded-2xl bg-slate-100 object-cover"
          width={112}
          height={112}
        />
        <dl className="grid min-w-0 flex-1 grid-cols-[minmax(0,7rem)_minmax(0,1fr)] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value || t('account.profile.none')}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/user/page/updateprofilesetting" className="btn btn-primary">
          {t('account.profile.edit')}
        </Link>
        <Link to="/user/page/changePassword" className="btn btn-outline">
          {t('account.profile.changePassword')}
        </Link>
        <Link to="/user/page/EmailNotificationSetting" className="btn btn-outline">
          {t('account.profile.emailSettings')}
        </Link>
        <Link to="/user/page/NotificationSetting" className="btn btn-outline">
          {t('notifications.link')}
        </Link>
      </div>
    </SectionCard>
  );
}
