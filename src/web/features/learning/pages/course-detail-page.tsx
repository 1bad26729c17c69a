import { Link, useParams } from 'react-router';
import { LanguageNote, langAttr } from '../components/language-note';
import { ProgressBar } from '../components/progress-bar';
import { studentPath } from '../lib/student-paths';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageMeta } from '../../../lib/use-page-meta';
import { useCourseDetail } from '../api/catalogue-api';
import { CertificateBox } from '../components/certificate-box';
import { CountrySelect } from '../components/country-select';
import { EnrolActions } from '../components/enrol-actions';
import { PriceTag } from '../components/price-tag';
import { ReviewForm } from '../components/review-form';
import { StarRating } from '../components/star-rating';
import { useTranslation } from 'react-i18next';
import { rightToPass } from '../../../../shared/learning-quiz';

/**
 * /course/{CourseSlug}: syllabus, instructor, price with campaign discount, rating, reviews;
 * for its student, the course's final test and certificate.
 */
export function CourseDetailPage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const course = useCourseDetail(slug);
  usePageMeta(course.data?.title ?? t('learning.course'), course.data?.summary ?? '');

  if (course.isPending) return <PageLoader label={t('learning.loadingCourse')} />;
  if (course.isError) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-12">
        <ErrorAlert message={errorMessage(course.error)} onRetry={() => void course.refetch()} />
      </div>
    );
  }
  const c = course.data;
  const minutes = Math.round(c.durationSeconds / 60);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-semibold text-brand-800">
        {t(`learning.categories.${c.category}`)}
      </p>
      <h1
        className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900"
        lang={langAttr(c.language)}
      >
        {c.title}
      </h1>
      <LanguageNote shown={c.language} of="course" />
      <p className="mt-2 text-slate-700">{t('learning.by', { name: c.instructorDisplay })}</p>
      <div className="mt-2">
        <StarRating rating={c.rating} count={c.reviewCount} />
      </div>
      <div className="mt-6 grid grid-cols-1 gap-8 md:grid-cols-[2fr_1fr]">
        <div>
          <img src={c.imageUrl} alt="" width={800} height={450} className="w-full rounded-2xl" />
          <p className="mt-4 text-slate-800" lang={langAttr(c.language)}>
            {c.summary}
          </p>
          {c.enrolled && c.progress.total > 0 && (
            <section className="mt-6" aria-label={t('school.progressLabel')}>
              <ProgressBar done={c.progress.done} total={c.progress.total} />
              <Link
                to={`${studentPath(c)}${c.progress.resumeLessonId ? `?lesson=${c.progress.resumeLessonId}` : ''}`}
                className="btn btn-primary mt-2"
              >
                {c.progress.done === 0 ? t('school.start') : t('school.resume')}
              </Link>
            </section>
          )}
          {c.enrolled && c.category !== 'qb' && (c.finalTest || c.certificateCode) && (
            <CertificateBox course={c} />
          )}
          {c.syllabus.length > 0 && (
            <section className="mt-8">
              <h2 className="text-xl font-bold text-slate-900">{t('learning.detail.syllabus')}</h2>
              <ol className="mt-3 list-decimal space-y-1 pl-6 text-slate-800">
                {c.syllabus.map((l) => (
                  <li key={l.id} lang={langAttr(l.language)}>
                    {l.title}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {c.questionCount > 0 && (
            <section className="mt-8">
              <h2 className="text-xl font-bold text-slate-900">{t('learning.detail.mockTest')}</h2>
              <p className="mt-2 text-slate-800">
                {t('learning.detail.mockTestAbout', {
                  questions: c.questionCount,
                  minutes,
                  pass: rightToPass(c.questionCount),
                })}
              </p>
              {c.bestPercent !== null && (
                <p className="mt-1 font-semibold text-slate-900">
                  {t('learning.detail.bestScore', { percent: c.bestPercent })}
                </p>
              )}
            </section>
          )}
          <section className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">{t('learning.detail.instructor')}</h2>
            <div lang={langAttr(c.instructor.language)}>
              <p className="mt-2 font-semibold text-slate-900">{c.instructor.displayName}</p>
              <p className="text-slate-700">{c.instructor.bio}</p>
            </div>
          </section>
          <section className="mt-8">
            <h2 className="text-xl font-bold text-slate-900">{t('learning.detail.reviews')}</h2>
            {c.enrolled && <ReviewForm slug={c.slug} />}
            {c.reviews.length === 0 ? (
              <p className="mt-2 text-slate-600">{t('learning.detail.noReviews')}</p>
            ) : (
              <ul className="mt-3 space-y-4">
                {c.reviews.map((r, i) => (
                  <li key={i} className="rounded-xl border border-slate-200 bg-white p-4">
                    <p className="font-semibold text-slate-900">{r.studentName}</p>
                    <StarRating rating={r.rating} />
                    {r.comment && <p className="mt-1 text-slate-800">{r.comment}</p>}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
        <aside className="flex h-fit flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <PriceTag price={c.price} />
          <CountrySelect />
          <EnrolActions course={c} />
        </aside>
      </div>
    </div>
  );
}
