import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/dialog';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-client';
import { useSetReady } from '../api/instructor-lessons-api';

/** "Ready for the test", the instructor's word on a learner's package; taking it back asks first. */
export function ReadySwitch({
  purchaseId,
  learnerName,
  ready,
}: {
  purchaseId: number;
  learnerName: string;
  ready: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const setReady = useSetReady();
  const [confirming, setConfirming] = useState(false);
  const send = (next: boolean) =>
    setReady.mutate({ purchaseId, ready: next }, { onSuccess: () => setConfirming(false) });
  return (
    <div className="mt-3">
      <div className="flex items-center gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          className="size-6 accent-brand-700"
          checked={ready}
          disabled={setReady.isPending}
          aria-describedby={`${id}-hint`}
          onChange={(e) => {
            setReady.reset();
            if (e.target.checked) send(true);
            else setConfirming(true);
          }}
        />
        <label htmlFor={id} className="font-semibold text-slate-900">
          {t('instructorLessons.ready.label')}
        </label>
        {setReady.isPending && (
          <span role="status" className="text-sm text-slate-600">
            {t('instructorLessons.ready.saving')}
          </span>
        )}
      </div>
      <p id={`${id}-hint`} className="ml-9 text-sm text-slate-600">
        {t('instructorLessons.ready.hint')}
      </p>
      {setReady.isError && !confirming && (
        <ErrorAlert className="mt-2" message={errorMessage(setReady.error)} />
      )}
      {confirming && (
        <Dialog
          role="alertdialog"
          title={t('instructorLessons.ready.confirmTitle', { name: learnerName })}
          onClose={() => setConfirming(false)}
        >
          <p className="mt-2 text-sm text-slate-700">{t('instructorLessons.ready.confirmBody')}</p>
          {setReady.isError && (
            <ErrorAlert className="mt-3" message={errorMessage(setReady.error)} />
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={setReady.isPending}
              onClick={() => send(false)}
            >
              {t('instructorLessons.ready.confirm')}
            </button>
            <button type="button" className="btn" onClick={() => setConfirming(false)}>
              {t('instructorLessons.ready.keep')}
            </button>
          </div>
        </Dialog>
      )}
    </div>
  );
}
