import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  InstructorSchedule,
  instructorScheduleBodySchema,
  leaveBodySchema,
} from '../../../shared/lesson-api.js';
import { LESSON_MESSAGES } from '../../../shared/lesson-messages.js';
import type { Db, DbOrTx } from '../../db/client.js';
import {
  instructorHours,
  instructorLeave,
  instructors,
  practicalInstructors,
} from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { notFound } from '../../lib/http-errors.js';

type ScheduleInput = z.output<typeof instructorScheduleBodySchema>;
type LeaveInput = z.output<typeof leaveBodySchema>;

/**
 * The school's instructors as practical instructors: their branch, hours and leave. A manager
 * sees those of their branch and those not yet at any branch (to take them on); an admin all.
 */
export async function listInstructorSchedules(
  db: DbOrTx,
  staff: ConsoleStaff,
  branchId?: number,
): Promise<{ instructors: InstructorSchedule[] }> {
  const scope = branchScope(staff) ?? branchId ?? null;
  const rows = await db
    .select({
      instructorId: instructors.userId,
      displayName: instructors.displayName,
      branchId: practicalInstructors.branchId,
      isActive: practicalInstructors.isActive,
    })
    .from(instructors)
    .leftJoin(practicalInstructors, eq(practicalInstructors.instructorId, instructors.userId))
    .where(
      scope === null
        ? undefined
        : or(eq(practicalInstructors.branchId, scope), isNull(practicalInstructors.branchId)),
    )
    .orderBy(asc(instructors.displayName));
  const ids = rows.map((r) => r.instructorId);
  const [hours, leave] = ids.length
    ? await Promise.all([
        db.select().from(instructorHours).where(inArray(instructorHours.instructorId, ids)),
        db
          .select()
          .from(instructorLeave)
          .where(inArray(instructorLeave.instructorId, ids))
          .orderBy(asc(instructorLeave.startsOn)),
      ])
    : [[], []];
  return {
    instructors: rows.map((r) => ({
      instructorId: r.instructorId,
      displayName: r.displayName,
      branchId: r.branchId,
      isActive: r.isActive ?? false,
      hours: hours
        .filter((h) => h.instructorId === r.instructorId)
        .sort((a, b) => a.weekday - b.weekday)
        .map(({ weekday, startMinute, endMinute }) => ({ weekday, startMinute, endMinute })),
      leave: leave
        .filter((l) => l.instructorId === r.instructorId)
        .map(({ id, startsOn, endsOn, reason }) => ({ id, startsOn, endsOn, reason })),
    })),
  };
}

async function scheduleOf(db: DbOrTx, staff: ConsoleStaff, instructorId: number) {
  const all = await listInstructorSchedules(db, { ...staff, staffRole: 'admin' });
  const found = all.instructors.find((i) => i.instructorId === instructorId);
  if (!found) throw notFound(LESSON_MESSAGES.instructorNotFound);
  return found;
}

/**
 * A manager sets an instructor's branch, whether they teach, and their working hours (the whole
 * week at once: a weekday left out is a day off). An instructor of another branch is not the
 * manager's to change (404); one of no branch yet is.
 */
export async function setInstructorSchedule(
  db: Db,
  staff: ConsoleStaff,
  instructorId: number,
  body: ScheduleInput,
) {
  const [known] = await db
    .select({ id: instructors.userId, branchId: practicalInstructors.branchId })
    .from(instructors)
    .leftJoin(practicalInstructors, eq(practicalInstructors.instructorId, instructors.userId))
    .where(eq(instructors.userId, instructorId));
  if (!known) throw notFound(LESSON_MESSAGES.instructorNotFound);
  if (known.branchId !== null) assertBranch(staff, known.branchId);
  assertBranch(staff, body.branchId);
  const before = known.branchId === null ? null : await scheduleOf(db, staff, instructorId);
  await db.transaction(async (tx) => {
    const row = { branchId: body.branchId, isActive: body.isActive, updatedAt: new Date() };
    await tx
      .insert(practicalInstructors)
      .values({ instructorId, ...row })
      .onConflictDoUpdate({ target: practicalInstructors.instructorId, set: row });
    await tx.delete(instructorHours).where(eq(instructorHours.instructorId, instructorId));
    if (body.hours.length) {
      await tx.insert(instructorHours).values(body.hours.map((h) => ({ instructorId, ...h })));
    }
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'instructor.schedule',
      recordType: 'instructor',
      recordId: instructorId,
      branchId: body.branchId,
      before,
      after: body,
    });
  });
  return scheduleOf(db, staff, instructorId);
}

/** A practical instructor of the staff member's branch (404 otherwise), with their branch. */
async function practicalOf(db: DbOrTx, staff: ConsoleStaff, instructorId: number) {
  const schedule = await scheduleOf(db, staff, instructorId);
  if (schedule.branchId === null) throw notFound(LESSON_MESSAGES.notPracticalInstructor);
  assertBranch(staff, schedule.branchId);
  return { ...schedule, branchId: schedule.branchId };
}

/** Leave of a practical instructor of the manager's branch. */
export async function addInstructorLeave(
  db: Db,
  staff: ConsoleStaff,
  instructorId: number,
  body: LeaveInput,
) {
  const schedule = await practicalOf(db, staff, instructorId);
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(instructorLeave)
      .values({ instructorId, ...body })
      .returning();
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'instructor.leave.add',
      recordType: 'instructor',
      recordId: instructorId,
      branchId: schedule.branchId,
      before: null,
      after: row,
    });
  });
  return scheduleOf(db, staff, instructorId);
}

export async function deleteInstructorLeave(
  db: Db,
  staff: ConsoleStaff,
  instructorId: number,
  leaveId: number,
) {
  const schedule = await practicalOf(db, staff, instructorId);
  const leave = schedule.leave.find((l) => l.id === leaveId);
  if (!leave) throw notFound(LESSON_MESSAGES.leaveNotFound);
  await db.transaction(async (tx) => {
    await tx
      .delete(instructorLeave)
      .where(and(eq(instructorLeave.id, leaveId), eq(instructorLeave.instructorId, instructorId)));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'instructor.leave.delete',
      recordType: 'instructor',
      recordId: instructorId,
      branchId: schedule.branchId,
      before: leave,
      after: null,
    });
  });
  return scheduleOf(db, staff, instructorId);
}
