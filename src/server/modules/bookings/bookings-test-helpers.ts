import { randomUUID } from 'node:crypto';
import { asc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { addDays, istDate } from '../../../shared/time.js';
import type { DbOrTx } from '../../db/client.js';
import { cars, pickupDropOptions, ratePackages } from '../../db/schema.js';
import { hoursAfter, insertBooking } from '../../test/factories.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';

/** A seeded car (by position), its cheapest package and its branch's first pickup/drop option. */
export async function bookableCar(db: DbOrTx, index = 0) {
  const rows = await db
    .select({ car: cars, pkg: ratePackages })
    .from(cars)
    .innerJoin(ratePackages, eq(ratePackages.carId, cars.id))
    .orderBy(asc(cars.id), asc(ratePackages.ratePerHourPaise));
  const carIds = [...new Set(rows.map((r) => r.car.id))];
  const { car, pkg } = rows.find((r) => r.car.id === carIds[index])!;
  const [option] = await db
    .select()
    .from(pickupDropOptions)
    .where(eq(pickupDropOptions.branchId, car.branchId))
    .orderBy(asc(pickupDropOptions.id));
  const [otherBranchOption] = await db
    .select()
    .from(pickupDropOptions)
    .where(ne(pickupDropOptions.branchId, car.branchId));
  return { car, pkg, option: option!, otherBranchOption: otherBranchOption! };
}

/** Inserts a 24 h booking of `userId` on seeded car `carIndex`, picking up `hoursAhead` from now. */
export async function insertDayBooking(
  db: DbOrTx,
  opts: {
    userId: number;
    carIndex: number;
    hoursAhead: number;
    status?: Parameters<typeof insertBooking>[1]['status'];
  },
) {
  const { car, pkg } = await bookableCar(db, opts.carIndex);
  const pickupAt = hoursAfter(new Date(), opts.hoursAhead);
  return insertBooking(db, {
    userId: opts.userId,
    carId: car.id,
    ratePackageId: pkg.id,
    pickupAt,
    dropAt: hoursAfter(pickupAt, 24),
    ...(opts.status ? { status: opts.status } : {}),
  });
}

/** Create-booking body: pickup `daysAhead` IST days from today at 10:00, for `hours` hours. */
export function bookingBody(
  target: Awaited<ReturnType<typeof bookableCar>>,
  opts: { daysAhead?: number; dropDays?: number; dropTime?: string } = {},
) {
  const pickupDate = addDays(istDate(new Date()), opts.daysAhead ?? 3);
  return {
    carId: target.car.id,
    ratePackageId: target.pkg.id,
    pickupDate,
    pickupTime: '10:00',
    dropDate: addDays(pickupDate, opts.dropDays ?? 1),
    dropTime: opts.dropTime ?? '10:00',
    tripType: 'local' as 'local' | 'outstation',
    pickupDropOptionId: target.option.id,
    acceptTerms: true,
  };
}

/** A logged-in customer: their id and the Cookie header value. */
export async function customerSession(app: FastifyInstance, db: DbOrTx) {
  const user = await createLoginCustomer(db);
  return { id: user.id, cookie: await loginCookie(app, user.email, user.password) };
}

export function postBooking(
  app: FastifyInstance,
  cookie: string,
  payload: object,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: '/api/bookings',
    headers: { cookie, 'idempotency-key': key },
    payload,
  });
}
