import type { AuditRecordType } from '../../shared/console.js';
import type { DbOrTx } from '../db/client.js';
import { auditLog } from '../db/schema.js';

export interface AuditChange {
  actorId: number;
  /** What was done, e.g. `car.update`, `block.create`, `staff.deactivate`. */
  action: string;
  /** Listed in AUDIT_RECORD_TYPES, so the audit page can filter by it. */
  recordType: AuditRecordType;
  recordId: string | number;
  /** The record's branch, so branch staff read their branch's history; null: every branch. */
  branchId: number | null;
  before: unknown;
  after: unknown;
}

/** Dates become ISO strings, undefined fields disappear: what jsonb would keep anyway. */
const snapshot = (value: unknown) =>
  value === undefined || value === null ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/**
 * Writes one audit entry. Call it with the transaction of the change itself, so the entry
 * exists exactly when the change does.
 */
export async function recordAudit(tx: DbOrTx, change: AuditChange) {
  await tx.insert(auditLog).values({
    actorId: change.actorId,
    action: change.action,
    recordType: change.recordType,
    recordId: String(change.recordId),
    branchId: change.branchId,
    before: snapshot(change.before),
    after: snapshot(change.after),
  });
}
