import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import type { BOOKING_STATUSES } from '../db/schema.js';
import { bookings, branches, cars, ratePackages, users } from '../db/schema.js';

const unique = () => randomBytes(4).toString('hex');

export async function createCustomer(
  db: DbOrTx,
  overrides: Partial<typeof users.$inferInsert> = {},
) {
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      name: `Test ${id}`,
      email: `t-${id}@example.test`,
      referralCode: `T${id}`,
      ...overrides,
    })
    .returning();
  return user!;
}

/** A car of the seeded catalogue with its cheapest package. */
export async function firstCarWithPackage(db: DbOrTx, where?: { branchId?: number }) {
  const rows = await db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .where(where?.branchId ? eq(cars.branchId, where.branchId) : undefined)
    .orderBy(asc(cars.id), asc(ratePackages.ratePerHourPaise))
    .limit(1);
  if (!rows[0]) throw new Error('No seeded car: create the test app with { seed: true }.');
  return rows[0];
}

export async function insertBooking(
  db: DbOrTx,
  values: {
    userId: number;
    carId: number;
    ratePackageId: number;
    pickupAt: Date;
    dropAt: Date;
    status?: (typeof BOOKING_STATUSES)[number];
  },
) {
  const [booking] = await db
    .insert(bookings)
    .values({
      tripType: 'local',
      rentPaise: 100_000,
      depositPaise: 300_000,
      totalPaise: 400_000,
      kmIncluded: 100,
      extraKmRatePaise: 1_000,
      ...values,
    })
    .returning();
  return booking!;
}

/** The PostgreSQL error code under a driver's wrapping (drizzle puts it on `cause`). */
export function pgErrorCode(error: unknown): string | undefined {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

export const hoursAfter = (start: Date, hours: number) =>
  new Date(start.getTime() + hours * 3_600_000);

/** A branch's id by its name (the seed's five cities). */
export async function branchId(db: DbOrTx, name: string) {
  const [row] = await db.select({ id: branches.id }).from(branches).where(eq(branches.name, name));
  if (!row) throw new Error(`No branch ${name}: seed the test app.`);
  return row.id;
}
