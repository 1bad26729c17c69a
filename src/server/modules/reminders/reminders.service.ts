import type { Db } from '../../db/client.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { SmsSender } from '../../lib/sms/sms-sender.js';
import type { WhatsAppSender } from '../../lib/whatsapp/whatsapp-sender.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannel,
  type ReminderKind,
} from '../../../shared/notification-channels.js';
import {
  lessonReminderTimes,
  pickupReminderAt,
  returnReminderAt,
} from '../../../shared/reminder-times.js';
import { placeholders, REMINDER_TEXT } from './reminder-text.js';
import {
  cancelUnsent,
  claimMessage,
  dropMessage,
  insertLessonMessages,
  lessonMessageContext,
  lessonsToRemind,
  markSent,
  messageContext,
  releaseClaim,
  upsertMessages,
  type MessageContext,
  type PlannedMessage,
} from './reminders.queries.js';
import { must } from '../../../shared/must.js';
import { reviewPagePath } from '../../../shared/reviews.js';

export const SEND_MESSAGE_QUEUE = 'customer-message-send';
/** Plans practical lessons' reminders (decision 0047): every 5 minutes, in one process. */
export const LESSON_REMINDER_SWEEP_QUEUE = 'lesson-reminder-sweep';

export interface ReminderDeps {
  db: Db;
  jobs: JobQueue;
  mailer: Mailer;
  sms: SmsSender;
  whatsapp: WhatsAppSender;
}

/**
 * The booking confirmation, payment and refund e-mails are the notifications module's own
 * mails (with the calendar file, sent while the e-mail channel is on); e-mail here carries only
 * the two reminders and the request to review a completed trip.
 */
const EMAIL_KINDS: ReminderKind[] = [
  'pickup_tomorrow',
  'return_due',
  'review_request',
  'deposit_released',
  'trip_charge',
  'trip_charge_disputed',
  'trip_charge_dispute_accepted',
  'trip_charge_dispute_rejected',
];
const SCHEDULED_KINDS: ReminderKind[] = ['pickup_tomorrow', 'return_due'];

interface Want {
  kind: ReminderKind;
  /** Set when a booking may have several messages of the kind (refunds: the payment id). */
  subjectId?: number;
  dueAt: Date;
  details?: Record<string, string | number>;
}

function reachable(ctx: MessageContext, channel: NotificationChannel, kind: ReminderKind) {
  if (!ctx.chosen[channel]) return false;
  if (channel === 'email') return EMAIL_KINDS.includes(kind);
  return ctx.mobile !== null;
}

/**
 * Plans messages of a booking on each channel its customer chose, in one transaction with the
 * jobs that send them at their due time. A reminder whose time has already passed is skipped
 * (a booking made the evening before its pickup gets no "pickup tomorrow").
 */
export async function planMessages(
  deps: Pick<ReminderDeps, 'db' | 'jobs'>,
  bookingId: number,
  wants: Want[],
  now = new Date(),
) {
  await deps.db.transaction(async (tx) => {
    const ctx = await messageContext(tx, bookingId);
    if (!ctx) return;
    // Only a refund is told about a booking that no longer runs; a review is asked for once
    // its trip is completed.
    const told = (kind: ReminderKind) =>
      kind === 'refund_sent' ||
      kind === 'deposit_released' ||
      kind.startsWith('trip_charge') ||
      (kind === 'review_request' ? ctx.status === 'completed' : ctx.status === 'confirmed');
    if (!wants.every((w) => told(w.kind))) return;
    const planned: PlannedMessage[] = [];
    for (const want of wants) {
      if (SCHEDULED_KINDS.includes(want.kind) && want.dueAt < now) continue;
      for (const channel of NOTIFICATION_CHANNELS) {
        if (!reachable(ctx, channel, want.kind)) continue;
        planned.push({
          bookingId,
          userId: ctx.userId,
          kind: want.kind,
          channel,
          subjectId: want.subjectId ?? 0,
          dueAt: want.dueAt,
          details: want.details ?? null,
        });
      }
    }
    for (const row of await upsertMessages(tx, planned)) {
      await deps.jobs.send(
        tx,
        SEND_MESSAGE_QUEUE,
        { messageId: row.id, dueAt: row.dueAt.toISOString() },
        { startAfter: row.dueAt },
      );
    }
  });
  deps.jobs.kick(SEND_MESSAGE_QUEUE);
}

/** A paid booking: confirmation and payment now, then the two reminders at their times. */
export async function planConfirmedBooking(
  deps: Pick<ReminderDeps, 'db' | 'jobs'>,
  bookingId: number,
  amountPaise: number | undefined,
  now = new Date(),
) {
  const ctx = await messageContext(deps.db, bookingId);
  if (!ctx) return;
  await planMessages(
    deps,
    bookingId,
    [
      { kind: 'booking_confirmed', dueAt: now },
      ...(amountPaise === undefined
        ? []
        : [{ kind: 'payment_received' as const, dueAt: now, details: { amountPaise } }]),
      { kind: 'pickup_tomorrow', dueAt: pickupReminderAt(ctx.pickupAt) },
      { kind: 'return_due', dueAt: returnReminderAt(ctx.dropAt) },
    ],
    now,
  );
}

/** A paid extension: its confirmation, and the booking's return reminder moved to the new drop. */
export async function planExtension(
  deps: Pick<ReminderDeps, 'db' | 'jobs'>,
  extensionId: number,
  now = new Date(),
) {
  const ctx = await messageContext(deps.db, extensionId);
  if (!ctx) return;
  await planMessages(deps, extensionId, [{ kind: 'extension_confirmed', dueAt: now }], now);
  await planMessages(
    deps,
    ctx.rootId,
    [{ kind: 'return_due', dueAt: returnReminderAt(ctx.dropAt) }],
    now,
  );
}

/**
 * The car is back: the customer is asked, once per trip (the message's unique key), how it
 * went, with the link to their review page.
 */
export async function planReviewRequest(
  deps: Pick<ReminderDeps, 'db' | 'jobs'>,
  publicUrl: string,
  bookingId: number,
  now = new Date(),
) {
  await planMessages(
    deps,
    bookingId,
    [
      {
        kind: 'review_request',
        dueAt: now,
        details: { link: publicUrl + reviewPagePath(bookingId) },
      },
    ],
    now,
  );
}

export async function cancelReminders(db: Db, bookingId: number) {
  await cancelUnsent(db, bookingId, SCHEDULED_KINDS);
}

/** The words of one message in the customer's language, with its values filled in. */
export function renderMessage(
  ctx: MessageContext,
  kind: ReminderKind,
  details: Record<string, string | number> | null,
) {
  const language = ctx.language ?? 'en';
  const words = REMINDER_TEXT[language][kind];
  const values: Record<string, string> = {
    name: ctx.name,
    booking: String(ctx.rootId),
    car: ctx.car,
    branch: ctx.branch,
    address: ctx.address,
    map: ctx.mapUrl,
    pickup: formatIstDayTime(ctx.pickupAt, language),
    drop: formatIstDayTime(ctx.dropAt, language),
    amount: typeof details?.amountPaise === 'number' ? formatRupees(details.amountPaise) : '',
    link: typeof details?.link === 'string' ? details.link : '',
    reason: typeof details?.reason === 'string' ? details.reason : '',
    date:
      typeof details?.noticeEndsAt === 'string'
        ? formatIstDayTime(new Date(details.noticeEndsAt), language)
        : '',
  };
  return {
    language,
    subject: words.subject,
    text: fill(words.text, values),
    params: placeholders(words.text).map((key) => values[key] ?? ''),
  };
}

/**
 * Plans the reminders of practical lessons starting in the next two days (decision 0047): the
 * evening before and an hour before, on each channel the learner chose, each once per lesson
 * and start time (a moved lesson gets its own; those of its old time are dropped when due, as
 * are a cancelled lesson's). A reminder whose time has passed is not planned.
 */
export async function planLessonReminders(
  deps: Pick<ReminderDeps, 'db' | 'jobs'>,
  now = new Date(),
) {
  const lessons = await lessonsToRemind(deps.db, now, new Date(now.getTime() + 2 * 86_400_000));
  const planned = lessons.flatMap((l) =>
    lessonReminderTimes(l.startsAt)
      .filter((r) => r.dueAt > now)
      .flatMap((r) =>
        NOTIFICATION_CHANNELS.filter(
          (channel) => l.chosen[channel] && (channel === 'email' || l.mobile !== null),
        ).map((channel) => ({
          lessonId: l.lessonId,
          userId: l.userId,
          kind: r.kind,
          channel,
          subjectId: Math.floor(l.startsAt.getTime() / 60_000),
          dueAt: r.dueAt,
          details: { startsAt: l.startsAt.toISOString() },
        })),
      ),
  );
  if (planned.length === 0) return;
  await deps.db.transaction(async (tx) => {
    for (const row of await insertLessonMessages(tx, planned)) {
      await deps.jobs.send(
        tx,
        SEND_MESSAGE_QUEUE,
        { messageId: row.id, dueAt: row.dueAt.toISOString() },
        { startAfter: row.dueAt },
      );
    }
  });
  deps.jobs.kick(SEND_MESSAGE_QUEUE);
}

/** A lesson reminder's words in the learner's language; null when the lesson no longer runs then. */
async function renderLessonMessage(
  db: Db,
  lessonId: number,
  kind: ReminderKind,
  details: Record<string, string | number> | null,
) {
  const ctx = await lessonMessageContext(db, lessonId);
  if (!ctx || ctx.status !== 'booked') return null;
  if (ctx.startsAt.toISOString() !== details?.startsAt) return null;
  const language = ctx.language ?? 'en';
  const words = REMINDER_TEXT[language][kind];
  const branchPlace = [ctx.branch, ctx.address].filter(Boolean).join(', ');
  const values: Record<string, string> = {
    name: ctx.name,
    instructor: (language === 'hi' && ctx.instructorHi) || ctx.instructor,
    lesson: formatIstDayTime(ctx.startsAt, language),
    place: ctx.pickupKind === 'home' ? ctx.pickupAddress : branchPlace,
  };
  return {
    email: ctx.email,
    mobile: ctx.mobile,
    out: {
      language,
      subject: words.subject,
      text: fill(words.text, values),
      params: placeholders(words.text).map((key) => values[key] ?? ''),
    },
  };
}

/**
 * The send job: claims the message (so it goes out once across processes and duplicate jobs),
 * sends it on its channel, marks it sent. A failed send gives the claim back and throws, so
 * the job is retried with backoff.
 */
export async function sendPlannedMessage(
  deps: ReminderDeps,
  job: { messageId: number; dueAt: string },
) {
  const message = await claimMessage(deps.db, job.messageId, new Date(job.dueAt));
  if (!message) return;
  try {
    let target: Awaited<ReturnType<typeof renderLessonMessage>>;
    if (message.lessonId !== null) {
      target = await renderLessonMessage(deps.db, message.lessonId, message.kind, message.details);
      if (!target) return await dropMessage(deps.db, message.id);
    } else {
      const ctx = await messageContext(
        deps.db,
        must(message.bookingId, "a booking message's booking"),
      );
      if (!ctx) return;
      target = {
        email: ctx.email,
        mobile: ctx.mobile,
        out: renderMessage(ctx, message.kind, message.details),
      };
    }
    const { email, out } = target;
    const mobile = () =>
      must(target?.mobile, "the customer's mobile (texts are queued only with one)");
    if (message.channel === 'email') {
      await deps.mailer.send({ to: email, subject: out.subject, text: out.text });
    } else if (message.channel === 'sms') {
      await deps.sms.send(mobile(), out.text);
    } else {
      await deps.whatsapp.send({
        to: mobile(),
        template: message.kind,
        language: out.language,
        params: out.params,
        text: out.text,
      });
    }
  } catch (error) {
    await releaseClaim(deps.db, message.id);
    throw error;
  }
  await markSent(deps.db, message.id);
}
