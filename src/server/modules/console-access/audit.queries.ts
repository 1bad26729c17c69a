import { and, desc, eq } from 'drizzle-orm';
import type { AuditQuery } from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { auditLog, users } from '../../db/schema.js';
import { branchScope, type ConsoleStaff } from '../../lib/console-guard.js';

const PAGE_SIZE = 50;

/** Newest first; branch staff read their branch's entries only. */
export async function auditPage(db: Db, staff: ConsoleStaff, query: AuditQuery) {
  const scope = branchScope(staff);
  const rows = await db
    .select({
      id: auditLog.id,
      actorName: users.name,
      actorEmail: users.email,
      action: auditLog.action,
      recordType: auditLog.recordType,
      recordId: auditLog.recordId,
      branchId: auditLog.branchId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(
        scope === null ? undefined : eq(auditLog.branchId, scope),
        query.recordType ? eq(auditLog.recordType, query.recordType) : undefined,
        query.recordId ? eq(auditLog.recordId, query.recordId) : undefined,
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(PAGE_SIZE + 1)
    .offset((query.page - 1) * PAGE_SIZE);
  return {
    entries: rows.slice(0, PAGE_SIZE).map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    page: query.page,
    hasMore: rows.length > PAGE_SIZE,
  };
}
