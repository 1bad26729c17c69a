import { useSearchParams } from 'react-router';
import { useCatalogue } from '../../../lib/catalogue';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCars } from '../api/get-cars';
import { CarFilters } from '../components/car-filters';
import { CarsResults } from '../components/cars-results';
import {
  cityName,
  filtersToSearchParams,
  readFilters,
  type CarFilterValues,
} from '../lib/car-filters';

/** /cars?cityid=&category=&subcategory= */
export function CarsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const city = cityName(filters.cityid);
  const heading = city ? `Self-drive cars in ${city}` : 'All self-drive cars';
  usePageTitle(heading);

  const cars = useCars(filters);
  const catalogue = useCatalogue();
  const total = cars.data?.total;

  const onChange = (next: CarFilterValues) => setSearchParams(filtersToSearchParams(next));

  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Rent a Car</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {heading}
      </h1>
      <p aria-live="polite" className="mt-2 min-h-6 text-slate-600">
        {total !== undefined && `${total} ${total === 1 ? 'car' : 'cars'} available`}
      </p>

      <div className="mt-6">
        <CarFilters value={filters} categories={catalogue.data?.categories} onChange={onChange} />
      </div>

      <section aria-label="Cars" className="mt-8">
        <CarsResults
          data={cars.data}
          error={cars.error}
          isPending={cars.isPending}
          onRetry={() => void cars.refetch()}
        />
      </section>
    </div>
  );
}
