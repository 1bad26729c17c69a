import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { verifyEmail } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';

/** /user/register/{regToken}: opening the mailed link verifies the address (once). */
export function VerifyEmailPage() {
  usePageTitle('Verify e-mail');
  const { regToken = '' } = useParams();
  // A query (not an effect) so a double mount still sends one request per token.
  const result = useQuery({
    queryKey: ['auth', 'verify-email', regToken],
    queryFn: () => verifyEmail(regToken),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (result.isPending) return <PageLoader label="Verifying your e-mail…" />;
  if (result.isError) {
    return (
      <AuthCard title="Verification">
        <ErrorAlert title="We could not verify your e-mail" message={errorMessage(result.error)} />
        <Link to="/user/login" className="btn btn-outline mt-6">
          Back to Login
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verification">
      <p className="text-lg font-semibold text-slate-900">Password Created.</p>
      <p className="mt-2 text-slate-700">You can now login now from clicking button below.</p>
      <Link to="/user/login" className="btn btn-primary mt-6">
        Login Now
      </Link>
    </AuthCard>
  );
}
