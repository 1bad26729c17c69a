import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { useLessonCertificateCheck } from '../api/lesson-certificate-api';

/**
 * A practical lessons' training certificate (a 'DL-' code, decision 0048): who, which package
 * at which branch, under which form, the hours and the day it was issued.
 */
export function LessonCertificateResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const check = useLessonCertificateCheck(code);
  if (check.isPending) return <PageLoader label={t('school.check.loading')} />;
  if (check.isError) return <ErrorAlert className="mt-6" message={errorMessage(check.error)} />;
  const c = check.data;
  const hours = (value: number) =>
    t('lessons.check.hours', {
      hours: value.toLocaleString('en-IN', { maximumFractionDigits: 1 }),
    });
  return (
    <section className="mt-6 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-5">
      <p className="text-lg font-bold text-emerald-900">{t('school.check.valid')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-900">
        <dt className="font-semibold">{t('school.check.learner')}</dt>
        <dd>{c.learnerName}</dd>
        <dt className="font-semibold">{t('lessons.check.package')}</dt>
        <dd>{c.packageTitle}</dd>
        <dt className="font-semibold">{t('lessons.check.branch')}</dt>
        <dd>{c.branchName}</dd>
        <dt className="font-semibold">{t('lessons.check.form')}</dt>
        <dd>{t(`lessons.check.forms.${c.form}`)}</dd>
        <dt className="font-semibold">{t('lessons.check.practical')}</dt>
        <dd>{hours(c.practicalHours)}</dd>
        {c.theoryHours > 0 && (
          <>
            <dt className="font-semibold">{t('lessons.check.theory')}</dt>
            <dd>{hours(c.theoryHours)}</dd>
          </>
        )}
        <dt className="font-semibold">{t('lessons.check.issued')}</dt>
        <dd>{format.date(new Date(c.issuedAt))}</dd>
        <dt className="font-semibold">{t('school.check.code')}</dt>
        <dd className="font-mono">{c.code}</dd>
      </dl>
    </section>
  );
}
