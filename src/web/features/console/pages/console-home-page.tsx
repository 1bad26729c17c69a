import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleMe } from '../api/console-session-api';

/** /staff: where a shift starts. */
export function ConsoleHomePage() {
  usePageTitle('Console');
  const me = useConsoleMe(true);
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">
        {me.data?.branchName ? `${me.data.branchName} today` : 'Today'}
      </h1>
      <p className="text-slate-700">
        Check{' '}
        <Link className="font-semibold text-brand-800 underline" to="/staff/payments">
          payments
        </Link>{' '}
        waiting for a check, or manage the{' '}
        <Link className="font-semibold text-brand-800 underline" to="/staff/team">
          team
        </Link>
        .
      </p>
    </section>
  );
}
