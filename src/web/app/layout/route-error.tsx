import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Icon } from '../../components/icon';
import { usePageTitle } from '../../lib/use-page-title';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof TypeError || (error instanceof Error && /import|chunk/i.test(error.message)))
    return 'This page could not be loaded. Please check your connection and try again.';
  return 'Something went wrong, Please try again later.';
}

/** Error element for failed page loads (e.g. a lost connection while fetching a page's code). */
export function RouteError() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-red-50 text-red-700">
        <Icon name="alert" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">
        Sorry, this page did not load
      </h1>
      <p role="alert" className="mt-3 text-slate-600">
        {describe(error)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="btn btn-primary">
          Reload page
        </button>
        <Link to="/" className="btn btn-outline">
          Take Me To Home Page
        </Link>
      </div>
    </section>
  );
}
