import { AUDIT_RECORD_TYPES } from '../../../../shared/console';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { filterChange, useSearchParamsEditor } from '../../../lib/use-search-params-editor';
import { useAuditLog } from '../shared/console-team-api';
import { AuditEntryItem } from './audit-entry-item';
import { FilterSelect } from '../shared/filter-select';
import { PageButtons } from '../shared/page-buttons';
import { LoadError } from '../shared/load-error';

/** /staff/audit?recordType=car&recordId=5: every console change, newest first. */
export function ConsoleAuditPage() {
  usePageTitle('Audit log');
  const [params, editParams] = useSearchParamsEditor();
  const filter = {
    recordType: params.get('recordType') ?? '',
    recordId: params.get('recordId') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const log = useAuditLog(filter);
  const set = (key: string, value: string) =>
    editParams(filterChange(key, value), { replace: true });
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect
          label="Record type"
          value={filter.recordType}
          onChoose={(v) => set('recordType', v)}
          anyLabel="Every type"
          options={AUDIT_RECORD_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <TextField
          label="Record id"
          inputMode="numeric"
          value={filter.recordId}
          onChange={(e) => set('recordId', e.target.value.trim())}
        />
      </div>
      {log.isPending ? (
        <PageLoader label="Loading the audit log…" />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-slate-700">No changes recorded for this filter.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
            {log.data.entries.map((e) => (
              <AuditEntryItem key={e.id} entry={e} />
            ))}
          </ul>
          <PageButtons
            page={filter.page}
            pages={log.data.hasMore ? filter.page + 1 : filter.page}
            onPage={(p) => set('page', String(p))}
            previousLabel="Newer"
            nextLabel="Older"
          />
        </>
      )}
    </section>
  );
}
