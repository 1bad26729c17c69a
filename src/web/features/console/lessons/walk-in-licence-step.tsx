import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CounterCustomer } from '../../../../shared/counter-booking';
import type { LearnerLicence } from '../../../../shared/learner-licence';
import { istInstant } from '../../../../shared/time';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import {
  LearnerLicenceFields,
  useLearnerLicenceForm,
} from '../../../components/learner-licence-fields';
import { useFormat } from '../../../lib/use-format';
import { LoadError } from '../shared/load-error';
import { useRecordLearnerLicence } from './console-lessons-api';

/**
 * The walk-in's learner's licence: shown when on file; recorded from the paper when none is,
 * when it has expired, or when staff replace it (the learner's own rules, checked again by the
 * server).
 */
export function WalkInLicenceStep({
  learner,
  licence,
  valid,
}: {
  learner: CounterCustomer;
  licence: UseQueryResult<{ licence: LearnerLicence | null }>;
  valid: boolean;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const [replacing, setReplacing] = useState(false);
  const [saved, setSaved] = useState(false);
  const onFile = licence.data?.licence ?? null;
  const day = (d: string) => date(istInstant(d, '12:00'));
  return (
    <section aria-labelledby="walk-in-licence" className="space-y-3 rounded-xl bg-slate-50 p-3">
      <h3 id="walk-in-licence" className="font-bold text-slate-900">
        {t('console.lessons.walkIn.licence.heading')}
      </h3>
      {licence.isPending ? (
        <Spinner label={t('console.lessons.walkIn.licence.loading')} />
      ) : licence.isError ? (
        <LoadError error={licence.error} onRetry={() => void licence.refetch()} />
      ) : (
        <>
          {saved && (
            <p role="status" className="text-sm font-semibold text-green-800">
              {t('console.lessons.walkIn.licence.saved', { name: learner.name })}
            </p>
          )}
          {onFile && valid ? (
            <div className="flex flex-wrap items-center gap-3">
              <p className="grow text-sm text-slate-900">
                {t('console.lessons.walkIn.licence.onFile', {
                  number: onFile.licenceNumber,
                  issued: day(onFile.issuedOn),
                  expires: day(onFile.expiresOn),
                })}
              </p>
              {!replacing && (
                <button
                  type="button"
                  className="btn btn-outline"
                  onClick={() => {
                    setSaved(false);
                    setReplacing(true);
                  }}
                >
                  {t('console.lessons.walkIn.licence.replace')}
                </button>
              )}
            </div>
          ) : (
            <p className="text-sm text-slate-800">
              {onFile
                ? t('console.lessons.walkIn.licence.expired', {
                    number: onFile.licenceNumber,
                    expires: day(onFile.expiresOn),
                  })
                : t('console.lessons.walkIn.licence.missing')}
            </p>
          )}
          {(!valid || replacing) && (
            <LicenceForm
              learnerId={learner.id}
              licence={replacing ? onFile : null}
              onClose={replacing ? () => setReplacing(false) : undefined}
              onSaved={() => {
                setReplacing(false);
                setSaved(true);
              }}
            />
          )}
        </>
      )}
    </section>
  );
}

function LicenceForm({
  learnerId,
  licence,
  onClose,
  onSaved,
}: {
  learnerId: number;
  licence: LearnerLicence | null;
  onClose: (() => void) | undefined;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const save = useRecordLearnerLicence(learnerId);
  const { register, errors, onSubmit } = useLearnerLicenceForm(licence, (body) =>
    save.mutate(body, { onSuccess: onSaved }),
  );
  return (
    <form
      noValidate
      aria-label={t('console.lessons.walkIn.licence.heading')}
      className="grid gap-3 sm:grid-cols-3"
      onSubmit={onSubmit}
    >
      <LearnerLicenceFields
        register={register}
        errors={errors}
        words={{
          number: t('console.lessons.walkIn.licence.number'),
          numberHint: t('console.lessons.walkIn.licence.numberHint'),
          issuedOn: t('console.lessons.walkIn.licence.issuedOn'),
          expiresOn: t('console.lessons.walkIn.licence.expiresOn'),
        }}
      />
      <ActionError error={save.error} className="sm:col-span-3" />
      <div className="flex flex-wrap gap-3 sm:col-span-3">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending
            ? t('console.lessons.walkIn.licence.saving')
            : t('console.lessons.walkIn.licence.save')}
        </button>
        {onClose && (
          <button type="button" className="btn btn-outline" onClick={onClose}>
            {t('console.lessons.walkIn.licence.close')}
          </button>
        )}
      </div>
    </form>
  );
}
