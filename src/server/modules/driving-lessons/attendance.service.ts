import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AttendanceBody,
  InstructorLesson,
  lessonSkillsBodySchema,
  ReadyResult,
} from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import { ATTENDANCE_OPENS_MINUTES_BEFORE } from '../../../shared/lesson-skills.js';
import type { Db } from '../../db/client.js';
import {
  drivingLessons,
  lessonPurchases,
  lessonReadiness,
  lessonSkillGrades,
} from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import {
  instructorLesson,
  ownLessonRow,
  requirePracticalInstructor,
} from './instructor-day.queries.js';

// The instructor's record of a lesson (issue 34 item 4, decision 0048): attendance, the skills
// graded in a taught lesson, and their word that a learner is ready for the test.

/** What the audit log keeps of a lesson's attendance. */
const attendanceOf = (row: typeof drivingLessons.$inferSelect) => ({
  id: row.id,
  learnerId: row.learnerId,
  instructorId: row.instructorId,
  startsAt: row.startsAt,
  status: row.status,
  attendanceMarkedAt: row.attendanceMarkedAt,
});

/**
 * Marks the learner arrived (the lesson is taught: from a little before the start) or a
 * no-show (once it has started). Once only: of two taps at once, the guarded update lets one
 * through. A no-show keeps the session its booking used.
 */
export async function markAttendance(
  db: Db,
  userId: number,
  lessonId: number,
  status: AttendanceBody['status'],
  now = new Date(),
): Promise<InstructorLesson> {
  const lesson = await ownLessonRow(db, userId, lessonId);
  await requirePracticalInstructor(db, userId);
  if (lesson.status === 'cancelled') throw conflict(M.lessonCancelled);
  if (lesson.status !== 'booked') throw conflict(M.attendanceMarked);
  const opensAt = lesson.startsAt.getTime() - ATTENDANCE_OPENS_MINUTES_BEFORE * 60_000;
  if (status === 'no_show' && now < lesson.startsAt) throw badRequest(M.noShowTooEarly, 'status');
  if (now.getTime() < opensAt) throw badRequest(M.attendanceTooEarly, 'status');
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(drivingLessons)
      .set({ status, attendanceMarkedAt: now, attendanceMarkedBy: userId })
      .where(and(eq(drivingLessons.id, lesson.id), eq(drivingLessons.status, 'booked')))
      .returning();
    if (!row) {
      const [latest] = await tx
        .select({ status: drivingLessons.status })
        .from(drivingLessons)
        .where(eq(drivingLessons.id, lesson.id));
      throw conflict(latest?.status === 'cancelled' ? M.lessonCancelled : M.attendanceMarked);
    }
    await recordAudit(tx, {
      actorId: userId,
      action: status === 'completed' ? 'lesson.attended' : 'lesson.no_show',
      recordType: 'lesson',
      recordId: row.id,
      branchId: row.branchId,
      before: attendanceOf(lesson),
      after: attendanceOf(row),
    });
  });
  return instructorLesson(db, userId, lessonId);
}

export type LessonSkills = z.output<typeof lessonSkillsBodySchema>;

/**
 * Records the skills graded in a taught lesson and its note, replacing what was recorded
 * before (a correction is the same call).
 */
export async function saveLessonSkills(
  db: Db,
  userId: number,
  lessonId: number,
  body: LessonSkills,
  now = new Date(),
): Promise<InstructorLesson> {
  const lesson = await ownLessonRow(db, userId, lessonId);
  await requirePracticalInstructor(db, userId);
  if (lesson.status === 'cancelled') throw conflict(M.lessonCancelled);
  if (lesson.status !== 'completed') throw conflict(M.skillsNeedAttendance);
  await db.transaction(async (tx) => {
    // The lesson's row first: it holds a second save of the same lesson until this one ends.
    const [row] = await tx
      .update(drivingLessons)
      .set({ instructorNote: body.note })
      .where(and(eq(drivingLessons.id, lesson.id), eq(drivingLessons.status, 'completed')))
      .returning({ id: drivingLessons.id, branchId: drivingLessons.branchId });
    if (!row) throw conflict(M.skillsNeedAttendance);
    const before = await tx
      .delete(lessonSkillGrades)
      .where(eq(lessonSkillGrades.lessonId, lesson.id))
      .returning({
        skill: lessonSkillGrades.skill,
        grade: lessonSkillGrades.grade,
        note: lessonSkillGrades.note,
      });
    if (body.skills.length > 0) {
      await tx.insert(lessonSkillGrades).values(
        body.skills.map((s) => ({
          lessonId: lesson.id,
          skill: s.skill,
          grade: s.grade,
          note: s.note,
          recordedBy: userId,
          recordedAt: now,
        })),
      );
    }
    await recordAudit(tx, {
      actorId: userId,
      action: 'lesson.skills',
      recordType: 'lesson',
      recordId: row.id,
      branchId: row.branchId,
      before: { note: lesson.instructorNote, skills: before },
      after: { note: body.note, skills: body.skills },
    });
  });
  return instructorLesson(db, userId, lessonId);
}

/**
 * The instructor says a learner is ready for the licence test on a purchase, or takes it
 * back: only an instructor who taught one of its lessons (404 for anyone else).
 */
export async function setReadiness(
  db: Db,
  userId: number,
  purchaseId: number,
  ready: boolean,
  now = new Date(),
): Promise<ReadyResult> {
  const [taught] = await db
    .select({ branchId: lessonPurchases.branchId })
    .from(drivingLessons)
    .innerJoin(lessonPurchases, eq(lessonPurchases.id, drivingLessons.purchaseId))
    .where(
      and(
        eq(drivingLessons.purchaseId, purchaseId),
        eq(drivingLessons.instructorId, userId),
        eq(drivingLessons.status, 'completed'),
      ),
    )
    .limit(1);
  if (!taught) throw notFound(M.purchaseNotFound);
  await requirePracticalInstructor(db, userId);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(lessonReadiness)
      .where(eq(lessonReadiness.purchaseId, purchaseId));
    let markedAt: Date | null = null;
    if (ready) {
      const [row] = await tx
        .insert(lessonReadiness)
        .values({ purchaseId, markedBy: userId, markedAt: now })
        .onConflictDoUpdate({
          target: lessonReadiness.purchaseId,
          set: { markedBy: userId, markedAt: now },
        })
        .returning();
      markedAt = row?.markedAt ?? now;
    } else {
      await tx.delete(lessonReadiness).where(eq(lessonReadiness.purchaseId, purchaseId));
    }
    const result = {
      purchaseId,
      readyForTest: ready,
      readyMarkedAt: markedAt?.toISOString() ?? null,
    };
    await recordAudit(tx, {
      actorId: userId,
      action: ready ? 'lesson.ready' : 'lesson.not_ready',
      recordType: 'lesson_purchase',
      recordId: purchaseId,
      branchId: taught.branchId,
      before: {
        purchaseId,
        readyForTest: before !== undefined,
        readyMarkedAt: before?.markedAt ?? null,
      },
      after: result,
    });
    return result;
  });
}
