import type { ReactNode } from 'react';

/** The cells of the money pages' tables: headings (of a column or a row), then figures. */
export const th = 'px-3 py-2 text-left font-semibold text-slate-800';
export const td = 'px-3 py-2 text-slate-900';

/** A table of figures on a white card that scrolls sideways: caption, column headings, rows. */
export function FiguresTable({
  caption,
  headings,
  children,
}: {
  caption?: string;
  headings?: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
      <table className="w-full text-sm">
        {caption && <caption className={`${th} text-base`}>{caption}</caption>}
        {headings && (
          <thead>
            <tr>
              {headings.map((h) => (
                <th key={h} scope="col" className={th}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
        )}
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}

/** One row a figure: its label as the row's heading, then the amount. */
export function FigureRows({
  rows,
  format,
}: {
  rows: readonly (readonly [string, number])[];
  format: (paise: number) => string;
}) {
  return rows.map(([label, paise]) => (
    <tr key={label}>
      <th scope="row" className={th}>
        {label}
      </th>
      <td className={td}>{format(paise)}</td>
    </tr>
  ));
}
