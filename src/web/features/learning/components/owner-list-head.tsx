import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The header row of an author's own list: Title, the count column, Status, Created on, Edit. */
export function OwnerListHead({ countLabel }: { countLabel: string }) {
  const { t } = useTranslation();
  return (
    <thead>
      <tr className="border-b border-slate-200 text-slate-600">
        <th className="py-2">{t('learning.owner.title')}</th>
        <th>{countLabel}</th>
        <th>{t('learning.owner.status')}</th>
        <th>{t('learning.owner.createdOn')}</th>
        <th>
          <span className="sr-only">{t('learning.edit')}</span>
        </th>
      </tr>
    </thead>
  );
}

/**
 * An author's own list as a table that scrolls sideways on a narrow phone; `children` are rows.
 * Words never break inside (the page's `overflow-wrap: anywhere` let a squeezed table show
 * "E/di/t" letter by letter at 390 px, issue 21): the table keeps its words' width and scrolls.
 * `relative` makes the scroller the containing block of the header's visually hidden (absolute)
 * "Edit" label: without it that label escaped the box and made the whole page scroll sideways.
 */
export function OwnerTable({ countLabel, children }: { countLabel: string; children: ReactNode }) {
  return (
    <div className="relative mt-6 overflow-x-auto" data-testid="owner-table-scroller">
      <table className="w-full min-w-[36rem] text-left text-sm break-normal [&_td]:pr-3 [&_th]:pr-3 [&_th]:whitespace-nowrap">
        <OwnerListHead countLabel={countLabel} />
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
