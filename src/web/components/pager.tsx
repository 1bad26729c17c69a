import { Link } from 'react-router';

interface PagerProps {
  page: number;
  pageCount: number;
  /** The address of a page number, e.g. `?page=3`. */
  hrefOf: (page: number) => string;
  label?: string;
}

/** Numbered pages with Previous and Next; shows at most five numbers around the current one. */
export function Pager({ page, pageCount, hrefOf, label = 'Pages' }: PagerProps) {
  if (pageCount <= 1) return null;
  const start = Math.max(1, Math.min(page - 2, pageCount - 4));
  const numbers = Array.from({ length: Math.min(5, pageCount) }, (_, i) => start + i);
  const base =
    'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold';
  return (
    <nav aria-label={label} className="mt-10 flex flex-wrap items-center justify-center gap-2">
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className={`${base} text-brand-800 hover:bg-brand-50`}>
          Previous
        </Link>
      )}
      {numbers.map((n) =>
        n === page ? (
          <span key={n} aria-current="page" className={`${base} bg-brand-700 text-white`}>
            {n}
          </span>
        ) : (
          <Link
            key={n}
            to={hrefOf(n)}
            aria-label={`Page ${n}`}
            className={`${base} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}
          >
            {n}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link to={hrefOf(page + 1)} className={`${base} text-brand-800 hover:bg-brand-50`}>
          Next
        </Link>
      )}
    </nav>
  );
}
