import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { ConfirmButton } from '../shared/confirm-dialog';
import { PageLoader } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCar, useSetCarActive, useUpdateCar } from './console-fleet-api';
import { CarBlocks } from './car-blocks';
import { CarCompliance } from './car-compliance';
import { CarForm } from './car-form';
import { CarPhotoUpload } from './car-photo-upload';
import { RatePackageEditor } from './rate-package-editor';
import { TrainingCarToggle } from './training-car-toggle';
import { LoadError } from '../shared/load-error';

/** /staff/fleet/:carId: a car's photo, papers, details, rate packages, status and blocks. */
export function ConsoleCarPage() {
  const { t } = useTranslation();
  const message = useMessage();
  const carId = Number(useParams().carId);
  const car = useConsoleCar(carId);
  const update = useUpdateCar(carId);
  const setActive = useSetCarActive(carId);
  const [params] = useSearchParams();
  const [notice, setNotice] = useState<string | null>(
    params.get('added') ? t('console.fleet.car.added') : null,
  );
  usePageTitle(car.data?.title ?? t('console.fleet.car.fallbackTitle'));
  if (car.isPending) return <PageLoader label={t('console.fleet.car.loading')} />;
  if (car.isError) return <LoadError error={car.error} onRetry={() => void car.refetch()} />;
  const c = car.data;
  return (
    <div className="max-w-4xl space-y-8">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="flex-1 text-2xl font-bold text-slate-900">
          {c.title} <span className="text-base font-normal text-slate-600">{c.carNumber}</span>
        </h1>
        <Link
          className="text-sm font-semibold text-brand-800 underline"
          to={`/staff/audit?recordType=car&recordId=${c.id}`}
        >
          {t('console.fleet.car.history')}
        </Link>
      </div>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      <CarPhotoUpload car={c} />
      <CarCompliance carId={c.id} />
      <section aria-labelledby="status-heading" className="space-y-2">
        <h2 id="status-heading" className="text-xl font-bold text-slate-900">
          {c.isActive ? t('console.fleet.car.statusActive') : t('console.fleet.car.statusRetired')}
        </h2>
        <p className="text-sm text-slate-600">{t('console.fleet.car.retiredNote')}</p>
        <ConfirmButton
          label={c.isActive ? t('console.fleet.car.retire') : t('console.fleet.car.bringBack')}
          className="btn bg-white text-slate-800 ring-1 ring-slate-300 ring-inset"
          disabled={setActive.isPending}
          tone={c.isActive ? 'danger' : 'neutral'}
          title={
            c.isActive
              ? t('console.fleet.car.retireTitle', { title: c.title, number: c.carNumber })
              : t('console.fleet.car.bringBackTitle', { title: c.title })
          }
          confirmLabel={
            c.isActive
              ? t('console.fleet.car.retireConfirm')
              : t('console.fleet.car.bringBackConfirm')
          }
          pendingLabel={t('console.fleet.car.saving')}
          pending={setActive.isPending}
          error={setActive.error}
          onOpen={() => setActive.reset()}
          onConfirm={(done) =>
            setActive.mutate(!c.isActive, {
              onSuccess: (u) => {
                done();
                setNotice(
                  u.isActive
                    ? t('console.fleet.car.activeDone')
                    : t('console.fleet.car.retiredDone'),
                );
              },
            })
          }
        >
          {c.isActive
            ? t('console.fleet.car.retireBody', { number: c.carNumber })
            : t('console.fleet.car.bringBackBody', { number: c.carNumber })}
        </ConfirmButton>
      </section>
      <TrainingCarToggle car={c} />
      <section aria-labelledby="packages-heading" className="space-y-3">
        <h2 id="packages-heading" className="text-xl font-bold text-slate-900">
          {t('console.fleet.car.packages')}
        </h2>
        <p className="text-sm text-slate-600">{t('console.fleet.car.packagesNote')}</p>
        {c.ratePackages.map((p) => (
          <RatePackageEditor
            key={`${p.id}-${p.ratePerHourPaise}`}
            carId={c.id}
            pkg={p}
            onDone={setNotice}
          />
        ))}
        <RatePackageEditor carId={c.id} pkg={null} onDone={setNotice} />
      </section>
      <CarBlocks carId={c.id} />
      <section aria-labelledby="details-heading" className="space-y-3">
        <h2 id="details-heading" className="text-xl font-bold text-slate-900">
          {t('console.fleet.car.details')}
        </h2>
        <CarForm
          key={c.id}
          car={c}
          defaultBranchId={c.branchId}
          pending={update.isPending}
          error={update.error ? message(update.error.message) : null}
          submitLabel={t('console.fleet.car.saveDetails')}
          onSubmit={(body) =>
            update.mutate(body, { onSuccess: () => setNotice(t('console.fleet.car.detailsSaved')) })
          }
        />
      </section>
    </div>
  );
}
