import { and, eq } from 'drizzle-orm';
import { learnerLicenceProblem } from '../../../shared/learner-licence.js';
import type { Lesson, LessonPickup, LessonSlotList } from '../../../shared/lesson-api.js';
import { distanceKm, lessonChangeDeadline } from '../../../shared/lesson-rules.js';
import { LESSON_MESSAGES as M, lessonSlotTakenMessage } from '../../../shared/lesson-messages.js';
import {
  carIsFree,
  freeFor,
  freeLessonSlots,
  instructorTimeProblem,
  type LessonWeek,
  type Period,
} from '../../../shared/lesson-slots.js';
import { addDays, istInstant } from '../../../shared/time.js';
import type { Db, Tx } from '../../db/client.js';
import { drivingLessons, users } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { learnerLicenceOf } from '../account/index.js';
import { lessonTermsOf } from '../branches/index.js';
import { instructorNames, loadLessonWeek } from './lesson-week.queries.js';
import { findLessonPackage } from './packages.service.js';
import {
  drawSession,
  entitlementFor,
  purchaseValidUntil,
  returnSession,
} from './purchases.service.js';

/** Who books or cancels: the learner themself, or staff (`branchId` null: an admin). */
export interface LessonActor {
  userId: number;
  /** The branch the actor may act for; null: any. */
  branchId: number | null;
  /** Staff: the booking or cancelling goes in the audit log with the change. */
  audited: boolean;
}

async function audit(
  tx: Tx,
  actor: LessonActor,
  action: string,
  before: Lesson | null,
  after: Lesson,
) {
  if (!actor.audited) return;
  await recordAudit(tx, {
    actorId: actor.userId,
    action,
    recordType: 'lesson',
    recordId: after.id,
    branchId: after.branchId,
    before,
    after,
  });
}

export interface LessonRequest {
  packageId: number;
  learnerId: number;
  startsAt: Date;
  instructorId?: number | undefined;
  carId?: number | undefined;
  /** At the branch unless a home address within the branch's radius is given. */
  pickup?: LessonPickup | undefined;
}

const toLesson = (row: typeof drivingLessons.$inferSelect): Lesson => ({
  id: row.id,
  branchId: row.branchId,
  packageId: row.packageId,
  learnerId: row.learnerId,
  instructorId: row.instructorId,
  carId: row.carId,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt.toISOString(),
  status: row.status,
});

const slotTaken = (period: Period) =>
  new HttpError(
    409,
    lessonSlotTakenMessage(new Date(period.start), new Date(period.end)),
    'startsAt',
    {
      kind: 'lessonSlotTaken',
      from: new Date(period.start).toISOString(),
      until: new Date(period.end).toISOString(),
    },
  );

async function offeredPackage(db: Db, actor: LessonActor, packageId: number) {
  const pkg = await findLessonPackage(db, packageId);
  if (!pkg || (actor.branchId !== null && pkg.branchId !== actor.branchId)) {
    throw badRequest(M.packageNotFound, 'packageId');
  }
  // A package no longer on sale is still booked by those who bought it (decision 0047): every
  // booking draws on a purchase, so no one books a package they could not buy.
  return pkg;
}

/** The free slots of a package's branch for `days` IST days from `from`, for its session. */
export async function lessonSlots(
  db: Db,
  actor: LessonActor,
  query: { packageId: number; from: string; days: number },
  now = new Date(),
): Promise<LessonSlotList> {
  const pkg = await offeredPackage(db, actor, query.packageId);
  const week = await loadLessonWeek(
    db,
    pkg.branchId,
    istInstant(query.from, '00:00'),
    istInstant(addDays(query.from, query.days), '00:00'),
  );
  const slots = freeLessonSlots(week, {
    fromDate: query.from,
    days: query.days,
    sessionMinutes: pkg.sessionMinutes,
    notBefore: now.getTime(),
  });
  return {
    sessionMinutes: pkg.sessionMinutes,
    instructors: await instructorNames(
      db,
      week.instructors.map((i) => i.id),
    ),
    slots: slots.map((s) => ({
      startsAt: new Date(s.start).toISOString(),
      endsAt: new Date(s.end).toISOString(),
      instructorIds: s.instructorIds,
      carIds: s.carIds,
    })),
  };
}

/** The instructor for the period: the one asked for (refused with why), else a free one. */
function chooseInstructor(week: LessonWeek, period: Period, free: number[], wanted?: number) {
  if (wanted !== undefined) {
    const instructor = week.instructors.find((i) => i.id === wanted);
    if (!instructor) throw badRequest(M.notPracticalInstructor, 'instructorId');
    const problem = instructorTimeProblem(instructor, period);
    if (problem) throw badRequest(M[problem], 'startsAt');
    if (!free.includes(wanted)) throw slotTaken(period);
    return wanted;
  }
  const [first] = free;
  if (first !== undefined) return first;
  const problems = week.instructors.map((i) => instructorTimeProblem(i, period));
  if (problems.length === 0 || problems.every((p) => p === 'onLeave')) {
    throw badRequest(problems.length ? M.onLeave : M.notPracticalInstructor, 'startsAt');
  }
  if (problems.every((p) => p !== null)) throw badRequest(M.outsideHours, 'startsAt');
  throw slotTaken(period);
}

/** Why a training car is not free: rented out (turnaround included), blocked, or taken. */
function carRefusal(week: LessonWeek, carId: number, period: Period) {
  if (!carIsFree({ ...week, lessons: [], blocks: [] }, carId, period)) return conflict(M.carRented);
  if (!carIsFree({ ...week, lessons: [] }, carId, period)) return conflict(M.carBlocked);
  return slotTaken(period);
}

/**
 * The training car for the period: the one asked for, else a free one; refused with why when
 * none is.
 */
function chooseCar(week: LessonWeek, period: Period, free: number[], wanted?: number) {
  if (wanted !== undefined && !week.carIds.includes(wanted)) {
    throw badRequest(M.notTrainingCar, 'carId');
  }
  const car = wanted ?? free[0];
  if (car !== undefined && free.includes(car)) return car;
  if (wanted !== undefined) throw carRefusal(week, wanted, period);
  // No car free: rented or blocked when every one is, else taken by lessons (the slot).
  const refusals = week.carIds.map((id) => carRefusal(week, id, period));
  const [first] = refusals;
  if (!first) throw badRequest(M.notTrainingCar, 'carId');
  throw refusals.every((r) => r.statusCode === 409 && !r.figures) ? first : slotTaken(period);
}

/** A database refusal (23P01, migration 0033) as what the person booking is told. */
function refusalOf(error: unknown, period: Period): unknown {
  const e = error as { code?: string; constraint?: string; cause?: typeof e };
  const code = e.cause?.code ?? e.code;
  const constraint = e.cause?.constraint ?? e.constraint;
  if (code !== '23P01') return error;
  if (constraint === 'driving_lessons_learner_no_overlap') return conflict(M.learnerBusy);
  if (constraint === 'driving_lessons_no_rental') return conflict(M.carRented);
  if (constraint === 'driving_lessons_not_blocked') return conflict(M.carBlocked);
  if (constraint === 'driving_lessons_car_compliant') return conflict(M.carBlocked);
  return slotTaken(period);
}

/** The learner's licence must be valid on the lesson's day (CMVR: a learner on the road). */
async function checkLicence(db: Db, learnerId: number, start: Date) {
  const problem = learnerLicenceProblem(await learnerLicenceOf(db, learnerId), start);
  if (problem) throw badRequest(problem, 'startsAt');
}

/** Where the instructor meets the learner: the branch, or a home within the branch's radius. */
async function pickupOf(db: Db, branchId: number, pickup: LessonPickup | undefined) {
  if (!pickup || pickup.kind === 'branch') {
    return { pickupKind: 'branch' as const, pickupAddress: '' };
  }
  const terms = await lessonTermsOf(db, branchId);
  if (!terms.homePickupOffered || !terms.location) {
    throw badRequest(M.homePickupNotOffered, 'pickup');
  }
  const point = { latitude: pickup.latitude, longitude: pickup.longitude };
  if (distanceKm(terms.location, point) > terms.homePickupRadiusKm) {
    throw badRequest(M.homeOutsideRadius, 'pickup');
  }
  return {
    pickupKind: 'home' as const,
    pickupAddress: pickup.address,
    pickupLatitude: pickup.latitude,
    pickupLongitude: pickup.longitude,
  };
}

/**
 * Books a lesson of a package for a learner at `startsAt`, for the package's session length:
 * refused (400) outside the instructor's hours or on their leave, or for a car that is not a
 * training car of the branch; refused (409, naming the slot) when the instructor or the car
 * is taken, or the car is rented out (with the turnaround) or blocked. The database holds the
 * same rules under concurrency: of two bookings for the last slot, one wins.
 *
 * The learner must have bought the package (decision 0047): a paid purchase valid on the
 * lesson's day with a session left, which the lesson then uses (in the same transaction); a
 * learner's licence valid that day; and a home pickup within the branch's radius.
 */
export async function createLesson(
  db: Db,
  actor: LessonActor,
  request: LessonRequest,
  now = new Date(),
): Promise<Lesson> {
  const pkg = await offeredPackage(db, actor, request.packageId);
  const [learner] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, request.learnerId), eq(users.role, 'customer')));
  if (!learner) throw badRequest(M.learnerNotFound, 'learnerId');
  const start = request.startsAt.getTime();
  if (start <= now.getTime()) throw badRequest(M.inPast, 'startsAt');
  const purchaseIds = await entitlementFor(db, learner.id, pkg.id, request.startsAt);
  await checkLicence(db, learner.id, request.startsAt);
  const pickup = await pickupOf(db, pkg.branchId, request.pickup);
  const period = { start, end: start + pkg.sessionMinutes * 60_000 };
  const week = await loadLessonWeek(db, pkg.branchId, request.startsAt, new Date(period.end));
  const free = freeFor(week, period);
  const instructorId = chooseInstructor(week, period, free.instructorIds, request.instructorId);
  const carId = chooseCar(week, period, free.carIds, request.carId);
  try {
    return await db.transaction(async (tx) => {
      const purchaseId = await drawSession(tx, purchaseIds, request.startsAt);
      const [row] = await tx
        .insert(drivingLessons)
        .values({
          branchId: pkg.branchId,
          packageId: pkg.id,
          learnerId: learner.id,
          instructorId,
          carId,
          startsAt: new Date(period.start),
          endsAt: new Date(period.end),
          createdBy: actor.userId,
          purchaseId,
          ...pickup,
        })
        .returning();
      if (!row) throw new Error('Expected the inserted lesson, found none.');
      const lesson = toLesson(row);
      await audit(tx, actor, 'lesson.create', null, lesson);
      return lesson;
    });
  } catch (error) {
    throw refusalOf(error, period);
  }
}

/**
 * Cancels a booked lesson: it stops holding its instructor and car at once. Before the
 * branch's cut-off its session goes back to the learner's package; later (staff cancelling
 * for the learner) the session stays used, as a no-show's does (`cancelled_late`).
 */
export async function cancelLesson(
  db: Db,
  actor: LessonActor,
  lessonId: number,
  now = new Date(),
): Promise<Lesson> {
  const [lesson] = await db.select().from(drivingLessons).where(eq(drivingLessons.id, lessonId));
  if (!lesson || (actor.branchId !== null && lesson.branchId !== actor.branchId)) {
    throw notFound(M.lessonNotFound);
  }
  return cancelRow(db, actor, lesson, now);
}

async function cancelRow(
  db: Db,
  actor: LessonActor,
  lesson: typeof drivingLessons.$inferSelect,
  now: Date,
): Promise<Lesson> {
  if (lesson.status === 'cancelled') throw conflict(M.alreadyCancelled);
  // Taught or missed: attendance is marked, the session was used (decision 0048).
  if (lesson.status !== 'booked') throw conflict(M.notCancellable);
  const terms = await lessonTermsOf(db, lesson.branchId);
  const late = now > lessonChangeDeadline(lesson.startsAt, terms.cancelCutoffHours);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(drivingLessons)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancelledBy: actor.userId,
        cancelledLate: late,
      })
      .where(and(eq(drivingLessons.id, lesson.id), eq(drivingLessons.status, 'booked')))
      .returning();
    if (!row) throw conflict(M.alreadyCancelled);
    if (!late && row.purchaseId !== null) await returnSession(tx, row.purchaseId);
    const cancelled = toLesson(row);
    await audit(tx, actor, 'lesson.cancel', toLesson(lesson), cancelled);
    return cancelled;
  });
}

/**
 * A learner's own booked lesson, refused once attendance is marked (`marked` says why) and
 * after the branch's cut-off (it counts if missed).
 */
async function myChangeableLesson(
  db: Db,
  learnerId: number,
  lessonId: number,
  now: Date,
  marked: string,
) {
  const [lesson] = await db
    .select()
    .from(drivingLessons)
    .where(and(eq(drivingLessons.id, lessonId), eq(drivingLessons.learnerId, learnerId)));
  if (!lesson) throw notFound(M.notYourLesson);
  if (lesson.status === 'cancelled') throw conflict(M.alreadyCancelled);
  if (lesson.status !== 'booked') throw conflict(marked);
  const terms = await lessonTermsOf(db, lesson.branchId);
  if (now > lessonChangeDeadline(lesson.startsAt, terms.cancelCutoffHours)) {
    throw badRequest(M.tooLateToChange, 'startsAt');
  }
  return lesson;
}

/** The learner cancels their own lesson before the cut-off: the session goes back. */
export async function cancelMyLesson(
  db: Db,
  learnerId: number,
  lessonId: number,
  now = new Date(),
): Promise<Lesson> {
  const lesson = await myChangeableLesson(db, learnerId, lessonId, now, M.notCancellable);
  return cancelRow(db, { userId: learnerId, branchId: null, audited: false }, lesson, now);
}

/**
 * The learner moves their own lesson before the cut-off to another free slot of the same
 * length (the same instructor and car when free, unless another instructor is asked for);
 * it keeps its session. The new time must be within the package's validity and the licence's.
 */
export async function rescheduleLesson(
  db: Db,
  learnerId: number,
  lessonId: number,
  request: { startsAt: Date; instructorId?: number | undefined },
  now = new Date(),
): Promise<Lesson> {
  const lesson = await myChangeableLesson(db, learnerId, lessonId, now, M.notMovable);
  const start = request.startsAt.getTime();
  if (start <= now.getTime()) throw badRequest(M.inPast, 'startsAt');
  if (lesson.purchaseId !== null) {
    const validUntil = await purchaseValidUntil(db, lesson.purchaseId);
    if (!validUntil || validUntil.getTime() <= start) {
      throw badRequest(M.entitlementExpired, 'startsAt');
    }
  }
  await checkLicence(db, learnerId, request.startsAt);
  const period = { start, end: start + (lesson.endsAt.getTime() - lesson.startsAt.getTime()) };
  const week = await loadLessonWeek(
    db,
    lesson.branchId,
    request.startsAt,
    new Date(period.end),
    lesson.id,
  );
  const free = freeFor(week, period);
  const wanted =
    request.instructorId ??
    (free.instructorIds.includes(lesson.instructorId) ? lesson.instructorId : undefined);
  const instructorId = chooseInstructor(week, period, free.instructorIds, wanted);
  const carId = chooseCar(
    week,
    period,
    free.carIds,
    free.carIds.includes(lesson.carId) ? lesson.carId : undefined,
  );
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .update(drivingLessons)
        .set({
          startsAt: new Date(period.start),
          endsAt: new Date(period.end),
          instructorId,
          carId,
        })
        .where(and(eq(drivingLessons.id, lesson.id), eq(drivingLessons.status, 'booked')))
        .returning();
      if (!row) throw conflict(M.alreadyCancelled);
      return toLesson(row);
    });
  } catch (error) {
    throw refusalOf(error, period);
  }
}
