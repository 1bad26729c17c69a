import { useTranslation } from 'react-i18next';
import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readSearchParams } from '../../../../shared/search';
import { Pager } from '../../../components/pager';
import { useCatalogue } from '../../../lib/catalogue';
import { saveSelection, selectionToParams } from '../../../lib/search-selection';
import { useBranchName } from '../../../lib/use-branch-name';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCars } from '../api/get-cars';
import { CarFilters } from '../components/car-filters';
import { CarsResults } from '../components/cars-results';
import { SearchSummary } from '../components/search-summary';
import {
  cityName,
  filtersToSearchParams,
  readFilters,
  type CarFilterValues,
} from '../lib/car-filters';

/** /cars?cityid=&category=&subcategory= plus, when searching, branch and the period. */
export function CarsPage() {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const filters = readFilters(searchParams);
  const search = readSearchParams(searchParams);
  const catalogue = useCatalogue();
  const branch = catalogue.data?.branches.find((b) => String(b.id) === search?.branch);
  const cityKey = cityName(filters.cityid);
  const city = cityKey && t(`common.cities.${cityKey}`);
  const place = branch ? branchName(branch.name) : city;
  const heading = search
    ? place
      ? t('cars.list.availableIn', { place })
      : t('cars.list.available')
    : city
      ? t('cars.list.inCity', { city })
      : t('cars.list.all');
  usePageTitle(heading);

  const requestedPage = Number(searchParams.get('page') ?? '1');
  const page = Number.isInteger(requestedPage) && requestedPage > 1 ? requestedPage : 1;
  const cars = useCars(filters, search, page);
  const pageHref = (n: number) => {
    const params = new URLSearchParams(searchParams);
    if (n > 1) params.set('page', String(n));
    else params.delete('page');
    return `?${params.toString()}`;
  };
  const total = cars.data?.total;
  const searchKey = search && selectionToParams(search).toString();

  // A shared or reloaded search URL becomes the stored selection the header form shows.
  useEffect(() => {
    const selection = searchKey ? readSearchParams(new URLSearchParams(searchKey)) : null;
    if (selection && cars.data?.search) saveSelection(selection);
  }, [searchKey, cars.data?.search]);

  const onChange = (next: CarFilterValues) => {
    const params = filtersToSearchParams(next);
    if (search) for (const [key, value] of selectionToParams(search)) params.set(key, value);
    setSearchParams(params);
  };
  const searchMessage = (location.state as { searchMessage?: string } | null)?.searchMessage;

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('cars.list.eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h1>
      <p aria-live="polite" className="mt-2 min-h-6 text-slate-600">
        {total !== undefined &&
          t(total === 1 ? 'cars.list.countOne' : 'cars.list.countOther', { count: total })}
      </p>
      {search && (
        <SearchSummary search={search} hours={cars.data?.search?.hours} message={searchMessage} />
      )}

      <div className="mt-6">
        <CarFilters value={filters} categories={catalogue.data?.categories} onChange={onChange} />
      </div>

      <section aria-labelledby="cars-heading" className="mt-8">
        {/* The cards are h3: their section heading keeps the outline in order. */}
        <h2 id="cars-heading" className="sr-only">
          {t('cars.list.cars')}
        </h2>
        <CarsResults
          data={cars.data}
          error={cars.error}
          isPending={cars.isPending}
          searching={Boolean(search)}
          onRetry={() => void cars.refetch()}
        />
        {cars.data && cars.data.pageCount > 1 && (
          <Pager
            page={cars.data.page}
            pageCount={cars.data.pageCount}
            hrefOf={pageHref}
            label={t('cars.list.pagesLabel')}
          />
        )}
      </section>
    </div>
  );
}
