import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useConsoleCars } from './console-fleet-api';
import { LoadError } from '../shared/load-error';

/** /staff/fleet: the cars of the branch (every branch for an admin). */
export function ConsoleFleetPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.fleet.list.title'));
  const list = useConsoleCars(null);
  return (
    <section className="max-w-5xl space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{t('console.fleet.list.title')}</h1>
        <Link to="/staff/fleet/new" className="btn btn-primary">
          {t('console.fleet.list.add')}
        </Link>
      </div>
      {list.isPending ? (
        <PageLoader label={t('console.fleet.list.loading')} />
      ) : list.isError ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {list.data.cars.map((car) => (
            <li key={car.id} className="overflow-hidden rounded-2xl bg-white shadow-sm">
              <Link to={`/staff/fleet/${car.id}`} className="block hover:bg-slate-50">
                <img
                  src={car.imageUrl}
                  alt=""
                  width={800}
                  height={500}
                  loading="lazy"
                  className="aspect-[8/5] w-full bg-slate-100 object-cover"
                />
                <div className="p-3">
                  <p className="font-semibold text-slate-900">{car.title}</p>
                  <p className="text-sm text-slate-600">
                    {car.carNumber} · {car.categoryName} · {car.branchName}
                    {car.isActive ? '' : ` · ${t('console.fleet.list.retired')}`}
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
