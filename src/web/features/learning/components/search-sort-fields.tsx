import { COURSE_SORTS, type CourseSort } from '../../../../shared/learning-rules';
import type { ListSearch } from '../lib/use-list-search';

const SORT_LABELS: Record<CourseSort, string> = {
  a2z: 'Name A2Z',
  z2a: 'Name Z2A',
  latest: 'Latest',
  oldest: 'Oldest',
};

/** The keyword search form and the Sort By select of a learning list. */
export function SearchSortFields({ label, search }: { label: string; search: ListSearch }) {
  return (
    <>
      <form role="search" onSubmit={search.onSearch} className="flex items-end gap-2">
        <label className="flex flex-col text-sm text-slate-700">
          {label}
          <input
            type="search"
            value={search.typed}
            onChange={(e) => search.setTyped(e.target.value)}
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
          value={search.sortby}
          onChange={(e) => search.update({ sortby: e.target.value })}
          className="mt-1 rounded-lg border border-slate-300 px-3 py-2"
        >
          {COURSE_SORTS.map((s) => (
            <option key={s} value={s}>
              {SORT_LABELS[s]}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
