import { Link, useSearchParams } from 'react-router';
import { CarCard } from '../../../components/car-card';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useFavouritesPage } from '../api/get-favourites';
import { Pager } from '../../../components/pager';
import { FAVOURITES_MARGIN_PAGES, FAVOURITES_PAGE_RANGE } from '../../../../shared/favourite-rules';
import { useTranslation } from 'react-i18next';

function Favourites() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const requested = Number(params.get('page') ?? '1');
  const page = Number.isInteger(requested) && requested > 0 ? requested : 1;
  const favourites = useFavouritesPage(page);

  if (favourites.isPending) return <PageLoader label={t('account.favourites.loading')} />;
  if (favourites.isError) {
    return (
      <ErrorAlert
        message={errorMessage(favourites.error)}
        onRetry={() => void favourites.refetch()}
      />
    );
  }
  const { cars, pageCount } = favourites.data;
  if (cars.length === 0) {
    return (
      <div className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-bold text-slate-900">{t('account.favourites.none')}</p>
        <p className="mt-1 text-sm text-slate-600">{t('account.favourites.tapHeart')}</p>
        <Link to="/cars" className="btn btn-primary mt-6">
          {t('account.favourites.browse')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <ul role="list" className="grid grid-cols-1 gap-5 sm:grid-cols-2">
        {cars.map((car) => (
          <li key={car.id}>
            <CarCard car={car} />
          </li>
        ))}
      </ul>
      <Pager
        page={favourites.data.page}
        pageCount={pageCount}
        hrefOf={(n) => `?page=${n}`}
        label={t('account.favourites.pagesLabel')}
        margin={FAVOURITES_MARGIN_PAGES}
        range={FAVOURITES_PAGE_RANGE}
      />
    </>
  );
}

/** /user/page/MyFavourite: my favourite cars in two columns, three a page. */
export function MyFavouritesPage() {
  const { t } = useTranslation();
  usePageTitle(t('account.favourites.title'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('account.favourites.title')}
      </h1>
      <div className="mt-6">
        <RequireCustomer>
          <Favourites />
        </RequireCustomer>
      </div>
    </div>
  );
}
