import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import {
  complianceLimits,
  COMPLIANCE_REMINDER_DAYS,
  SERVICE_REMINDER_KM,
} from '../../../shared/fleet-compliance.js';
import { addDays, istDate } from '../../../shared/time.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { JobQueue } from '../../lib/jobs/job-queue.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { complianceDueSoon } from './compliance.service.js';
import { must } from '../../../shared/must.js';

export const COMPLIANCE_REMINDER_QUEUE = 'fleet-compliance-reminders';
const WINDOW_DAYS = Math.max(...COMPLIANCE_REMINDER_DAYS);

/** One line per thing falling due, for the reminder mail. */
function dueLines(
  car: Awaited<ReturnType<typeof complianceDueSoon>>[number],
  today: string,
  now: Date,
) {
  const c = car.compliance;
  const lines: string[] = [];
  const dated: [string, string | null][] = [
    ['Registration', c.registrationExpiresOn],
    ['Insurance', c.insuranceExpiresOn],
    ['PUC certificate', c.pucExpiresOn],
    ['Permit', c.permitExpiresOn],
    ['Service', c.serviceDueOn],
  ];
  for (const [label, date] of dated) {
    if (!date) continue;
    const daysLeft = Math.round(
      (new Date(`${date}T00:00:00Z`).getTime() - new Date(`${today}T00:00:00Z`).getTime()) /
        86_400_000,
    );
    // Reminded 30, 7 and 1 days before and on the day; every day once overdue.
    if (daysLeft < 0) lines.push(`${label}: overdue since ${date}.`);
    else if ((COMPLIANCE_REMINDER_DAYS as readonly number[]).includes(daysLeft))
      lines.push(`${label}: due on ${date} (${daysLeft === 0 ? 'today' : `in ${daysLeft} days`}).`);
  }
  if (c.serviceDueKm !== null && c.odometerKm !== null) {
    const left = c.serviceDueKm - c.odometerKm;
    if (left <= 0)
      lines.push(`Service: due at ${c.serviceDueKm} km, the car has done ${c.odometerKm} km.`);
    else if (left <= SERVICE_REMINDER_KM)
      lines.push(`Service: due in ${left} km (at ${c.serviceDueKm} km).`);
  }
  // Keep the shared rule's view of "stopped now" in the mail too.
  if (complianceLimits(c, now).some((l) => l.at <= now) && lines.length > 0) {
    lines.push('This car cannot be booked or handed over until this is renewed.');
  }
  return lines;
}

/**
 * Mails each branch's managers and counter staff what falls due on their cars: papers and
 * services 30, 7 and 1 days before and on the day, daily once overdue, and services within
 * SERVICE_REMINDER_KM km. Returns how many mails went out.
 */
export async function sendComplianceReminders(db: Db, mailer: Mailer, now = new Date()) {
  const today = istDate(now);
  const due = await complianceDueSoon(db, addDays(today, WINDOW_DAYS), SERVICE_REMINDER_KM);
  const byBranch = new Map<number, string[]>();
  for (const car of due) {
    const lines = dueLines(car, today, now);
    if (lines.length === 0) continue;
    const text = [`${car.title} (${car.carNumber})`, ...lines.map((l) => `- ${l}`), ''];
    byBranch.set(car.branchId, [...(byBranch.get(car.branchId) ?? []), ...text]);
  }
  if (byBranch.size === 0) return 0;
  const staff = await db
    .select({ email: users.email, branchId: users.branchId })
    .from(users)
    .where(
      and(
        eq(users.role, 'staff'),
        inArray(users.branchId, [...byBranch.keys()]),
        isNull(users.deactivatedAt),
        isNotNull(users.passwordHash),
      ),
    );
  let sent = 0;
  for (const member of staff) {
    const branchId = must(member.branchId, "the staff member's branch (chosen by it)");
    const lines = must(byBranch.get(branchId), "the branch's reminder lines");
    await mailer.send({
      to: member.email,
      subject: `Car papers and services falling due (${today})`,
      text: ['These cars of your branch need attention:', '', ...lines].join('\n'),
    });
    sent += 1;
  }
  return sent;
}

/** Daily at 08:00 IST (02:30 UTC), in one process of however many. */
export function scheduleComplianceReminders(jobs: JobQueue, db: Db, mailer: Mailer) {
  jobs.define(COMPLIANCE_REMINDER_QUEUE, async () => {
    await sendComplianceReminders(db, mailer);
  });
  jobs.every(COMPLIANCE_REMINDER_QUEUE, '30 2 * * *');
}
