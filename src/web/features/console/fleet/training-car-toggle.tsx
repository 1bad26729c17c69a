import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleCar } from '../../../../shared/console-fleet';
import { ActionError } from '../../../components/action-error';
import { ConfirmButton } from '../shared/confirm-dialog';
import { useSetTrainingCar } from './console-fleet-api';

/**
 * A car's training-car mark (decision 0046): marking it lets the desk and learners book
 * lessons in it; taking it off asks first, as booked lessons stay.
 */
export function TrainingCarToggle({ car }: { car: ConsoleCar }) {
  const { t } = useTranslation();
  const set = useSetTrainingCar(car.id);
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <section aria-labelledby="training-heading" className="space-y-2">
      <h2 id="training-heading" className="text-xl font-bold text-slate-900">
        {t('console.fleet.training.heading')}
      </h2>
      <p className="text-slate-900">
        {car.isTrainingCar
          ? t('console.fleet.training.isTraining')
          : t('console.fleet.training.notTraining')}
      </p>
      <p className="text-sm text-slate-600">{t('console.fleet.training.note')}</p>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {car.isTrainingCar ? (
        <ConfirmButton
          label={t('console.fleet.training.unmark')}
          className="btn bg-white text-slate-800 ring-1 ring-slate-300 ring-inset"
          disabled={set.isPending}
          title={t('console.fleet.training.unmarkTitle', {
            title: car.title,
            number: car.carNumber,
          })}
          confirmLabel={t('console.fleet.training.unmarkConfirm')}
          pendingLabel={t('console.fleet.training.saving')}
          pending={set.isPending}
          error={set.error}
          onOpen={() => set.reset()}
          onConfirm={(done) =>
            set.mutate(false, {
              onSuccess: () => {
                done();
                setNotice(t('console.fleet.training.unmarked'));
              },
            })
          }
        >
          {t('console.fleet.training.unmarkBody')}
        </ConfirmButton>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-primary"
            disabled={set.isPending}
            onClick={() =>
              set.mutate(true, { onSuccess: () => setNotice(t('console.fleet.training.marked')) })
            }
          >
            {set.isPending ? t('console.fleet.training.saving') : t('console.fleet.training.mark')}
          </button>
          <ActionError error={set.error} />
        </>
      )}
    </section>
  );
}
