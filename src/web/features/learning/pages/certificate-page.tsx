import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { errorMessage } from '../../../lib/api-client';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { LESSON_CERTIFICATE_PREFIX } from '../../../../shared/lesson-skills';
import { useCertificateCheck } from '../api/study-api';
import { LessonCertificateResult } from './lesson-certificate-result';

/**
 * /certificate/{code}: anyone can confirm a certificate: name, course and date, nothing else; a
 * practical lessons' training certificate ('DL-' codes) adds its branch, form and hours.
 */
export function CertificatePage() {
  const { t } = useTranslation();
  const { code = '' } = useParams();
  usePageTitle(t('school.check.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('school.check.heading')}
      </h1>
      {code &&
        (code.toUpperCase().startsWith(LESSON_CERTIFICATE_PREFIX) ? (
          <LessonCertificateResult key={code} code={code} />
        ) : (
          <CertificateResult key={code} code={code} />
        ))}
      <CodeForm initial={code} />
    </div>
  );
}

function CertificateResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const check = useCertificateCheck(code);
  if (check.isPending) return <PageLoader label={t('school.check.loading')} />;
  if (check.isError) return <ErrorAlert className="mt-6" message={errorMessage(check.error)} />;
  const c = check.data;
  return (
    <section className="mt-6 rounded-2xl border-2 border-emerald-600 bg-emerald-50 p-5">
      <p className="text-lg font-bold text-emerald-900">{t('school.check.valid')}</p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-slate-900">
        <dt className="font-semibold">{t('school.check.learner')}</dt>
        <dd>{c.learnerName}</dd>
        <dt className="font-semibold">{t('school.check.course')}</dt>
        <dd>{c.courseTitle}</dd>
        <dt className="font-semibold">{t('school.check.date')}</dt>
        <dd>{format.date(new Date(c.issuedAt))}</dd>
        <dt className="font-semibold">{t('school.check.code')}</dt>
        <dd className="font-mono">{c.code}</dd>
      </dl>
    </section>
  );
}

function CodeForm({ initial }: { initial: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [value, setValue] = useState(initial);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const code = value.trim().toUpperCase();
    if (code) void navigate(`/certificate/${encodeURIComponent(code)}`);
  };
  return (
    <form onSubmit={onSubmit} className="mt-8 flex flex-wrap items-end gap-3">
      <div className="min-w-0 flex-1">
        <TextField
          label={t('school.check.formLabel')}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          autoCapitalize="characters"
          required
        />
      </div>
      <button type="submit" className="btn btn-primary">
        {t('school.check.submit')}
      </button>
    </form>
  );
}
