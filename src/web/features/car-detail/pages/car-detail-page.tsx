import { useTranslation } from 'react-i18next';
import { useEffect, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { formatHours } from '../../../../shared/search';
import { ErrorAlert } from '../../../components/error-alert';
import { Icon } from '../../../components/icon';
import { PageLoader } from '../../../components/spinner';
import { errorMessage, isRetryable } from '../../../lib/api-client';
import { carDetailPath } from '../../../lib/paths';
import { validStoredSelection } from '../../../lib/search-selection';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCarDetail, type CarRef } from '../api/get-car-detail';
import { CarExtras } from '../components/car-extras';
import { CarFacts } from '../components/car-facts';
import { CarReviews } from '../components/car-reviews';
import { PackageCard } from '../components/package-card';
import { choosePackage } from '../lib/choose-package';
import { lastCar, rememberCar } from '../lib/last-car';

/** /car-details/{carID}/{brandName}/{modelName}, /car-details/{brandName}/{modelName}, /car-details */
export function CarDetailPage() {
  const { carId, brandName, modelName } = useParams();
  if (carId) return <CarDetail carRef={{ carId }} />;
  if (brandName && modelName) return <CarDetail carRef={{ brandName, modelName }} />;
  const stored = lastCar();
  if (stored) return <Navigate to={carDetailPath(stored)} replace />;
  return <NoCarChosen />;
}

function NoCarChosen() {
  const { t } = useTranslation();
  usePageTitle(t('carDetail.title'));
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center sm:px-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('carDetail.chooseFirst')}</h1>
      <p className="mt-2 text-slate-600">{t('carDetail.chooseFirstText')}</p>
      <Link to="/cars" className="btn btn-primary mt-6">
        {t('carDetail.browse')}
      </Link>
    </div>
  );
}

function CarDetail({ carRef }: { carRef: CarRef }) {
  const { t } = useTranslation();
  const msg = useMessage();
  const navigate = useNavigate();
  const [stored] = useState(() => validStoredSelection());
  // Server-rendered without prices (no stored search there); priced once the page is live.
  const search = useHydrated() ? stored : undefined;
  const detail = useCarDetail(carRef, search);
  const car = detail.data?.car;
  usePageTitle(car ? `${car.brandName} ${car.modelName}` : t('carDetail.title'));

  useEffect(() => {
    if (car) rememberCar(car);
  }, [car]);

  if (detail.isPending) return <PageLoader label={t('carDetail.loading')} />;
  if (detail.isError || !detail.data) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <ErrorAlert
          title={t('carDetail.loadError')}
          message={errorMessage(detail.error)}
          onRetry={isRetryable(detail.error) ? () => void detail.refetch() : undefined}
        />
        <Link to="/cars" className="btn btn-outline mt-6">
          {t('carDetail.browse')}
        </Link>
      </div>
    );
  }

  const { packages, accessories, amenities, search: period } = detail.data;
  const tooShort = period?.minimumTripProblem ?? null;
  const bookable = Boolean(search && period?.available && !tooShort);
  const choose = (packageId: number) => {
    if (!search || !car) return;
    void navigate(choosePackage({ carId: car.id, packageId, search }));
  };

  return (
    <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6 sm:py-12">
      <CarFacts car={detail.data.car} />

      <section aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="text-2xl font-extrabold text-slate-900">
          {t('carDetail.packages')}
        </h2>
        {!search && (
          <p className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200">
            {t('carDetail.chooseDatesText')}
            <Link to="/search-cars" className="btn btn-outline">
              {t('carDetail.chooseDates')}
            </Link>
          </p>
        )}
        {period && !period.available && (
          <div
            role="alert"
            className="mt-3 flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900"
          >
            <Icon name="alert" className="size-5 text-red-700" />
            {t('carDetail.notFree')}
            <Link to="/search-cars" className="btn btn-outline">
              {t('carDetail.changePeriod')}
            </Link>
          </div>
        )}
        {period?.available && tooShort && (
          <p role="alert" className="mt-3 rounded-2xl bg-amber-50 px-4 py-3 text-sm text-amber-950">
            {msg(tooShort)}{' '}
            <Link to="/search-cars" className="font-semibold text-brand-700 underline">
              {t('carDetail.changePeriod')}
            </Link>
          </p>
        )}
        {period?.available && (
          <p className="mt-3 text-sm text-slate-600">
            {t('carDetail.pricesFor', {
              hours: formatHours(period.hours),
              from: `${search?.pickupDate} ${search?.pickupTime}`,
              to: `${search?.dropDate} ${search?.dropTime}`,
            })}{' '}
            <Link to="/search-cars" className="font-semibold text-brand-700 underline">
              {t('carDetail.changeDates')}
            </Link>
          </p>
        )}
        <div className="mt-5 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {packages.map((pkg) => (
            <PackageCard
              key={pkg.id}
              pkg={pkg}
              onChoose={bookable ? () => choose(pkg.id) : undefined}
            />
          ))}
        </div>
      </section>

      <CarExtras accessories={accessories} amenities={amenities} />

      <CarReviews car={detail.data.car} />
    </div>
  );
}
