/** The header row of an author's own list: Title, the count column, Status, Created on, Edit. */
export function OwnerListHead({ countLabel }: { countLabel: string }) {
  return (
    <thead>
      <tr className="border-b border-slate-200 text-slate-600">
        <th className="py-2">Title</th>
        <th>{countLabel}</th>
        <th>Status</th>
        <th>Created on</th>
        <th>
          <span className="sr-only">Edit</span>
        </th>
      </tr>
    </thead>
  );
}
