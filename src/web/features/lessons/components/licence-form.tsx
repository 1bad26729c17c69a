import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { learnerLicenceBodySchema, type LearnerLicence } from '../../../../shared/learner-licence';
import { ErrorAlert } from '../../../components/error-alert';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useSaveLearnerLicence } from '../api/lessons-api';

type Values = { licenceNumber: string; issuedOn: string; expiresOn: string };

/**
 * My learner's licence: its number and its issue and expiry dates, checked by the server
 * (and against each lesson's day when it is booked).
 */
export function LicenceForm({ licence }: { licence: LearnerLicence | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  const save = useSaveLearnerLicence();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    defaultValues: licence ?? { licenceNumber: '', issuedOn: '', expiresOn: '' },
  });
  const errors = formState.errors;
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-4">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('lessons.licence.heading')}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        {licence ? t('lessons.licence.why') : t('lessons.licence.missing')}
      </p>
      <form
        noValidate
        className="mt-3 space-y-3"
        onSubmit={handleSubmit((values) => {
          const parsed = learnerLicenceBodySchema.safeParse(values);
          if (!parsed.success) {
            for (const issue of parsed.error.issues) {
              const field = issue.path[0] as keyof Values | undefined;
              if (field) setError(field, { message: issue.message });
            }
            return;
          }
          save.mutate(parsed.data);
        })}
      >
        <TextField
          label={t('lessons.licence.number')}
          hint={t('lessons.licence.numberHint')}
          autoComplete="off"
          autoCapitalize="characters"
          error={errors.licenceNumber?.message}
          {...register('licenceNumber')}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            type="date"
            label={t('lessons.licence.issuedOn')}
            error={errors.issuedOn?.message}
            {...register('issuedOn')}
          />
          <TextField
            type="date"
            label={t('lessons.licence.expiresOn')}
            error={errors.expiresOn?.message}
            {...register('expiresOn')}
          />
        </div>
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
