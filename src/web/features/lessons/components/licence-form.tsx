import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { LearnerLicence } from '../../../../shared/learner-licence';
import { ErrorAlert } from '../../../components/error-alert';
import {
  LearnerLicenceFields,
  useLearnerLicenceForm,
} from '../../../components/learner-licence-fields';
import { errorMessage } from '../../../lib/api-client';
import { useSaveLearnerLicence } from '../api/lessons-api';

/**
 * My learner's licence: its number and its issue and expiry dates, checked by the server
 * (and against each lesson's day when it is booked).
 */
export function LicenceForm({ licence }: { licence: LearnerLicence | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveLearnerLicence();
  const { register, errors, onSubmit } = useLearnerLicenceForm(licence, (body) =>
    save.mutate(body),
  );
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('lessons.licence.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {licence ? t('lessons.licence.why') : t('lessons.licence.missing')}
      </p>
      <form noValidate className="mt-3 space-y-3" onSubmit={onSubmit}>
        <LearnerLicenceFields
          register={register}
          errors={errors}
          datesClassName="grid grid-cols-2 gap-3"
          words={{
            number: t('lessons.licence.number'),
            numberHint: t('lessons.licence.numberHint'),
            issuedOn: t('lessons.licence.issuedOn'),
            expiresOn: t('lessons.licence.expiresOn'),
          }}
        />
        {save.isError && <ErrorAlert message={errorMessage(save.error)} />}
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {save.isPending ? t('lessons.licence.saving') : t('lessons.licence.save')}
        </button>
        {save.isSuccess && (
          <p role="status" className="text-sm font-semibold text-green-800">
            {t('lessons.licence.saved')}
          </p>
        )}
      </form>
    </section>
  );
}
