import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useMyCourses } from '../api/study-api';
import { CourseOrders } from '../components/course-orders';
import { FavouriteCourses } from '../components/favourite-courses';
import { studentPath } from '../lib/student-paths';
import { SuccessNote } from '../components/success-note';
import { useTranslation } from 'react-i18next';
import { langAttr } from '../components/language-note';
import { ProgressBar } from '../components/progress-bar';

/** /user/page/mycourses: the courses I am enrolled in, and my course orders. */
export function MyCoursesPage() {
  const { t } = useTranslation();
  usePageTitle(t('learning.myCourses.title'));
  const [params] = useSearchParams();
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t('learning.myCourses.title')}
      </h1>
      {params.get('status') === '1' && <SuccessNote>{t('learning.myCourses.thanks')}</SuccessNote>}
      <RequireCustomer>
        <Enrolled />
        <section className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{t('learning.myCourses.favourites')}</h2>
          <div className="mt-3">
            <FavouriteCourses />
          </div>
        </section>
        <section className="mt-10">
          <h2 className="text-xl font-bold text-slate-900">{t('learning.myCourses.orders')}</h2>
          <div className="mt-3">
            <CourseOrders />
          </div>
        </section>
      </RequireCustomer>
    </div>
  );
}

function Enrolled() {
  const { t } = useTranslation();
  const mine = useMyCourses();
  if (mine.isPending) return <PageLoader label={t('learning.myCourses.loading')} />;
  if (mine.isError) return <ErrorAlert message={errorMessage(mine.error)} />;
  if (mine.data.courses.length === 0) {
    return (
      <div className="mt-6 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
        <p className="text-lg font-bold text-slate-900">{t('learning.myCourses.none')}</p>
        <Link to="/courses/exam" className="btn btn-primary mt-6">
          {t('learning.browse')}
        </Link>
      </div>
    );
  }
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2">
      {mine.data.courses.map((c) => (
        <li key={c.slug} className="rounded-2xl border border-slate-200 bg-white p-4">
          <p className="text-xs font-semibold text-brand-800">
            {t(`learning.categories.${c.category}`)}
          </p>
          <Link
            to={studentPath(c)}
            className="text-lg font-bold text-slate-900 hover:underline"
            lang={langAttr(c.language)}
          >
            {c.title}
          </Link>
          {c.category === 'qb' ? (
            <p className="text-sm text-slate-700">
              {c.bestPercent === null
                ? t('learning.myCourses.noAttempts')
                : t('learning.myCourses.best', { percent: c.bestPercent })}
            </p>
          ) : (
            <>
              <ProgressBar done={c.doneCount} total={c.lessonCount} />
              <Link to={studentPath(c)} className="btn mt-2">
                {c.doneCount === 0 ? t('school.start') : t('school.resume')}
              </Link>
            </>
          )}
          {c.certificateCode && (
            <p className="mt-2 text-sm">
              <Link to={`/certificate/${c.certificateCode}`} className="text-brand-800 underline">
                {t('school.certificateReady', { code: c.certificateCode })}
              </Link>
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
