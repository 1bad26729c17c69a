import { useState } from 'react';
import { PageLoader } from '../../../components/spinner';
import { useCarCompliance, useSaveCarCompliance } from './console-compliance-api';
import { CarComplianceForm } from './car-compliance-form';
import { LoadError } from '../shared/load-error';

/** The car page's "Papers and service" section. */
export function CarCompliance({ carId }: { carId: number }) {
  const compliance = useCarCompliance(carId);
  const save = useSaveCarCompliance(carId);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="compliance-heading" className="space-y-3">
      <h2 id="compliance-heading" className="text-xl font-bold text-slate-900">
        Papers and service
      </h2>
      {compliance.isPending ? (
        <PageLoader label="Loading the papers…" />
      ) : compliance.isError ? (
        <LoadError error={compliance.error} onRetry={() => void compliance.refetch()} />
      ) : (
        <>
          {notice && (
            <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
              {notice}
            </p>
          )}
          <CarComplianceForm
            compliance={compliance.data}
            pending={save.isPending}
            error={save.isError ? save.error.message : null}
            onSave={(body) =>
              save.mutate(body, { onSuccess: () => setNotice('Saved the papers and service.') })
            }
          />
        </>
      )}
    </section>
  );
}
