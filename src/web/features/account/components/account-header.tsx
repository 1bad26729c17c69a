import { Link } from 'react-router';
import type { Profile } from '../../../../shared/account';
import { VerifiedMark } from './verified-mark';

/** Photo, name, e-mail, mobile and the three verified marks, linking to edit and documents. */
export function AccountHeader({ profile }: { profile: Profile }) {
  return (
    <section
      aria-label="My account"
      className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <img
        src={profile.photoUrl ?? '/default-profile.svg'}
        alt={profile.photoUrl ? `Photo of ${profile.name}` : ''}
        className="size-16 rounded-full bg-slate-100 object-cover"
        width={64}
        height={64}
      />
      <div className="min-w-0 flex-1">
        <p className="text-lg font-bold text-slate-900">{profile.name}</p>
        <p className="truncate text-sm text-slate-600">{profile.email}</p>
        <p className="text-sm text-slate-600">{profile.mobile ?? 'NA'}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <Link to="/user/page/updateprofilesetting">
            <VerifiedMark ok={profile.emailVerified} what="E-mail" />
          </Link>
          <Link to="/user/page/updateprofilesetting">
            <VerifiedMark ok={profile.mobileVerified} what="Mobile" />
          </Link>
          <Link to="/user/page/MyDocument">
            <VerifiedMark ok={profile.idVerified} what="Identity" />
          </Link>
        </div>
      </div>
    </section>
  );
}
