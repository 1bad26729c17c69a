import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Icon } from '../../components/icon';
import { usePageTitle } from '../../lib/use-page-title';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';

function describe(error: unknown, t: TFunction): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof TypeError || (error instanceof Error && /import|chunk/i.test(error.message)))
    return t('layout.routeError.connection');
  return t('common.somethingWrong');
}

/** Error element for failed page loads (e.g. a lost connection while fetching a page's code). */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  usePageTitle(t('layout.routeError.title'));
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-full bg-red-50 text-red-700">
        <Icon name="alert" className="size-8" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">
        {t('layout.routeError.heading')}
      </h1>
      <p role="alert" className="mt-3 text-slate-600">
        {describe(error, t)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => window.location.reload()} className="btn btn-primary">
          {t('layout.routeError.reload')}
        </button>
        <Link to="/" className="btn btn-outline">
          {t('layout.routeError.home')}
        </Link>
      </div>
    </section>
  );
}
