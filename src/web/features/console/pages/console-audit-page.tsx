import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useAuditLog } from '../api/console-team-api';
import { AuditEntryItem } from '../components/audit-entry-item';
import { SelectField } from '../components/select-field';

const RECORD_TYPES = ['car', 'rate_package', 'block', 'staff', 'branch', 'category'];

/** /staff/audit?recordType=car&recordId=5: every console change, newest first. */
export function ConsoleAuditPage() {
  usePageTitle('Audit log');
  const [params, setParams] = useSearchParams();
  const filter = {
    recordType: params.get('recordType') ?? '',
    recordId: params.get('recordId') ?? '',
    page: Math.max(1, Number(params.get('page')) || 1),
  };
  const log = useAuditLog(filter);
  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  return (
    <section className="max-w-4xl space-y-4">
      <h1 className="text-2xl font-bold text-slate-900">Audit log</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          label="Record type"
          value={filter.recordType}
          onChange={(e) => set('recordType', e.target.value)}
        >
          <option value="">Every type</option>
          {RECORD_TYPES.map((t) => (
            <option key={t} value={t}>
              {t}
            </option>
          ))}
        </SelectField>
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
        <ErrorAlert message={log.error.message} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-slate-700">No changes recorded for this filter.</p>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm">
            {log.data.entries.map((e) => (
              <AuditEntryItem key={e.id} entry={e} />
            ))}
          </ul>
          <div className="flex gap-3">
            {filter.page > 1 && (
              <button
                type="button"
                className="btn"
                onClick={() => set('page', String(filter.page - 1))}
              >
                Newer
              </button>
            )}
            {log.data.hasMore && (
              <button
                type="button"
                className="btn"
                onClick={() => set('page', String(filter.page + 1))}
              >
                Older
              </button>
            )}
          </div>
        </>
      )}
    </section>
  );
}
