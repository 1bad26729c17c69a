// Practical lessons' fixtures (decision 0046): a branch with a training car, an instructor and a
// package. Under test/ as they write other modules' tables (instructors, branches) directly.
import { and, asc, eq, ne } from 'drizzle-orm';
import { addDays, istDate, istInstant } from '../../shared/time.js';
import {
  branches,
  cars,
  instructors,
  learnerLicences,
  lessonPackages,
  lessonPurchases,
  pickupDropOptions,
  ratePackages,
} from '../db/schema.js';
import type { DbOrTx } from '../db/client.js';
import { createCustomer } from './factories.js';
import type { TestApp } from './test-app.js';

/** An IST date `n` days from today. */
export const dayAhead = (n: number) => addDays(istDate(new Date()), n);
export const at = (date: string, time: string) => istInstant(date, time);

/**
 * The seeded car `index` (by id) with its cheapest package and its branch's first pickup and
 * drop option: what bookings-test-helpers' bookingBody takes.
 */
async function seededCar(db: DbOrTx, index: number) {
  const rows = await db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .orderBy(asc(cars.id), asc(ratePackages.ratePerHourPaise));
  const carIds = [...new Set(rows.map((r) => r.car.id))];
  const found = rows.find((r) => r.car.id === carIds[index]);
  if (!found) throw new Error(`No seeded car ${index}.`);
  const options = await db
    .select()
    .from(pickupDropOptions)
    .where(eq(pickupDropOptions.branchId, found.car.branchId))
    .orderBy(asc(pickupDropOptions.id));
  const [otherBranchOption] = await db
    .select()
    .from(pickupDropOptions)
    .where(and(ne(pickupDropOptions.branchId, found.car.branchId)));
  const [option] = options;
  if (!option || !otherBranchOption) throw new Error('No pickup and drop options seeded.');
  return { ...found, option, otherBranchOption };
}

/** A new instructor of the school (the car seed has none): a user and their instructors row. */
export async function schoolInstructor(t: TestApp, name = 'Meena Verma') {
  const user = await createCustomer(t.db, { name });
  await t.db.insert(instructors).values({ userId: user.id, displayName: name });
  return { id: user.id };
}

/**
 * A branch ready for lessons, through the console as a manager would: its first seeded car
 * marked a training car (the branch's only one), a new school instructor working there
 * 09:00 to 18:00 every day, and a 10 x 60 min package. `admin` is an admin's cookie.
 */
export async function lessonBranch(t: TestApp, admin: string, carIndex = 0) {
  const target = await seededCar(t.db, carIndex);
  const branchId = target.car.branchId;
  const send = async (method: 'POST' | 'PUT', url: string, payload: object) => {
    const res = await t.app.inject({ method, url, headers: { cookie: admin }, payload });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<{ id: number }>();
  };
  await send('POST', `/api/console/cars/${target.car.id}/training`, { isTrainingCar: true });
  const instructor = await schoolInstructor(t);
  await send('PUT', `/api/console/lessons/instructors/${instructor.id}/schedule`, {
    branchId,
    hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      startMinute: 9 * 60,
      endMinute: 18 * 60,
    })),
  });
  const pkg = await send('POST', '/api/console/lessons/packages', {
    branchId,
    kind: 'short',
    title: '10 lessons of 60 minutes',
    titleHi: '60 मिनट के 10 पाठ',
    sessions: 10,
    sessionMinutes: 60,
    validityDays: 21,
    pricePaise: 4_500_00,
  });
  return { target, branchId, instructorId: instructor.id, packageId: pkg.id };
}

export const setTurnaround = (t: TestApp, branchId: number, minutes: number) =>
  t.db.update(branches).set({ turnaroundMinutes: minutes }).where(eq(branches.id, branchId));

/**
 * A learner ready to book lessons of a package (decision 0047): a paid purchase of it (the
 * package's sessions, valid for its days from now; written directly, without the gateway and
 * the journal, which learner-lessons.test.ts covers) and a learner's licence valid for months.
 */
export async function readyLearner(
  db: DbOrTx,
  learnerId: number,
  packageId: number,
  opts: { sessions?: number; validDays?: number } = {},
) {
  const [pkg] = await db.select().from(lessonPackages).where(eq(lessonPackages.id, packageId));
  if (!pkg) throw new Error(`No lesson package ${packageId}.`);
  const now = new Date();
  const [purchase] = await db
    .insert(lessonPurchases)
    .values({
      userId: learnerId,
      packageId,
      branchId: pkg.branchId,
      title: pkg.title,
      titleHi: pkg.titleHi,
      sessions: opts.sessions ?? pkg.sessions,
      sessionMinutes: pkg.sessionMinutes,
      validityDays: opts.validDays ?? pkg.validityDays,
      pricePaise: pkg.pricePaise,
      gateway: 'none',
      status: 'paid',
      paidAt: now,
      validUntil: new Date(now.getTime() + (opts.validDays ?? 365) * 86_400_000),
    })
    .returning({ id: lessonPurchases.id });
  await db
    .insert(learnerLicences)
    .values({
      userId: learnerId,
      licenceNumber: 'CG07/0012345/2026',
      issuedOn: addDays(istDate(now), -40),
      expiresOn: addDays(istDate(now), 140),
    })
    .onConflictDoNothing();
  if (!purchase) throw new Error('Expected the inserted purchase.');
  return { purchaseId: purchase.id };
}

/** The branch's location and learner terms (a manager sets them on the console). */
export const setLessonTerms = (
  t: TestApp,
  branchId: number,
  terms: {
    latitude?: number | null;
    longitude?: number | null;
    lessonPickupRadiusKm?: number;
    lessonCancelCutoffHours?: number;
  },
) => t.db.update(branches).set(terms).where(eq(branches.id, branchId));
