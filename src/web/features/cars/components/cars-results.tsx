import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CarListResponse } from '../../../../shared/cars';
import { CarGrid } from '../../../components/car-grid';
import { ErrorAlert } from '../../../components/error-alert';
import { Icon } from '../../../components/icon';
import { PageLoader } from '../../../components/spinner';
import { errorMessage, isRetryable } from '../../../lib/api-client';

interface CarsResultsProps {
  data: CarListResponse | undefined;
  error: unknown;
  isPending: boolean;
  /** The list is a search for a period: an empty result offers other dates. */
  searching?: boolean;
  onRetry: () => void;
}

/** The grid of cards, or the loading, error or empty state. */
export function CarsResults({ data, error, isPending, searching, onRetry }: CarsResultsProps) {
  const { t } = useTranslation();
  if (isPending) return <PageLoader />;
  if (error || !data) {
    return (
      <ErrorAlert
        title={t('cars.list.loadError')}
        message={errorMessage(error)}
        onRetry={isRetryable(error) ? onRetry : undefined}
      />
    );
  }
  if (data.cars.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
          <Icon name="car" className="size-7" />
        </span>
        <p className="mt-4 text-lg font-bold text-slate-900">
          {searching ? t('cars.list.noneFree') : t('cars.list.noneMatch')}
        </p>
        <p className="mt-1 text-sm text-slate-600">
          {searching ? t('cars.list.tryDates') : t('cars.list.tryCity')}
        </p>
        <Link to={searching ? '/search-cars' : '/cars'} className="btn btn-primary mt-6">
          {searching ? t('cars.list.changePeriod') : t('cars.list.clearFilters')}
        </Link>
      </div>
    );
  }
  return <CarGrid cars={data.cars} />;
}
