import { useState, type FormEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import {
  COURSE_CATEGORIES,
  COURSE_SORTS,
  type CourseCategory,
  type CourseSort,
} from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { useCourseList } from '../api/catalogue-api';
import { CountrySelect } from '../components/country-select';
import { CourseCard } from '../components/course-card';

const SORT_LABELS: Record<CourseSort, string> = {
  a2z: 'Name A2Z',
  z2a: 'Name Z2A',
  latest: 'Latest',
  oldest: 'Oldest',
};

const isCategory = (v: string | undefined): v is CourseCategory =>
  v !== undefined && v in COURSE_CATEGORIES;

/** /courses/{MainCatID}: a category's Live courses with search, sort and paging. */
export function CourseListPage() {
  const { catId } = useParams();
  if (!isCategory(catId)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">There is no such course category.</h1>
        <Link to="/" className="btn btn-primary mt-6">
          Take Me To Home Page
        </Link>
      </div>
    );
  }
  return <CourseList category={catId} />;
}

function CourseList({ category }: { category: CourseCategory }) {
  usePageTitle(COURSE_CATEGORIES[category]);
  const [params, setParams] = useSearchParams();
  const keyword = params.get('keyword') ?? '';
  const sortParam = params.get('sortby') as CourseSort | null;
  const sortby = sortParam && COURSE_SORTS.includes(sortParam) ? sortParam : 'a2z';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);
  const list = useCourseList({ category, keyword, sortby, page });

  const update = (next: Record<string, string>) => {
    const merged = new URLSearchParams(params);
    for (const [k, v] of Object.entries(next)) {
      if (v) merged.set(k, v);
      else merged.delete(k);
    }
    merged.delete('page');
    setParams(merged);
  };
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ keyword: typed.trim() });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {COURSE_CATEGORIES[category]}
      </h1>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <form role="search" onSubmit={onSearch} className="flex items-end gap-2">
          <label className="flex flex-col text-sm text-slate-700">
            Search courses
            <input
              type="search"
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
              className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
            />
          </label>
          <button type="submit" className="btn btn-primary">
            Search
          </button>
        </form>
        <label className="flex flex-col text-sm text-slate-700">
          Sort By
          <select
            value={sortby}
            onChange={(e) => update({ sortby: e.target.value })}
            className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
          >
            {COURSE_SORTS.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </label>
        <CountrySelect />
      </div>
      <div className="mt-8">
        {list.isPending ? (
          <PageLoader label="Loading courses…" />
        ) : list.isError ? (
          <ErrorAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.courses.length === 0 ? (
          <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-700">
            No course found with your search.
          </p>
        ) : (
          <>
            <ul role="list" className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {list.data.courses.map((c) => (
                <li key={c.id}>
                  <CourseCard course={c} />
                </li>
              ))}
            </ul>
            <Pager
              page={list.data.page}
              pageCount={list.data.pageCount}
              hrefOf={(n) => {
                const next = new URLSearchParams(params);
                next.set('page', String(n));
                return `?${next}`;
              }}
              label="Course pages"
            />
          </>
        )}
      </div>
    </div>
  );
}
