import { desc, eq } from 'drizzle-orm';
import type { MyLesson } from '../../../shared/lesson-api.js';
import { lessonChangeDeadline } from '../../../shared/lesson-rules.js';
import type { Db } from '../../db/client.js';
import { branches, cars, drivingLessons, instructors } from '../../db/schema.js';

/**
 * My lessons, the latest first (a learner's page): each with its instructor's and car's
 * names, where I am picked up and until when I may cancel or move it online.
 */
export async function myLessons(db: Db, learnerId: number): Promise<MyLesson[]> {
  const rows = await db
    .select({
      lesson: drivingLessons,
      instructorName: instructors.displayName,
      instructorNameHi: instructors.displayNameHi,
      carName: cars.title,
      cutoffHours: branches.lessonCancelCutoffHours,
    })
    .from(drivingLessons)
    .innerJoin(instructors, eq(instructors.userId, drivingLessons.instructorId))
    .innerJoin(cars, eq(cars.id, drivingLessons.carId))
    .innerJoin(branches, eq(branches.id, drivingLessons.branchId))
    .where(eq(drivingLessons.learnerId, learnerId))
    .orderBy(desc(drivingLessons.startsAt))
    .limit(200);
  return rows.map(({ lesson: l, ...r }) => ({
    id: l.id,
    branchId: l.branchId,
    packageId: l.packageId,
    learnerId: l.learnerId,
    instructorId: l.instructorId,
    carId: l.carId,
    startsAt: l.startsAt.toISOString(),
    endsAt: l.endsAt.toISOString(),
    status: l.status,
    instructorName: r.instructorName,
    instructorNameHi: r.instructorNameHi,
    carName: r.carName,
    pickupKind: l.pickupKind,
    pickupAddress: l.pickupAddress,
    changeableUntil: lessonChangeDeadline(l.startsAt, r.cutoffHours).toISOString(),
    cancelledLate: l.cancelledLate,
  }));
}
