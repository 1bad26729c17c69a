import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useProfile } from '../api/account-api';
import { SectionCard } from './section-card';

export function ProfileView() {
  const profile = useProfile();
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorAlert message={errorMessage(profile.error)} />;
  const p = profile.data;
  const rows: [string, string | null][] = [
    ['Name', p.name],
    ['Gender', p.gender],
    ['Address', p.address],
    ['Phone', p.mobile],
    ['E-mail', p.email],
  ];
  return (
    <SectionCard title="My Profile">
      <div className="flex flex-col gap-6 sm:flex-row">
        <img
          src={p.photoUrl ?? '/default-profile.svg'}
          alt={p.photoUrl ? 'Profile photo' : 'No profile photo'}
          className="size-28 rounded-2xl bg-slate-100 object-cover"
          width={112}
          height={112}
        />
        <dl className="grid flex-1 grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="font-semibold text-slate-600">{label}</dt>
              <dd className="text-slate-900">{value || 'NA'}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link to="/user/page/updateprofilesetting" className="btn btn-primary">
          Edit Profile
        </Link>
        <Link to="/user/page/changePassword" className="btn btn-outline">
          Change Password
        </Link>
        <Link to="/user/page/EmailNotificationSetting" className="btn btn-outline">
          E-mail notifications
        </Link>
      </div>
    </SectionCard>
  );
}
