import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/spinner';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCreateCar } from './console-fleet-api';
import { useConsoleMe } from '../shared/console-session-api';
import { CarForm } from './car-form';

/** /staff/fleet/new: a new car with its first rate package; the photo comes next. */
export function ConsoleNewCarPage() {
  usePageTitle('Add a car');
  const me = useConsoleMe(true);
  const create = useCreateCar();
  const navigate = useNavigate();
  if (me.isPending) return <PageLoader label="Loading…" />;
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Add a car</h1>
      <CarForm
        car={null}
        defaultBranchId={me.data?.branchId ?? null}
        pending={create.isPending}
        error={create.error?.message ?? null}
        submitLabel="Add car"
        onSubmit={(body) =>
          create.mutate(body as Parameters<typeof create.mutate>[0], {
            onSuccess: (car) => void navigate(`/staff/fleet/${car.id}?added=1`),
          })
        }
      />
    </section>
  );
}
