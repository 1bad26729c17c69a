import { Link } from 'react-router';
import { FAVOURITES_MARGIN_PAGES, FAVOURITES_PAGE_RANGE } from '../../../../shared/favourite-rules';
import { pagerItems } from '../lib/pager-items';

const base =
  'inline-flex min-w-10 items-center justify-center rounded-lg px-3 py-2 text-sm font-semibold';
const hrefOf = (page: number) => `?page=${page}`;

/** Numbered pages with two margin pages at each end and five around the current one. */
export function FavouritesPager({ page, pageCount }: { page: number; pageCount: number }) {
  if (pageCount <= 1) return null;
  return (
    <nav
      aria-label="Favourite pages"
      className="mt-8 flex flex-wrap items-center justify-center gap-2"
    >
      {page > 1 && (
        <Link to={hrefOf(page - 1)} className={`${base} text-brand-800 hover:bg-brand-50`}>
          Previous
        </Link>
      )}
      {pagerItems(page, pageCount, FAVOURITES_MARGIN_PAGES, FAVOURITES_PAGE_RANGE).map((item, i) =>
        item === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-slate-500">
            …
          </span>
        ) : item === page ? (
          <span key={item} aria-current="page" className={`${base} bg-brand-700 text-white`}>
            {item}
          </span>
        ) : (
          <Link
            key={item}
            to={hrefOf(item)}
            aria-label={`Page ${item}`}
            className={`${base} text-slate-700 ring-1 ring-slate-300 hover:bg-slate-50`}
          >
            {item}
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
