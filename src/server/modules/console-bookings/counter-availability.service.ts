import { and, asc, eq } from 'drizzle-orm';
import { changePeriodProblem } from '../../../shared/booking-change.js';
import type { CounterAvailability } from '../../../shared/counter-booking.js';
import type { DbOrTx } from '../../db/client.js';
import { cars } from '../../db/schema.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest } from '../../lib/http-errors.js';
import { carRefusal } from '../bookings/index.js';

/**
 * Before staff book (issue 32 item 4): each car in use of the branch, with why it cannot take
 * the period (none when the counter booking would take it). The same rule the booking then
 * applies (bookings' `carRefusal`: a booking, a block, the turnaround gap, the papers), so the
 * desk sees the reason before it tries; the booking stays the judge of a race. Another
 * branch's is 404 (admins: any). A period the booking would refuse is 400 with its message.
 */
export async function counterAvailability(
  db: DbOrTx,
  staff: ConsoleStaff,
  query: { branchId: number; pickupAt: Date; dropAt: Date },
  now = new Date(),
): Promise<CounterAvailability> {
  assertBranch(staff, query.branchId);
  const problem = changePeriodProblem(query.pickupAt, query.dropAt, now);
  if (problem) throw badRequest(problem.message, problem.field);
  const inUse = await db
    .select({ id: cars.id, title: cars.title, carNumber: cars.carNumber, branchId: cars.branchId })
    .from(cars)
    .where(and(eq(cars.branchId, query.branchId), eq(cars.isActive, true)))
    .orderBy(asc(cars.title), asc(cars.id));
  const answers: CounterAvailability['cars'] = [];
  // One car at a time: each check takes the car's booking lock for its own statement only.
  for (const car of inUse) {
    const found = await carRefusal(db, car, query.pickupAt, query.dropAt, now, 0);
    answers.push(found ? { carId: car.id, refusal: found.refusal } : { carId: car.id });
  }
  return { cars: answers };
}
