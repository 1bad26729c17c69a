import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { useSession } from '../../../lib/session';
import { usePageTitle } from '../../../lib/use-page-title';
import { useClaimGift, useGift } from '../api/order-payment-api';
import { studentPath } from '../lib/student-paths';
import { useTranslation } from 'react-i18next';
import { useMessage } from '../../../lib/use-message';

/** /gift/{token}: the link in the friend's e-mail; enrols them once signed in. */
export function GiftClaimPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('learning.gift.claimTitle'));
  const { token = '' } = useParams();
  const gift = useGift(token);
  const claim = useClaimGift(token);
  const { loggedIn, isPending } = useSession();
  const navigate = useNavigate();
  const location = useLocation();

  if (gift.isPending || isPending) return <PageLoader label={t('learning.gift.opening')} />;
  if (gift.isError) {
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <ErrorAlert message={errorMessage(gift.error)} />
      </div>
    );
  }
  const g = gift.data;
  const onClaim = () =>
    claim.mutate(undefined, { onSuccess: (r) => void navigate(studentPath(r)) });
  return (
    <div className="mx-auto max-w-xl px-4 py-12 text-center">
      <h1 className="text-3xl font-extrabold text-slate-900">
        {t('learning.gift.gifted', { giver: g.giver, title: g.title })}
      </h1>
      {g.claimed ? (
        <p className="mt-6 text-slate-700">{t('learning.gift.claimed')}</p>
      ) : loggedIn ? (
        <button
          type="button"
          className="btn btn-primary mt-8"
          onClick={onClaim}
          disabled={claim.isPending}
        >
          {claim.isPending ? t('learning.processing') : t('learning.gift.start')}
        </button>
      ) : (
        <Link
          to="/user/login"
          onClick={() => rememberRedirect(location.pathname)}
          className="btn btn-primary mt-8"
        >
          {t('learning.gift.login')}
        </Link>
      )}
      {claim.isError && (
        <p role="alert" className="mt-4 text-red-700">
          {message(errorMessage(claim.error))}
        </p>
      )}
    </div>
  );
}
