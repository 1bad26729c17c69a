import { and, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { ContactMessage, Inbox, inboxQuerySchema } from '../../../shared/console-content.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { conflict } from '../../lib/http-errors.js';
import {
  markContactMessageAnswered,
  markContactMessageRead,
} from '../content/content-writes.service.js';
import { auditSiteContent } from './content-audit.js';

export const INBOX_PAGE_SIZE = 20;

const FILTERS: Record<z.output<typeof inboxQuerySchema>['filter'], SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  read: and(isNotNull(contactMessages.readAt), isNull(contactMessages.answeredAt)),
  answered: isNotNull(contactMessages.answeredAt),
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
const toMessage = (r: typeof contactMessages.$inferSelect): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  readAt: iso(r.readAt),
  answeredAt: iso(r.answeredAt),
  answerNote: r.answerNote,
});

/** Unread messages first, then newest first. */
export async function listInbox(db: Db, q: z.output<typeof inboxQuerySchema>): Promise<Inbox> {
  const where = FILTERS[q.filter];
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(
        sql`${contactMessages.readAt} IS NULL DESC`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(INBOX_PAGE_SIZE)
      .offset((q.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(FILTERS.unread),
  ]);
  return {
    messages: rows.map(toMessage),
    total: total?.n ?? 0,
    unread: unread?.n ?? 0,
    page: q.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

const GONE = 'This message no longer exists.';

const messageRow = async (tx: DbOrTx, id: number) => {
  const [row] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) throw conflict(GONE);
  return row;
};

const auditMessage = (
  tx: DbOrTx,
  staff: ConsoleStaff,
  action: string,
  id: number,
  before: unknown,
  after: unknown,
) => auditSiteContent(tx, staff, { action, recordType: 'message', recordId: id }, before, after);

const state = (r: ContactMessage) => ({
  readAt: r.readAt,
  answeredAt: r.answeredAt,
  answerNote: r.answerNote,
});

/** Opening a message marks it read the first time (one audit entry, not one per look). */
export async function openMessage(db: Db, staff: ConsoleStaff, id: number) {
  return db.transaction(async (tx) => {
    const row = await messageRow(tx, id);
    if (row.readAt) return toMessage(row);
    const after = await markContactMessageRead(tx, id);
    if (!after) throw conflict(GONE);
    const message = toMessage(after);
    await auditMessage(tx, staff, 'message.read', id, state(toMessage(row)), state(message));
    return message;
  });
}

/** Marks the message answered (and read), with an optional note of what was said. */
export async function answerMessage(db: Db, staff: ConsoleStaff, id: number, note: string) {
  return db.transaction(async (tx) => {
    const before = toMessage(await messageRow(tx, id));
    const now = new Date();
    const after = await markContactMessageAnswered(tx, id, {
      by: staff.id,
      note: note || null,
      at: now,
    });
    if (!after) throw conflict(GONE);
    const message = toMessage(after);
    await auditMessage(tx, staff, 'message.answer', id, state(before), state(message));
    return message;
  });
}
