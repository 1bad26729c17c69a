import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { formatIstDate } from '../../../../shared/ist-format';
import {
  COURSE_CATEGORIES,
  LEARNING_MESSAGES,
  MY_COURSES_PAGER_RANGE,
} from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { RequireCustomer } from '../../../components/require-customer';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { SearchSortFields } from '../components/search-sort-fields';
import { useListSearch } from '../lib/use-list-search';
import { useInstructorCourses, useInstructorProfile } from '../api/instructor-api';
import { EditLiveDialog } from '../components/edit-live-dialog';
import { OwnerListHead } from '../components/owner-list-head';
import { StatusBadge } from '../components/status-badge';

/** /instructor/courses: the instructor's My Courses list with search, sort and paging. */
export function InstructorCoursesPage() {
  usePageTitle('My Courses');
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <RequireCustomer>
        <InstructorOnly />
      </RequireCustomer>
    </div>
  );
}

function InstructorOnly() {
  const profile = useInstructorProfile();
  if (profile.isPending) return <PageLoader label="Loading your profile…" />;
  if (!profile.data?.instructor) {
    return (
      <p className="text-slate-800">
        Only instructors can do this. Register as an instructor first.{' '}
        <Link to="/instructor-register" className="font-semibold underline">
          Register as an instructor
        </Link>
      </p>
    );
  }
  return <CourseTable />;
}

function CourseTable() {
  const navigate = useNavigate();
  const search = useListSearch('latest');
  const { keyword, sortby, page } = search;
  const [confirmId, setConfirmId] = useState<number | null>(null);
  const list = useInstructorCourses({ keyword, sortby, page });

  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">My Courses</h1>
        <Link to="/create-course" className="btn btn-primary">
          Create Course
        </Link>
      </div>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchSortFields label="Search my courses" search={search} />
      </div>
      {list.isPending ? (
        <PageLoader label="Loading your courses…" />
      ) : list.isError ? (
        <ErrorAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
      ) : list.data.count === 0 ? (
        <div className="mt-8 rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center">
          <p className="text-lg font-bold text-slate-900">No courses yet.</p>
          <Link to="/create-course" className="btn btn-primary mt-6">
            Create Course
          </Link>
        </div>
      ) : (
        <>
          <div className="mt-6 overflow-x-auto">
            <table className="w-full text-left text-sm">
              <OwnerListHead countLabel="Learners" />
              <tbody>
                {list.data.courses.map((c) => (
                  <tr key={c.id} className="border-b border-slate-100 align-top">
                    <td className="py-3">
                      <Link
                        to={`/course/${c.slug}`}
                        className="font-semibold text-slate-900 hover:underline"
                      >
                        {c.title}
                      </Link>
                      <span className="block text-xs text-slate-600">
                        {COURSE_CATEGORIES[c.category]}
                      </span>
                    </td>
                    <td className="py-3">{c.listner}</td>
                    <td className="py-3">
                      <StatusBadge status={c.status} reason={c.rejectReason} />
                    </td>
                    <td className="py-3">{formatIstDate(new Date(c.createdAt))}</td>
                    <td className="py-3">
                      <button
                        type="button"
                        className="btn"
                        aria-label={`Edit ${c.title}`}
                        onClick={() =>
                          c.status === 'live'
                            ? setConfirmId(c.id)
                            : void navigate(`/create-course?id=${c.id}`)
                        }
                      >
                        Edit
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="mt-4 text-sm text-slate-700">
            Showing Page {list.data.page} of Total page {list.data.pageCount} from {list.data.count}{' '}
            Records
          </p>
          <Pager
            page={list.data.page}
            pageCount={list.data.pageCount}
            hrefOf={search.pageHref}
            label="My Courses pages"
            margin={0}
            range={MY_COURSES_PAGER_RANGE}
          />
        </>
      )}
      {confirmId !== null && (
        <EditLiveDialog
          title={LEARNING_MESSAGES.editLiveCourse}
          className="max-w-md text-center"
          onClose={() => setConfirmId(null)}
          onConfirm={() => void navigate(`/create-course?id=${confirmId}&confirm=1`)}
        />
      )}
    </>
  );
}
