import { and, asc, eq, gte, inArray, lt, ne, or, type SQL } from 'drizzle-orm';
import type { InstructorDay, InstructorLesson } from '../../../shared/lesson-progress-api.js';
import { LESSON_PROGRESS_MESSAGES as M } from '../../../shared/lesson-progress-messages.js';
import {
  ATTENDANCE_OPENS_MINUTES_BEFORE,
  LESSON_SKILL_KEYS,
  skillProgress,
} from '../../../shared/lesson-skills.js';
import { addDays, istDate, istInstant } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import {
  branches,
  cars,
  drivingLessons,
  instructors,
  lessonPackages,
  lessonPurchases,
  lessonReadiness,
  lessonSkillGrades,
  practicalInstructors,
  users,
} from '../../db/schema.js';
import { HttpError, notFound } from '../../lib/http-errors.js';
import { learnerGrades } from './progress.queries.js';

/** The signed-in user as an active practical instructor, with their branch; else 403. */
export async function requirePracticalInstructor(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({
      instructorId: practicalInstructors.instructorId,
      instructorName: instructors.displayName,
      instructorNameHi: instructors.displayNameHi,
      branchName: branches.name,
    })
    .from(practicalInstructors)
    .innerJoin(instructors, eq(instructors.userId, practicalInstructors.instructorId))
    .innerJoin(branches, eq(branches.id, practicalInstructors.branchId))
    .where(
      and(eq(practicalInstructors.instructorId, userId), eq(practicalInstructors.isActive, true)),
    );
  if (!row) throw new HttpError(403, M.notPracticalInstructor);
  return row;
}

/** The caller's own lesson, any status; 404 for another instructor's or none. */
export async function ownLessonRow(db: DbOrTx, instructorId: number, lessonId: number) {
  const [row] = await db
    .select()
    .from(drivingLessons)
    .where(and(eq(drivingLessons.id, lessonId), eq(drivingLessons.instructorId, instructorId)));
  if (!row) throw notFound(M.lessonNotFound);
  return row;
}

async function lessonRows(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({
      lesson: drivingLessons,
      learnerName: users.name,
      learnerMobile: users.mobile,
      branchAddress: branches.address,
      branchLatitude: branches.latitude,
      branchLongitude: branches.longitude,
      carName: cars.title,
      carRegistration: cars.carNumber,
      packageTitle: lessonPackages.title,
      packageTitleHi: lessonPackages.titleHi,
      purchaseTitle: lessonPurchases.title,
      purchaseTitleHi: lessonPurchases.titleHi,
      sessions: lessonPurchases.sessions,
      readyPurchaseId: lessonReadiness.purchaseId,
    })
    .from(drivingLessons)
    .innerJoin(users, eq(users.id, drivingLessons.learnerId))
    .innerJoin(branches, eq(branches.id, drivingLessons.branchId))
    .innerJoin(cars, eq(cars.id, drivingLessons.carId))
    .innerJoin(lessonPackages, eq(lessonPackages.id, drivingLessons.packageId))
    .leftJoin(lessonPurchases, eq(lessonPurchases.id, drivingLessons.purchaseId))
    .leftJoin(lessonReadiness, eq(lessonReadiness.purchaseId, drivingLessons.purchaseId))
    .where(where)
    .orderBy(asc(drivingLessons.startsAt), asc(drivingLessons.id));
}
type LessonRow = Awaited<ReturnType<typeof lessonRows>>[number];

/**
 * The lessons as the instructor sees them: where to pick the learner up, which session of
 * their package this is, this lesson's grades, and the learner's grades before it.
 */
async function instructorLessons(db: DbOrTx, rows: LessonRow[]): Promise<InstructorLesson[]> {
  if (rows.length === 0) return [];
  const purchaseIds = [
    ...new Set(rows.flatMap((r) => (r.lesson.purchaseId === null ? [] : [r.lesson.purchaseId]))),
  ];
  const [siblings, ownGrades, grades] = await Promise.all([
    // The purchase's lessons that used a session: live ones, and late cancels.
    purchaseIds.length
      ? db
          .select({ purchaseId: drivingLessons.purchaseId, startsAt: drivingLessons.startsAt })
          .from(drivingLessons)
          .where(
            and(
              inArray(drivingLessons.purchaseId, purchaseIds),
              or(ne(drivingLessons.status, 'cancelled'), eq(drivingLessons.cancelledLate, true)),
            ),
          )
      : Promise.resolve([]),
    db
      .select()
      .from(lessonSkillGrades)
      .where(
        inArray(
          lessonSkillGrades.lessonId,
          rows.map((r) => r.lesson.id),
        ),
      ),
    learnerGrades(db, [...new Set(rows.map((r) => r.lesson.learnerId))]),
  ]);
  return rows.map((r) => {
    const l = r.lesson;
    const atBranch = l.pickupKind === 'branch';
    const sessionNumber =
      l.purchaseId === null
        ? null
        : siblings.filter((s) => s.purchaseId === l.purchaseId && s.startsAt <= l.startsAt).length;
    const mine = ownGrades.filter((g) => g.lessonId === l.id);
    return {
      id: l.id,
      startsAt: l.startsAt.toISOString(),
      endsAt: l.endsAt.toISOString(),
      status: l.status,
      learnerName: r.learnerName,
      learnerMobile: r.learnerMobile,
      pickupKind: l.pickupKind,
      pickupAddress: atBranch ? r.branchAddress : l.pickupAddress,
      pickupLatitude: atBranch ? r.branchLatitude : l.pickupLatitude,
      pickupLongitude: atBranch ? r.branchLongitude : l.pickupLongitude,
      carName: r.carName,
      carRegistration: r.carRegistration,
      purchaseId: l.purchaseId,
      packageTitle: r.purchaseTitle ?? r.packageTitle,
      packageTitleHi: r.purchaseTitleHi ?? r.packageTitleHi,
      sessionNumber,
      sessions: r.sessions,
      attendanceOpensAt: new Date(
        l.startsAt.getTime() - ATTENDANCE_OPENS_MINUTES_BEFORE * 60_000,
      ).toISOString(),
      skills: LESSON_SKILL_KEYS.flatMap((skill) => {
        const g = mine.find((m) => m.skill === skill);
        return g ? [{ skill, grade: g.grade, note: g.note }] : [];
      }),
      note: l.instructorNote,
      progress: skillProgress(
        grades.filter((g) => g.learnerId === l.learnerId && g.lessonStartsAt < l.startsAt),
      ),
      readyForTest: r.readyPurchaseId !== null,
    };
  });
}

/**
 * The instructor's live lessons of an IST day (today unless `date` is given), in time order:
 * booked, taught and no-shows; never another instructor's.
 */
export async function instructorDay(
  db: DbOrTx,
  userId: number,
  date: string | undefined,
  now = new Date(),
): Promise<InstructorDay> {
  const me = await requirePracticalInstructor(db, userId);
  const day = date ?? istDate(now);
  const rows = await lessonRows(
    db,
    and(
      eq(drivingLessons.instructorId, me.instructorId),
      ne(drivingLessons.status, 'cancelled'),
      gte(drivingLessons.startsAt, istInstant(day, '00:00')),
      lt(drivingLessons.startsAt, istInstant(addDays(day, 1), '00:00')),
    ),
  );
  return {
    date: day,
    instructorName: me.instructorName,
    instructorNameHi: me.instructorNameHi,
    branchName: me.branchName,
    lessons: await instructorLessons(db, rows),
  };
}

/** One of the instructor's lessons as their day shows it; 404 for another's. */
export async function instructorLesson(
  db: DbOrTx,
  instructorId: number,
  lessonId: number,
): Promise<InstructorLesson> {
  const rows = await lessonRows(
    db,
    and(eq(drivingLessons.id, lessonId), eq(drivingLessons.instructorId, instructorId)),
  );
  const [lesson] = await instructorLessons(db, rows);
  if (!lesson) throw notFound(M.lessonNotFound);
  return lesson;
}
