import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../../components/spinner';
import { useMessage } from '../../../lib/use-message';
import { useCarCompliance, useSaveCarCompliance } from './console-compliance-api';
import { CarComplianceForm } from './car-compliance-form';
import { LoadError } from '../shared/load-error';

/** The car page's "Papers and service" section. */
export function CarCompliance({ carId }: { carId: number }) {
  const { t } = useTranslation();
  const message = useMessage();
  const compliance = useCarCompliance(carId);
  const save = useSaveCarCompliance(carId);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="compliance-heading" className="space-y-3">
      <h2 id="compliance-heading" className="text-xl font-bold text-slate-900">
        {t('console.fleet.compliance.heading')}
      </h2>
      {compliance.isPending ? (
        <PageLoader label={t('console.fleet.compliance.loading')} />
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
            error={save.isError ? message(save.error.message) : null}
            onSave={(body) =>
              save.mutate(body, { onSuccess: () => setNotice(t('console.fleet.compliance.saved')) })
            }
          />
        </>
      )}
    </section>
  );
}
