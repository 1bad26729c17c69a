/** Previous / Next page buttons under a console list; nothing when there is one page. */
export function PageButtons({
  page,
  pages,
  onPage,
  previousLabel = 'Previous page',
  nextLabel = 'Next page',
}: {
  page: number;
  /** How many pages there are, or `page + 1` when only "there is more" is known. */
  pages: number;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
}) {
  return (
    <div className="mt-2 flex gap-3">
      {page > 1 && (
        <button type="button" className="btn" onClick={() => onPage(page - 1)}>
          {previousLabel}
        </button>
      )}
      {page < pages && (
        <button type="button" className="btn" onClick={() => onPage(page + 1)}>
          {nextLabel}
        </button>
      )}
    </div>
  );
}
