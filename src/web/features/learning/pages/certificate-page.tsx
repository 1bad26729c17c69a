import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { LESSON_CERTIFICATE_PREFIX } from '../../../../shared/lesson-skills';
import { useCertificateCheck } from '../api/study-api';
import { CertificateCheckCard } from '../components/certificate-check-card';
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
  return (
    <CertificateCheckCard
      check={useCertificateCheck(code)}
      rows={(c) => [
        [t('school.check.learner'), c.learnerName],
        [t('school.check.course'), c.courseTitle],
        [t('school.check.date'), format.date(new Date(c.issuedAt))],
      ]}
    />
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
