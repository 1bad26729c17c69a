import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  usePageTitle(t('console.access.audit.title'));
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
      <h1 className="text-2xl font-bold text-slate-900">{t('console.access.audit.title')}</h1>
      <div className="grid gap-4 sm:grid-cols-2">
        <FilterSelect
          label={t('console.access.audit.recordType')}
          value={filter.recordType}
          onChoose={(v) => set('recordType', v)}
          anyLabel={t('console.access.audit.everyType')}
          options={AUDIT_RECORD_TYPES.map((type) => ({
            value: type,
            label: t(`console.access.audit.recordTypes.${type}`),
          }))}
        />
        <TextField
          label={t('console.access.audit.recordId')}
          inputMode="numeric"
          value={filter.recordId}
          onChange={(e) => set('recordId', e.target.value.trim())}
        />
      </div>
      {log.isPending ? (
        <PageLoader label={t('console.access.audit.loading')} />
      ) : log.isError ? (
        <LoadError error={log.error} onRetry={() => void log.refetch()} />
      ) : log.data.entries.length === 0 ? (
        <p className="text-slate-700">{t('console.access.audit.none')}</p>
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
            previousLabel={t('console.access.audit.newer')}
            nextLabel={t('console.access.audit.older')}
          />
        </>
      )}
    </section>
  );
}
