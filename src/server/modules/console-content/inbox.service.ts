import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  ContactMessage,
  ContactReply,
  Inbox,
  inboxQuerySchema,
} from '../../../shared/console-content.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { branches, contactMessages, contactReplies, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { conflict } from '../../lib/http-errors.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import {
  markContactMessageAnswered,
  markContactMessageRead,
  recordContactReply,
} from '../content/index.js';
import { INBOX_REPLY_MAIL_TEXT } from './inbox-reply-mail-text.js';

export const INBOX_PAGE_SIZE = 20;

const FILTERS: Record<z.output<typeof inboxQuerySchema>['filter'], SQL | undefined> = {
  all: undefined,
  unread: isNull(contactMessages.readAt),
  read: and(isNotNull(contactMessages.readAt), isNull(contactMessages.answeredAt)),
  answered: isNotNull(contactMessages.answeredAt),
};

const iso = (d: Date | null) => d?.toISOString() ?? null;
type MessageRow = typeof contactMessages.$inferSelect & { branchName: string | null };
const toMessage = (r: MessageRow, replies: ContactReply[] = []): ContactMessage => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone: r.phone,
  message: r.message,
  createdAt: r.createdAt.toISOString(),
  readAt: iso(r.readAt),
  answeredAt: iso(r.answeredAt),
  answerNote: r.answerNote,
  branchId: r.branchId,
  branchName: r.branchName,
  replies,
});

const messageColumns = { message: contactMessages, branchName: branches.name };
const flatten = (r: { message: typeof contactMessages.$inferSelect; branchName: string | null }) =>
  ({ ...r.message, branchName: r.branchName }) satisfies MessageRow;

/** The replies of the given messages, oldest first, by message. */
async function repliesOf(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return new Map<number, ContactReply[]>();
  const rows = await db
    .select({ reply: contactReplies, sentByName: users.name })
    .from(contactReplies)
    .innerJoin(users, eq(users.id, contactReplies.sentBy))
    .where(inArray(contactReplies.messageId, ids))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
  const byMessage = new Map<number, ContactReply[]>();
  for (const { reply, sentByName } of rows) {
    const list = byMessage.get(reply.messageId) ?? [];
    list.push({ id: reply.id, body: reply.body, sentAt: reply.sentAt.toISOString(), sentByName });
    byMessage.set(reply.messageId, list);
  }
  return byMessage;
}

/**
 * Unread messages first, then newest first. Branch staff see the messages routed to their
 * branch; an admin sees every message, or one branch's when they choose it.
 */
export async function listInbox(
  db: Db,
  staff: ConsoleStaff,
  q: z.output<typeof inboxQuerySchema>,
): Promise<Inbox> {
  const scope = branchScope(staff);
  const branchId = scope ?? q.branchId;
  const inBranch = branchId === undefined ? undefined : eq(contactMessages.branchId, branchId);
  const where = and(FILTERS[q.filter], inBranch);
  const [rows, [total], [unread]] = await Promise.all([
    db
      .select(messageColumns)
      .from(contactMessages)
      .leftJoin(branches, eq(branches.id, contactMessages.branchId))
      .where(where)
      .orderBy(
        sql`${contactMessages.readAt} IS NULL DESC`,
        desc(contactMessages.createdAt),
        desc(contactMessages.id),
      )
      .limit(INBOX_PAGE_SIZE)
      .offset((q.page - 1) * INBOX_PAGE_SIZE),
    db.select({ n: count() }).from(contactMessages).where(where),
    db.select({ n: count() }).from(contactMessages).where(and(FILTERS.unread, inBranch)),
  ]);
  const replies = await repliesOf(
    db,
    rows.map((r) => r.message.id),
  );
  return {
    messages: rows.map((r) => toMessage(flatten(r), replies.get(r.message.id))),
    total: total?.n ?? 0,
    unread: unread?.n ?? 0,
    page: q.page,
    pageSize: INBOX_PAGE_SIZE,
  };
}

const messageRow = async (tx: DbOrTx, id: number) => {
  const [row] = await tx
    .select(messageColumns)
    .from(contactMessages)
    .leftJoin(branches, eq(branches.id, contactMessages.branchId))
    .where(eq(contactMessages.id, id));
  if (!row) throw conflict('This message no longer exists.');
  return flatten(row);
};

/** The message as it is now, with its thread. */
const reread = async (tx: DbOrTx, id: number) =>
  toMessage(await messageRow(tx, id), (await repliesOf(tx, [id])).get(id));

const auditMessage = (
  tx: DbOrTx,
  staff: ConsoleStaff,
  action: string,
  row: { id: number; branchId: number | null },
  before: unknown,
  after: unknown,
) =>
  recordAudit(tx, {
    actorId: staff.id,
    action,
    recordType: 'message',
    recordId: row.id,
    branchId: row.branchId,
    before,
    after,
  });

const state = (r: ContactMessage) => ({
  readAt: r.readAt,
  answeredAt: r.answeredAt,
  answerNote: r.answerNote,
});

/** Opening a message marks it read the first time (one audit entry, not one per look). */
export async function openMessage(db: Db, staff: ConsoleStaff, id: number) {
  return db.transaction(async (tx) => {
    const row = await messageRow(tx, id);
    if (row.readAt) return reread(tx, id);
    await markContactMessageRead(tx, id);
    const message = await reread(tx, id);
    await auditMessage(tx, staff, 'message.read', row, state(toMessage(row)), state(message));
    return message;
  });
}

/** Marks the message answered (and read), with an optional note of what was said. */
export async function answerMessage(db: Db, staff: ConsoleStaff, id: number, note: string) {
  return db.transaction(async (tx) => {
    const row = await messageRow(tx, id);
    await markContactMessageAnswered(tx, id, { by: staff.id, note: note || null, at: new Date() });
    const message = await reread(tx, id);
    await auditMessage(tx, staff, 'message.answer', row, state(toMessage(row)), state(message));
    return message;
  });
}

/**
 * Replies to the sender by e-mail: the reply is kept in the message's thread and the message
 * marked answered, audited, in one transaction; the mail goes once it is committed.
 */
export async function replyToMessage(
  deps: { db: Db; mailer: Mailer; business: Config['business'] },
  staff: ConsoleStaff,
  id: number,
  body: string,
) {
  const { message, original } = await deps.db.transaction(async (tx) => {
    const row = await messageRow(tx, id);
    assertBranch(staff, row.branchId);
    const reply = await recordContactReply(tx, id, staff.id, body);
    await auditMessage(tx, staff, 'message.reply', row, null, {
      replyId: reply.id,
      to: row.email,
      body,
    });
    return { message: await reread(tx, id), original: row };
  });
  // In the sender's language when they have an account (a contact form needs none).
  const [account] = await deps.db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.email, original.email));
  const text = INBOX_REPLY_MAIL_TEXT[account?.language ?? 'en'];
  const values = {
    business: deps.business.name,
    name: original.name,
    staff: staff.name,
    branch: original.branchName ? ` (${original.branchName})` : '',
    phone: deps.business.phone,
    when: formatIstDayTime(original.createdAt),
  };
  await deps.mailer.send({
    to: original.email,
    subject: fill(text.subject, values),
    text: [
      fill(text.greeting, values),
      '',
      body,
      '',
      // Names only, in no language: who answered, for which business and branch.
      `${staff.name}, ${deps.business.name}${values.branch}`,
      fill(text.phone, values),
      '',
      fill(text.youWrote, values),
      ...(original.message ?? text.noMessage).split('\n').map((l) => `> ${l}`),
    ].join('\n'),
  });
  return message;
}
