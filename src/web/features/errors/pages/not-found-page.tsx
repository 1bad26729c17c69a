import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '../../../components/icon';
import { usePageTitle } from '../../../lib/use-page-title';

/** The error page for /error and every unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('pages.notFound.title'));
  const navigate = useNavigate();
  const location = useLocation();

  // A tab opened straight on a bad link has nothing to go back to: go home instead. A page
  // reached in-app has a router key; one reached by a full page load shows in history.length.
  const canGoBack = location.key !== 'default' || window.history.length > 1;
  const goBack = () => void (canGoBack ? navigate(-1) : navigate('/'));

  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="flex flex-col items-center">
        <span className="bg-linear-to-br from-brand-600 to-brand-900 bg-clip-text text-[7rem] leading-none font-black tracking-tighter text-transparent sm:text-[9rem]">
          404
        </span>
        <span className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
          {t('pages.notFound.title')}
        </span>
      </h1>
      <p className="mt-4 text-slate-600">{t('pages.notFound.text')}</p>
      <div className="mt-8 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <button type="button" onClick={goBack} className="btn btn-outline py-3">
          <Icon name="arrowLeft" className="size-4" />
          {t('pages.notFound.back')}
        </button>
        <Link to="/" className="btn btn-primary py-3">
          <Icon name="home" className="size-4" />
          {t('pages.notFound.home')}
        </Link>
      </div>
    </section>
  );
}
