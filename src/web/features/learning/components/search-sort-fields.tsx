import { COURSE_SORTS } from '../../../../shared/learning-rules';
import type { ListSearch } from '../lib/use-list-search';
import { useTranslation } from 'react-i18next';

/** The keyword search form and the Sort By select of a learning list. */
export function SearchSortFields({ label, search }: { label: string; search: ListSearch }) {
  const { t } = useTranslation();
  return (
    <>
      <form
        role="search"
        onSubmit={search.onSearch}
        className="flex max-w-full flex-wrap items-end gap-2"
      >
        <label className="flex max-w-full min-w-0 flex-col text-sm text-slate-700">
          {label}
          <input
            type="search"
            value={search.typed}
            onChange={(e) => search.setTyped(e.target.value)}
            className="mt-1 w-full min-w-0 rounded-lg border border-slate-300 px-3 py-2"
          />
        </label>
        <button type="submit" className="btn btn-primary">
          {t('learning.search.button')}
        </button>
      </form>
      <label className="flex max-w-full min-w-0 flex-col text-sm text-slate-700">
        {t('learning.search.sortBy')}
        <select
          value={search.sortby}
          onChange={(e) => search.update({ sortby: e.target.value })}
          className="mt-1 max-w-full rounded-lg border border-slate-300 px-3 py-2"
        >
          {COURSE_SORTS.map((s) => (
            <option key={s} value={s}>
              {t(`learning.search.sorts.${s}`)}
            </option>
          ))}
        </select>
      </label>
    </>
  );
}
