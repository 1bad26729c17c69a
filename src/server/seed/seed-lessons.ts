import { and, asc, eq } from 'drizzle-orm';
import { LESSON_PACKAGE_PRESETS } from '../../shared/lesson-rules.js';
import type { Db } from '../db/client.js';
import { branches, cars, users } from '../db/schema.js';
import type { ConsoleStaff } from '../lib/console-guard.js';
import {
  lessonsSetUp,
  seedDemoLessons,
  type DemoLessonBranch,
} from '../modules/driving-lessons/index.js';
import { setTrainingCar } from '../modules/fleet/index.js';
import { seedPracticalInstructors } from '../modules/learning/index.js';
import { DEMO_ADMIN_PROFILE } from './demo-data.js';

/** The packages every demo branch offers: the ADTC-pattern course and two shorter ones. */
const DEMO_PACKAGES = LESSON_PACKAGE_PRESETS.filter(
  (p) => p.kind === 'adtc_lmv' || p.sessions === 15 || p.sessions === 10,
);
/** Two training cars at the busiest branches, one elsewhere. */
const TRAINING_CARS: Record<string, number> = { Bhilai: 2, Raipur: 2 };
/** The two instructors of a branch: a morning and an afternoon span, Monday to Saturday. */
const SPANS = [
  { startMinute: 8 * 60, endMinute: 14 * 60 },
  { startMinute: 11 * 60, endMinute: 18 * 60 },
];

/**
 * The driving school's practice for `npm start` with SEED_DEMO (decision 0046), once: two
 * practical instructors per branch with hours Monday to Saturday, one or two manual cars of
 * each branch marked training cars (by the fleet module, as the demo admin, audited), and
 * three lesson packages per branch. Nothing when any branch already has packages or
 * practical instructors, or when there is no demo admin (a database seeded before there was).
 * Runs after seedLearning, whose instructors teach practice at their home branch.
 */
export async function seedDemoLessonSchool(db: Db): Promise<{ seeded: boolean }> {
  if (await lessonsSetUp(db)) return { seeded: false };
  const [admin] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, DEMO_ADMIN_PROFILE.email), eq(users.staffRole, 'admin')));
  if (!admin) return { seeded: false };
  const staff: ConsoleStaff = { ...admin, staffRole: 'admin', branchId: null };
  const people = await seedPracticalInstructors(db);
  const branchRows = await db
    .select({ id: branches.id, name: branches.name })
    .from(branches)
    .orderBy(asc(branches.cityIndex));
  const plan: DemoLessonBranch[] = [];
  for (const branch of branchRows) {
    const fleet = await db
      .select({ id: cars.id, isTrainingCar: cars.isTrainingCar, transmission: cars.transmission })
      .from(cars)
      .where(and(eq(cars.branchId, branch.id), eq(cars.isActive, true)))
      .orderBy(asc(cars.id));
    const wanted = TRAINING_CARS[branch.name] ?? 1;
    const already = fleet.filter((c) => c.isTrainingCar).length;
    // Learners start on a manual gearbox, as the test is usually taken on one.
    const candidates = [
      ...fleet.filter((c) => !c.isTrainingCar && c.transmission === 'manual'),
      ...fleet.filter((c) => !c.isTrainingCar && c.transmission !== 'manual'),
    ].slice(0, Math.max(wanted - already, 0));
    for (const car of candidates) await setTrainingCar(db, staff, car.id, true);
    plan.push({
      branchId: branch.id,
      instructors: SPANS.flatMap((span, i) => {
        const person = people.filter((p) => p.branch === branch.name)[i];
        return person ? [{ instructorId: person.instructorId, ...span }] : [];
      }),
      packages: DEMO_PACKAGES,
    });
  }
  return { seeded: await seedDemoLessons(db, plan) };
}
