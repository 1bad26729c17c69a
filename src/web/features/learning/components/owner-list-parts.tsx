import { useTranslation } from 'react-i18next';
import { Pager, type PagerProps } from '../../../components/pager';

/** The Edit cell of an author's own list row (a Live item asks first: see EditLiveDialog). */
export function OwnerEditCell({ title, onEdit }: { title: string; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <td className="py-3">
      <button
        type="button"
        className="btn"
        aria-label={t('learning.editNamed', { title })}
        onClick={onEdit}
      >
        {t('learning.edit')}
      </button>
    </td>
  );
}

/** Under an author's own list: the spec's footer line ("Showing … of …") and the pager. */
export function OwnerListFooter({
  data,
  ...pager
}: { data: { page: number; pageCount: number } } & Omit<PagerProps, 'page' | 'pageCount'>) {
  const { t } = useTranslation();
  return (
    <>
      <p className="mt-4 text-sm text-slate-700">{t('learning.owner.footer', data)}</p>
      <Pager page={data.page} pageCount={data.pageCount} {...pager} />
    </>
  );
}
