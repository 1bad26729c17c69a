import type { AuditRecordType } from '../../../shared/console.js';
import type { DbOrTx } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';

/** Writes one audit entry of a site-wide record (no branch: admins read it). */
export const auditSiteContent = (
  tx: DbOrTx,
  staff: Pick<ConsoleStaff, 'id'>,
  change: { action: string; recordType: AuditRecordType; recordId: string | number },
  before: unknown,
  after: unknown,
) => recordAudit(tx, { ...change, actorId: staff.id, branchId: null, before, after });
