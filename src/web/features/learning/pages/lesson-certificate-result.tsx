import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useLessonCertificateCheck } from '../api/lesson-certificate-api';
import { CertificateCheckCard } from '../components/certificate-check-card';

/**
 * A practical lessons' training certificate (a 'DL-' code, decision 0048): who, which package
 * at which branch, under which form, the hours and the day it was issued.
 */
export function LessonCertificateResult({ code }: { code: string }) {
  const { t } = useTranslation();
  const format = useFormat();
  const hours = (value: number) =>
    t('lessons.check.hours', {
      hours: value.toLocaleString('en-IN', { maximumFractionDigits: 1 }),
    });
  return (
    <CertificateCheckCard
      check={useLessonCertificateCheck(code)}
      rows={(c) => [
        [t('school.check.learner'), c.learnerName],
        [t('lessons.check.package'), c.packageTitle],
        [t('lessons.check.branch'), c.branchName],
        [t('lessons.check.form'), t(`lessons.check.forms.${c.form}`)],
        [t('lessons.check.practical'), hours(c.practicalHours)],
        ...(c.theoryHours > 0
          ? [[t('lessons.check.theory'), hours(c.theoryHours)] as [string, string]]
          : []),
        [t('lessons.check.issued'), format.date(new Date(c.issuedAt))],
      ]}
    />
  );
}
