import { useTranslation } from 'react-i18next';

/** Previous / Next page buttons under a console list; nothing when there is one page. */
export function PageButtons({
  page,
  pages,
  onPage,
  previousLabel,
  nextLabel,
}: {
  page: number;
  /** How many pages there are, or `page + 1` when only "there is more" is known. */
  pages: number;
  onPage: (page: number) => void;
  previousLabel?: string;
  nextLabel?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="mt-2 flex gap-3">
      {page > 1 && (
        <button type="button" className="btn" onClick={() => onPage(page - 1)}>
          {previousLabel ?? t('console.shared.pageButtons.previous')}
        </button>
      )}
      {page < pages && (
        <button type="button" className="btn" onClick={() => onPage(page + 1)}>
          {nextLabel ?? t('console.shared.pageButtons.next')}
        </button>
      )}
    </div>
  );
}
