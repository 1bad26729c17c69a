import { Link } from 'react-router';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { CarGrid } from '../../../components/car-grid';
import { ErrorAlert } from '../../../components/error-alert';
import { Icon } from '../../../components/icon';
import { Spinner } from '../../../components/spinner';
import { errorMessage, isRetryable } from '../../../lib/api-client';
import { useTrendingCars } from '../api/get-trending-cars';

/** How many trending cars the home page shows; View All leads to the full list. */
const SHOWN = 6;

function TrendingBody() {
  const trending = useTrendingCars();
  if (trending.isPending) return <Spinner className="py-16" />;
  if (trending.isError) {
    return (
      <ErrorAlert
        title="We could not load the trending cars"
        message={errorMessage(trending.error)}
        onRetry={isRetryable(trending.error) ? () => void trending.refetch() : undefined}
      />
    );
  }
  const { cars, from, to } = trending.data;
  if (cars.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
        Every car is booked for tomorrow night.{' '}
        <Link to="/cars" className="font-semibold text-brand-700 underline">
          See all cars
        </Link>{' '}
        for other dates.
      </p>
    );
  }
  return (
    <>
      <p className="mb-6 flex items-center gap-2 text-sm text-slate-600">
        <Icon name="clock" className="size-4 text-brand-700" />
        Free from {formatIstDayTime(new Date(from))} to {formatIstDayTime(new Date(to))}
      </p>
      <CarGrid cars={cars.slice(0, SHOWN)} eagerCount={0} />
    </>
  );
}

export function TrendingCars() {
  return (
    <section aria-labelledby="trending-heading" className="bg-slate-100 py-16 sm:py-20 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              Available from tomorrow
            </p>
            <h2
              id="trending-heading"
              className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              Trending Cars
            </h2>
          </div>
          <Link to="/cars" className="btn btn-outline">
            View All
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
        <TrendingBody />
      </div>
    </section>
  );
}
