import { useQuery } from '@tanstack/react-query';
import type {
  CategorySummary,
  CourseDetail,
  CourseList,
} from '../../../../shared/learning-catalogue';
import type { CourseCategory, CourseSort } from '../../../../shared/learning-rules';
import { apiGet } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCountry } from '../lib/country';
import { useContentLang } from '../lib/content-lang';

export const LEARNING_KEY = ['learning'] as const;

/** GET /api/learning/categories: the three categories with their course counts. */
export function useCategories() {
  return useQuery({
    queryKey: [...LEARNING_KEY, 'categories'],
    queryFn: ({ signal }) => apiGet<CategorySummary>('/api/learning/categories', { signal }),
    staleTime: 5 * 60_000,
  });
}

export function useCourseList(q: {
  category: CourseCategory;
  keyword: string;
  sortby: CourseSort;
  page: number;
}) {
  const country = useCountry();
  const lang = useContentLang();
  const params = new URLSearchParams({
    keyword: q.keyword,
    sortby: q.sortby,
    page: String(q.page),
    country,
    lang,
  });
  return useQuery({
    queryKey: [...LEARNING_KEY, 'list', q, country, lang],
    queryFn: ({ signal }) =>
      apiGet<CourseList>(`/api/learning/categories/${q.category}/courses?${params}`, { signal }),
  });
}

/**
 * The detail says whether I am enrolled: the key names the customer, so the page the server
 * rendered for a visitor is replaced by mine once the session is known (kept on screen till then).
 */
export function useCourseDetail(slug: string) {
  const country = useCountry();
  const { user } = useSession();
  const lang = useContentLang();
  return useQuery<CourseDetail>({
    queryKey: [...LEARNING_KEY, 'course', slug, country, user?.id ?? null, lang],
    placeholderData: (previous: CourseDetail | undefined) =>
      previous?.slug === slug ? previous : undefined,
    queryFn: ({ signal }) =>
      apiGet<CourseDetail>(
        `/api/learning/courses/${encodeURIComponent(slug)}?country=${country}&lang=${lang}`,
        { signal },
      ),
  });
}
