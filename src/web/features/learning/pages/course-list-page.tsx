import { Link, useParams } from 'react-router';
import { COURSE_CATEGORIES, type CourseCategory } from '../../../../shared/learning-rules';
import { ErrorAlert } from '../../../components/error-alert';
import { Pager } from '../../../components/pager';
import { PageLoader } from '../../../components/spinner';
import { errorMessage } from '../../../lib/api-client';
import { usePageTitle } from '../../../lib/use-page-title';
import { SearchSortFields } from '../components/search-sort-fields';
import { useListSearch } from '../lib/use-list-search';
import { useCourseList } from '../api/catalogue-api';
import { CountrySelect } from '../components/country-select';
import { CourseCard } from '../components/course-card';
import { useTranslation } from 'react-i18next';

const isCategory = (v: string | undefined): v is CourseCategory =>
  v !== undefined && v in COURSE_CATEGORIES;

/** /courses/{MainCatID}: a category's Live courses with search, sort and paging. */
export function CourseListPage() {
  const { catId } = useParams();
  const { t } = useTranslation();
  if (!isCategory(catId)) {
    return (
      <div className="mx-auto max-w-3xl px-4 py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900">{t('learning.list.noCategory')}</h1>
        <Link to="/" className="btn btn-primary mt-6">
          {t('learning.list.home')}
        </Link>
      </div>
    );
  }
  return <CourseList category={catId} />;
}

function CourseList({ category }: { category: CourseCategory }) {
  const { t } = useTranslation();
  usePageTitle(t(`learning.categories.${category}`));
  const search = useListSearch('a2z');
  const { keyword, sortby, page } = search;
  const list = useCourseList({ category, keyword, sortby, page });

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">
        {t(`learning.categories.${category}`)}
      </h1>
      <div className="mt-6 flex flex-wrap items-end gap-4">
        <SearchSortFields label={t('learning.list.search')} search={search} />
        <CountrySelect />
      </div>
      <div className="mt-8">
        {list.isPending ? (
          <PageLoader label={t('learning.list.loading')} />
        ) : list.isError ? (
          <ErrorAlert message={errorMessage(list.error)} onRetry={() => void list.refetch()} />
        ) : list.data.courses.length === 0 ? (
          <p className="rounded-2xl border-2 border-dashed border-slate-300 bg-white px-6 py-12 text-center text-slate-700">
            {t('learning.list.none')}
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
              hrefOf={search.pageHref}
              label={t('learning.list.pages')}
            />
          </>
        )}
      </div>
    </div>
  );
}
