import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { pagerItems } from '../lib/pager-items';

export interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page number, e.g. `?page=3`. */
  hrefOf: (page: number) => string;
  label?: string;
  /** Page numbers always shown at each end (spec: 2 margin pages). */
  margin?: number;
  /** Page numbers shown around the current page (spec: 5). */
  range?: number;
}

/**
 * The spec's pager: Previous and Next, `range` numbers around the current page and `margin`
 * numbers at each end, with a gap where pages are skipped.
 */
export function Pager({ page, pageCount, hrefOf, label, margin = 2, range = 5 }: PagerProps) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const base =
    'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold';
  return (
    <nav
      aria-label={label ?? t('common.pages')}
      className="mt-10 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className={`${base} text-brand-800 hover:bg-brand-50`}>
          {t('common.previous')}
        </Link>
      )}
      {pagerItems(page, pageCount, margin, range).map((n, i) =>
        n === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : n === page ? (
          <span key={n} aria-current="page" className={`${base} bg-brand-700 text-white`}>
            {n}
          </span>
        ) : (
          <Link
            key={n}
            to={hrefOf(n)}
            aria-label={t('common.pageN', { n })}
            className={`${base} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefOf(page + 1)} className={`${base} text-brand-800 hover:bg-brand-50`}>
          {t('common.next')}
        </Link>
      )}
    </nav>
  );
}
