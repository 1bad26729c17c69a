import { useState, type FormEvent } from 'react';
import { useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { COURSE_SORTS, type CourseSort } from '../../../../shared/learning-rules';

/** The keyword, sort and page of a searchable list, kept in the address's query string. */
export function useListSearch(defaultSort: CourseSort) {
  const [params, editParams] = useSearchParamsEditor();
  const keyword = params.get('keyword') ?? '';
  const sortParam = params.get('sortby') as CourseSort | null;
  const sortby = sortParam && COURSE_SORTS.includes(sortParam) ? sortParam : defaultSort;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [typed, setTyped] = useState(keyword);

  // A new keyword or sort starts again at the first page.
  const update = (next: Record<string, string>) =>
    editParams((merged) => {
      for (const [k, v] of Object.entries(next)) {
        if (v) merged.set(k, v);
        else merged.delete(k);
      }
      merged.delete('page');
    });
  const onSearch = (e: FormEvent) => {
    e.preventDefault();
    update({ keyword: typed.trim() });
  };
  const pageHref = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };
  return { keyword, sortby, page, typed, setTyped, update, onSearch, pageHref };
}

export type ListSearch = ReturnType<typeof useListSearch>;
