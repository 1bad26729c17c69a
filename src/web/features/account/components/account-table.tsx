import type { ReactNode } from 'react';

/** A table of my records that scrolls sideways on a phone: its column headings, then its rows. */
export function AccountTable({
  headings,
  children,
}: {
  headings: readonly string[];
  children: ReactNode;
}) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-b border-slate-200 text-slate-600">
          <tr>
            {headings.map((h) => (
              <th key={h} scope="col" className="px-2 py-2">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
