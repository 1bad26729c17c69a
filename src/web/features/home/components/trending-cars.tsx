import { languageOfTag } from '../../../../shared/language';
import { useTranslation } from 'react-i18next';
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
  const { t, i18n } = useTranslation();
  const lang = languageOfTag(i18n.language);
  const trending = useTrendingCars();
  if (trending.isPending) return <Spinner className="py-16" />;
  if (trending.isError) {
    return (
      <ErrorAlert
        title={t('home.trending.loadError')}
        message={errorMessage(trending.error)}
        onRetry={isRetryable(trending.error) ? () => void trending.refetch() : undefined}
      />
    );
  }
  const { cars, from, to } = trending.data;
  if (cars.length === 0) {
    return (
      <p className="rounded-2xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
        {t('home.trending.noneStart')}{' '}
        <Link to="/cars" className="font-semibold text-brand-700 underline">
          {t('home.trending.seeAll')}
        </Link>{' '}
        {t('home.trending.noneEnd')}
      </p>
    );
  }
  return (
    <>
      <p className="mb-6 flex items-center gap-2 text-sm text-slate-600">
        <Icon name="clock" className="size-4 text-brand-700" />
        {t('home.trending.freeFromTo', {
          from: formatIstDayTime(new Date(from), lang),
          to: formatIstDayTime(new Date(to), lang),
        })}
      </p>
      <CarGrid cars={cars.slice(0, SHOWN)} eagerCount={0} />
    </>
  );
}

export function TrendingCars() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="trending-heading" className="bg-slate-100 py-16 sm:py-20 below-fold">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
              {t('home.trending.eyebrow')}
            </p>
            <h2
              id="trending-heading"
              className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl"
            >
              {t('home.trending.title')}
            </h2>
          </div>
          <Link to="/cars" className="btn btn-outline">
            {t('home.trending.viewAll')}
            <Icon name="arrowRight" className="size-4" />
          </Link>
        </div>
        <TrendingBody />
      </div>
    </section>
  );
}
