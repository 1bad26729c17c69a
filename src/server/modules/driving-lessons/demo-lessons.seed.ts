import { count } from 'drizzle-orm';
import type { LessonPackageShape } from '../../../shared/lesson-rules.js';
import type { Db } from '../../db/client.js';
import { instructorHours, lessonPackages, practicalInstructors } from '../../db/schema.js';

export interface DemoLessonBranch {
  branchId: number;
  /** The branch's practical instructors, each with one span Monday to Saturday (IST minutes). */
  instructors: { instructorId: number; startMinute: number; endMinute: number }[];
  packages: readonly LessonPackageShape[];
}

/** Whether any branch has lesson packages or practical instructors (the demo seeds once). */
export async function lessonsSetUp(db: Db): Promise<boolean> {
  const [packages] = await db.select({ n: count() }).from(lessonPackages);
  const [people] = await db.select({ n: count() }).from(practicalInstructors);
  return (packages?.n ?? 0) > 0 || (people?.n ?? 0) > 0;
}

/**
 * The demo school's practice (SEED_DEMO, decision 0046): each branch's packages and its
 * practical instructors with hours Monday to Saturday, in one transaction, once: nothing when
 * any branch already has packages or practical instructors (a manager's own are never touched).
 */
export async function seedDemoLessons(db: Db, plan: DemoLessonBranch[]): Promise<boolean> {
  if (await lessonsSetUp(db)) return false;
  await db.transaction(async (tx) => {
    const people = plan.flatMap((b) => b.instructors.map((i) => ({ ...i, branchId: b.branchId })));
    if (people.length) {
      await tx
        .insert(practicalInstructors)
        .values(people.map(({ instructorId, branchId }) => ({ instructorId, branchId })));
      await tx.insert(instructorHours).values(
        people.flatMap(({ instructorId, startMinute, endMinute }) =>
          [1, 2, 3, 4, 5, 6].map((weekday) => ({
            instructorId,
            weekday,
            startMinute,
            endMinute,
          })),
        ),
      );
    }
    const packages = plan.flatMap((b) => b.packages.map((p) => ({ ...p, branchId: b.branchId })));
    if (packages.length) await tx.insert(lessonPackages).values(packages);
  });
  return true;
}
