import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCar } from './console-fleet-api';
import { useConsoleMe } from '../shared/console-session-api';
import { CarForm } from './car-form';

/** /staff/fleet/new: a new car with its first rate package; the photo comes next. */
export function ConsoleNewCarPage() {
  const { t } = useTranslation();
  const message = useMessage();
  usePageTitle(t('console.fleet.newCar.title'));
  const me = useConsoleMe(true);
  const create = useCreateCar();
  const navigate = useNavigate();
  if (me.isPending) return <PageLoader label={t('console.fleet.newCar.loading')} />;
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.fleet.newCar.title')}</h1>
      <CarForm
        car={null}
        defaultBranchId={me.data?.branchId ?? null}
        pending={create.isPending}
        error={create.error ? message(create.error.message) : null}
        submitLabel={t('console.fleet.newCar.submit')}
        onSubmit={(body) =>
          create.mutate(body as Parameters<typeof create.mutate>[0], {
            onSuccess: (car) => void navigate(`/staff/fleet/${car.id}?added=1`),
          })
        }
      />
    </section>
  );
}
