import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { LEARNING_MESSAGES, MY_COURSES_PAGER_RANGE } from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { OwnerEditCell, OwnerListFooter } from '../components/owner-list-parts';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { SearchSortFields } from '../components/search-sort-fields';
import { useListSearch } from '../lib/use-list-search';
import { useInstructorCourses, useInstructorProfile } from '../api/instructor-api';
import { EditLiveDialog } from '../components/edit-live-dialog';
import { OwnerTable } from '../components/owner-list-head';
import { StatusBadge } from '../components/status-badge';
import { langAttr } from '../components/language-note';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../lib/use-format';
import { useMessage } from '../../../lib/use-message';

/** /instructor/courses: the instructor's My Courses list with search, sort and paging. */
export function InstructorCoursesPage() {
  const { t } = useTranslation();
  usePageTitle(t('learning.instructor.myCourses'));
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <RequireCustomer>
        <InstructorOnly />
      </RequireCustomer>
    </div>
  );
}

function InstructorOnly() {
  const { t } = useTranslation();
  const profile = useInstructorProfile();
  if (profile.isPending) return <PageLoader label={t('learning.instructor.loadingProfile')} />;
  if (!profile.data?.instructor) {
    return (
      <p className="text-slate-800">
        {t('learning.instructor.onlyInstructors')}{' '}
        <Link to="/instructor-register" className="font-semibold underline">
          {t('learning.instructorLogin.register')}
        </Link>
      </p>
    );
  }
  return <CourseTable />;
}

function CourseTable() {
  const { t } = useTranslation();
  const format = useFormat();
  const message = useMessage();
  const navigate = useNavigate();
  const search = useListSearch('latest');
  const { keyword, sortby, page } = search;
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const list = useInstructorCourses({ keyword, sortby, page });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
          {t('learning.instructor.myCourses')}
        </h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/instructor/lessons" className="btn">
            {t('instructorLessons.link')}
          </Link>
          <Link to="/create-course" className="btn btn-primary">
            {t('learning.instructor.create')}
          </Link>
        </div>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchSortFields label={t('learning.instructor.search')} search={search} />
      </div>
      {list.isPending ? (
        <PageLoader label={t('learning.instructor.loadingCourses')} />
      ) : list.isError ? (
        <ErrorAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <div className="mt-8 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-bold text-slate-900">{t('learning.instructor.noCourses')}</p>
          <Link to="/create-course" className="btn btn-primary mt-6">
            {t('learning.instructor.create')}
          </Link>
        </div>
      ) : (
        <>
          <OwnerTable countLabel={t('learning.instructor.learners')}>
            {list.data.courses.map((c) => (
              <tr key={c.id} className="border-b border-slate-100 align-top">
                <td className="py-3">
                  <Link
                    to={`/course/${c.slug}`}
                    className="font-semibold text-slate-900 hover:underline"
                    lang={langAttr(c.language)}
                  >
                    {c.title}
                  </Link>
                  <span className="block text-xs text-slate-600">
                    {t(`learning.categories.${c.category}`)}
                  </span>
                </td>
                <td className="py-3">{c.listner}</td>
                <td className="py-3">
                  <StatusBadge status={c.status} reason={c.rejectReason} />
                </td>
                <td className="py-3">{format.date(new Date(c.createdAt))}</td>
                <OwnerEditCell
                  title={c.title}
                  onEdit={() =>
                    c.status === 'live'
                      ? setConfirmId(c.id)
                      : void navigate(`/create-course?id=${c.id}`)
                  }
                />
              </tr>
            ))}
          </OwnerTable>
          <OwnerListFooter
            label={t('learning.instructor.pages')}
            data={list.data}
            hrefOf={search.pageHref}
            margin={0}
            range={MY_COURSES_PAGER_RANGE}
          />
        </>
      )}
      {confirmId !== null && (
        <EditLiveDialog
          title={message(LEARNING_MESSAGES.editLiveCourse)}
          className="max-w-md text-center"
          onClose={() => setConfirmId(null)}
          onConfirm={() => void navigate(`/create-course?id=${confirmId}&confirm=1`)}
        />
      )}
    </>
  );
}
