import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CourseDetail } from '../../../../shared/learning-catalogue';
import { PASS_PERCENT } from '../../../../shared/learning-quiz';
import { ErrorAlert } from '../../../components/error-alert';
import { errorMessage } from '../../../lib/api-client';
import { certificatePdfUrl, useIssueCertificate } from '../api/study-api';
import { studentPath } from '../lib/student-paths';

/** The end of a course: its final test, then the certificate to download and check. */
export function CertificateBox({ course }: { course: CourseDetail }) {
  const { t } = useTranslation();
  const issue = useIssueCertificate(course.slug);
  const code = course.certificateCode ?? issue.data?.code ?? null;
  const lessonsDone = course.progress.done === course.progress.total;
  const finalDone =
    course.category === 'qb'
      ? (course.bestPercent ?? 0) >= PASS_PERCENT
      : course.finalTest === null || course.finalTest.passed;
  return (
    <section className="mt-8 rounded-2xl border border-slate-200 bg-white p-4">
      {course.finalTest && (
        <div className="mb-3">
          <p className="font-semibold text-slate-900">
            {t('school.finalTest', { title: course.finalTest.title })}
          </p>
          {course.finalTest.passed ? (
            <p className="text-sm text-emerald-800">{t('school.finalPassed')}</p>
          ) : (
            <>
              <p className="text-sm text-slate-700">{t('school.finalPending')}</p>
              <Link
                to={studentPath({ slug: course.finalTest.slug, category: 'qb' })}
                className="btn mt-2"
              >
                {t('school.takeFinal')}
              </Link>
            </>
          )}
        </div>
      )}
      {code ? (
        <div>
          <p className="font-semibold text-emerald-900">{t('school.certificateReady', { code })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a href={certificatePdfUrl(course.slug)} className="btn btn-primary" download>
              {t('school.downloadCertificate')}
            </a>
            <Link to={`/certificate/${code}`} className="btn">
              {t('school.checkCertificate')}
            </Link>
          </div>
        </div>
      ) : (
        lessonsDone &&
        finalDone && (
          <button
            type="button"
            className="btn btn-primary"
            disabled={issue.isPending}
            onClick={() => issue.mutate()}
          >
            {issue.isPending ? t('learning.processing') : t('school.getCertificate')}
          </button>
        )
      )}
      {issue.isError && (
        <div className="mt-2">
          <ErrorAlert message={errorMessage(issue.error)} />
        </div>
      )}
    </section>
  );
}
