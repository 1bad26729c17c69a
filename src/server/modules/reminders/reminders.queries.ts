import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.js';
import {
  bookings,
  branches,
  cars,
  customerMessages,
  drivingLessons,
  instructors,
  notificationChannels,
  payments,
  users,
} from '../../db/schema.js';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type ReminderKind,
} from '../../../shared/notification-channels.js';
import { must } from '../../../shared/must.js';

const root = alias(bookings, 'root');

/**
 * What a booking message says and where it goes. An extension row answers for the booking it
 * extends (its root): that booking's number and pickup, and the drop of its last paid extension.
 */
export async function messageContext(db: DbOrTx, bookingId: number) {
  const [row] = await db
    .select({
      rootId: root.id,
      status: root.status,
      pickupAt: root.pickupAt,
      dropAt: sql<string>`(select max(e.drop_at) from ${bookings} e
        where (e.id = ${root.id} or (e.parent_booking_id = ${root.id} and e.status = 'confirmed')))`,
      car: sql<string>`${cars.brandName} || ' ' || ${cars.modelName}`,
      branch: branches.name,
      address: branches.address,
      mapUrl: branches.mapUrl,
      userId: users.id,
      name: users.name,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
      channelEmail: notificationChannels.email,
      channelSms: notificationChannels.sms,
      channelWhatsapp: notificationChannels.whatsapp,
    })
    .from(bookings)
    .innerJoin(root, eq(root.id, sql`coalesce(${bookings.parentBookingId}, ${bookings.id})`))
    .innerJoin(cars, eq(cars.id, root.carId))
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .innerJoin(users, eq(users.id, root.userId))
    .leftJoin(notificationChannels, eq(notificationChannels.userId, users.id))
    .where(eq(bookings.id, bookingId));
  if (!row) return undefined;
  return { ...row, dropAt: new Date(row.dropAt), chosen: chosenChannels(row) };
}

/** The channels a customer chose (e-mail and SMS when they never chose). */
function chosenChannels(row: {
  channelEmail: boolean | null;
  channelSms: boolean | null;
  channelWhatsapp: boolean | null;
}) {
  return row.channelEmail === null
    ? DEFAULT_NOTIFICATION_CHANNELS
    : {
        email: row.channelEmail,
        // A stored choice has all three channels.
        sms: must(row.channelSms, 'the stored SMS choice'),
        whatsapp: must(row.channelWhatsapp, 'the stored WhatsApp choice'),
      };
}

const learnerColumns = {
  userId: users.id,
  name: users.name,
  email: users.email,
  mobile: users.mobile,
  language: users.language,
  channelEmail: notificationChannels.email,
  channelSms: notificationChannels.sms,
  channelWhatsapp: notificationChannels.whatsapp,
};

/** Booked practical lessons starting after `from` and before `to`, with their learners' channels. */
export async function lessonsToRemind(db: DbOrTx, from: Date, to: Date) {
  const rows = await db
    .select({ lessonId: drivingLessons.id, startsAt: drivingLessons.startsAt, ...learnerColumns })
    .from(drivingLessons)
    .innerJoin(users, eq(users.id, drivingLessons.learnerId))
    .leftJoin(notificationChannels, eq(notificationChannels.userId, users.id))
    .where(
      and(
        eq(drivingLessons.status, 'booked'),
        gt(drivingLessons.startsAt, from),
        lt(drivingLessons.startsAt, to),
      ),
    );
  return rows.map((row) => ({ ...row, chosen: chosenChannels(row) }));
}

/** What a practical lesson's reminder says and where it goes (decision 0047). */
export async function lessonMessageContext(db: DbOrTx, lessonId: number) {
  const [row] = await db
    .select({
      status: drivingLessons.status,
      startsAt: drivingLessons.startsAt,
      pickupKind: drivingLessons.pickupKind,
      pickupAddress: drivingLessons.pickupAddress,
      instructor: instructors.displayName,
      instructorHi: instructors.displayNameHi,
      branch: branches.name,
      address: branches.address,
      ...learnerColumns,
    })
    .from(drivingLessons)
    .innerJoin(users, eq(users.id, drivingLessons.learnerId))
    .innerJoin(instructors, eq(instructors.userId, drivingLessons.instructorId))
    .innerJoin(branches, eq(branches.id, drivingLessons.branchId))
    .leftJoin(notificationChannels, eq(notificationChannels.userId, users.id))
    .where(eq(drivingLessons.id, lessonId));
  return row ? { ...row, chosen: chosenChannels(row) } : undefined;
}

/**
 * Plans a lesson's reminders once per (lesson, kind, channel, start): the rows that are new are
 * returned (a job is made for each); those planned by an earlier sweep are left alone.
 */
export async function insertLessonMessages(
  tx: DbOrTx,
  planned: (Omit<PlannedMessage, 'bookingId'> & { lessonId: number })[],
) {
  if (planned.length === 0) return [];
  return tx
    .insert(customerMessages)
    .values(planned)
    .onConflictDoNothing({
      target: [
        customerMessages.lessonId,
        customerMessages.kind,
        customerMessages.channel,
        customerMessages.subjectId,
      ],
    })
    .returning({ id: customerMessages.id, dueAt: customerMessages.dueAt });
}

/** A message that will never go (its lesson was cancelled or moved). */
export async function dropMessage(db: DbOrTx, id: number) {
  await db
    .update(customerMessages)
    .set({ cancelledAt: new Date(), claimedAt: null })
    .where(eq(customerMessages.id, id));
}
export type MessageContext = NonNullable<Awaited<ReturnType<typeof messageContext>>>;

export async function paymentAmount(db: DbOrTx, paymentId: number) {
  const [row] = await db
    .select({ amountPaise: payments.amountPaise })
    .from(payments)
    .where(eq(payments.id, paymentId));
  return row?.amountPaise;
}

export interface PlannedMessage {
  bookingId: number;
  userId: number;
  kind: ReminderKind;
  channel: NotificationChannel;
  subjectId: number;
  dueAt: Date;
  details: Record<string, string | number> | null;
}

/**
 * Plans each message once per (booking, kind, channel, subject). A message not yet sent takes the new
 * due time (re-planned after an extension) and is live again; a sent one is left alone and not
 * returned, so no job is made for it.
 */
export async function upsertMessages(tx: DbOrTx, planned: PlannedMessage[]) {
  if (planned.length === 0) return [];
  return tx
    .insert(customerMessages)
    .values(planned)
    .onConflictDoUpdate({
      target: [
        customerMessages.bookingId,
        customerMessages.kind,
        customerMessages.channel,
        customerMessages.subjectId,
      ],
      set: {
        dueAt: sql`excluded.due_at`,
        details: sql`excluded.details`,
        cancelledAt: sql`null`,
      },
      setWhere: isNull(customerMessages.sentAt),
    })
    .returning({ id: customerMessages.id, dueAt: customerMessages.dueAt });
}

/** A cancelled booking's reminders not yet sent never go out. */
export async function cancelUnsent(tx: DbOrTx, bookingId: number, kinds: ReminderKind[]) {
  await tx
    .update(customerMessages)
    .set({ cancelledAt: new Date() })
    .where(
      and(
        eq(customerMessages.bookingId, bookingId),
        inArray(customerMessages.kind, kinds),
        isNull(customerMessages.sentAt),
      ),
    );
}

/** Longer than any send may take (each transport times out after 10 s). */
const CLAIM_SECONDS = 60;

/**
 * Claims a message still to be sent at exactly `dueAt`, atomically, so one process sends it;
 * a claim older than a minute belongs to a process that died mid-send and may be taken again.
 * Undefined when it was sent, cancelled, re-planned or is being sent elsewhere.
 */
export async function claimMessage(db: DbOrTx, id: number, dueAt: Date) {
  const [row] = await db
    .update(customerMessages)
    .set({ claimedAt: sql`now()` })
    .where(
      and(
        eq(customerMessages.id, id),
        eq(customerMessages.dueAt, dueAt),
        isNull(customerMessages.sentAt),
        isNull(customerMessages.cancelledAt),
        sql`(${customerMessages.claimedAt} is null
          or ${customerMessages.claimedAt} < now() - make_interval(secs => ${CLAIM_SECONDS}))`,
      ),
    )
    .returning();
  return row;
}

export async function markSent(db: DbOrTx, id: number) {
  await db.update(customerMessages).set({ sentAt: new Date() }).where(eq(customerMessages.id, id));
}

/** A send that failed gives its claim back, so the job's retry can take it. */
export async function releaseClaim(db: DbOrTx, id: number) {
  await db.update(customerMessages).set({ claimedAt: null }).where(eq(customerMessages.id, id));
}
