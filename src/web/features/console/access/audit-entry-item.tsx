import { useTranslation } from 'react-i18next';
import {
  AUDIT_RECORD_TYPES,
  type AuditEntry,
  type AuditRecordType,
} from '../../../../shared/console';
import { useFormat } from '../../../lib/use-format';

type Fields = Record<string, unknown>;
const asFields = (v: unknown): Fields => (v && typeof v === 'object' ? (v as Fields) : {});
const show = (v: unknown) => (v === undefined ? '—' : JSON.stringify(v));
const isRecordType = (type: string): type is AuditRecordType =>
  (AUDIT_RECORD_TYPES as readonly string[]).includes(type);

/** The fields an entry changed, before → after (every field for a created or removed record). */
export function changedFields(entry: AuditEntry) {
  const before = asFields(entry.before);
  const after = asFields(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((k) => JSON.stringify(before[k]) !== JSON.stringify(after[k]))
    .map((k) => ({ field: k, before: show(before[k]), after: show(after[k]) }));
}

export function AuditEntryItem({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const format = useFormat();
  const changes = changedFields(entry);
  // A kind of record the log may hold but the list does not name yet shows as it is written.
  const recordType = isRecordType(entry.recordType)
    ? t(`console.access.audit.recordTypes.${entry.recordType}`)
    : entry.recordType;
  return (
    <li className="p-4">
      <p className="font-semibold text-slate-900">
        {/* The action's code as the system writes it ("payment.link"), like the fields below. */}
        <code lang="en">{entry.action}</code> · {recordType} #{entry.recordId}
      </p>
      <p className="text-sm text-slate-600">
        {entry.actorName} ({entry.actorEmail}) · {format.dateTime(new Date(entry.createdAt))}
      </p>
      {changes.length > 0 && (
        // The record's own field names and values, as the system stores them.
        <dl lang="en" className="mt-2 grid gap-1 text-sm">
          {changes.map((c) => (
            <div key={c.field} className="break-words">
              <dt className="inline font-semibold text-slate-800">{c.field}: </dt>
              <dd className="inline text-slate-700">
                {c.before} → {c.after}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </li>
  );
}
