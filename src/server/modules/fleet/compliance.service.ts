import { eq, sql } from 'drizzle-orm';
import {
  complianceLimitBefore,
  complianceLimits,
  complianceProblem,
  NO_COMPLIANCE,
  usableUntil,
  type CarCompliance,
  type CarComplianceBody,
  type ComplianceDates,
} from '../../../shared/fleet-compliance.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { carCompliance, cars } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { notFound } from '../../lib/http-errors.js';

async function stored(db: DbOrTx, carId: number) {
  const [row] = await db.select().from(carCompliance).where(eq(carCompliance.carId, carId));
  return row;
}

function view(carId: number, c: CarComplianceBody, until: Date | null, now: Date): CarCompliance {
  return {
    carId,
    ...c,
    usableUntil: until?.toISOString() ?? null,
    problems: complianceLimits(c, now).map((l) => l.message),
  };
}

const bodyOf = (row: Awaited<ReturnType<typeof stored>>): CarComplianceBody =>
  row
    ? {
        registrationExpiresOn: row.registrationExpiresOn,
        insuranceExpiresOn: row.insuranceExpiresOn,
        pucExpiresOn: row.pucExpiresOn,
        permitExpiresOn: row.permitExpiresOn,
        lastServiceOn: row.lastServiceOn,
        serviceDueOn: row.serviceDueOn,
        serviceDueKm: row.serviceDueKm,
        odometerKm: row.odometerKm,
      }
    : NO_COMPLIANCE;

/** A car's papers, service schedule and what limits it. */
export async function getCompliance(db: DbOrTx, carId: number, now = new Date()) {
  const row = await stored(db, carId);
  return view(carId, bodyOf(row), row?.usableUntil ?? null, now);
}

/** Writes the row with `usable_until` recomputed from it. */
async function save(tx: DbOrTx, carId: number, c: CarComplianceBody, now: Date) {
  const until = usableUntil(c, now);
  await tx
    .insert(carCompliance)
    .values({ carId, ...c, usableUntil: until, updatedAt: now })
    .onConflictDoUpdate({
      target: carCompliance.carId,
      set: { ...c, usableUntil: until, updatedAt: now },
    });
  return until;
}

/** Staff record a car's papers and service schedule (managers and admins). */
export async function updateCompliance(
  db: Db,
  staff: ConsoleStaff,
  carId: number,
  body: CarComplianceBody,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [car] = await tx
      .select({ branchId: cars.branchId })
      .from(cars)
      .where(eq(cars.id, carId))
      .for('update');
    if (!car) throw notFound('Car not found.');
    const before = await getCompliance(tx, carId, now);
    const until = await save(tx, carId, body, now);
    const after = view(carId, body, until, now);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'car.compliance',
      recordType: 'car',
      recordId: carId,
      branchId: car.branchId,
      before,
      after,
    });
    return after;
  });
}

/**
 * A handover read the odometer: raises the car's recorded reading (never lowers it), so a
 * service due by km stops the car once reached. Called in the handover's transaction.
 */
export async function noteOdometer(tx: DbOrTx, carId: number, km: number, now = new Date()) {
  const row = await stored(tx, carId);
  if (row?.odometerKm != null && row.odometerKm >= km) return;
  await save(tx, carId, { ...bodyOf(row), odometerKm: km }, now);
}

/** Why the car may not go out for a rental ending at `dropAt`, or null. */
export async function complianceProblemFor(db: DbOrTx, carId: number, dropAt: Date, now: Date) {
  const c: ComplianceDates = bodyOf(await stored(db, carId));
  return complianceProblem(c, dropAt, now);
}

/**
 * The first of the car's limits a rental ending at `dropAt` runs into, with the service km and
 * odometer it was read against (a service due by km), or null: the figures of
 * `complianceProblemFor`'s refusal.
 */
export async function complianceLimitFor(db: DbOrTx, carId: number, dropAt: Date, now: Date) {
  const c: ComplianceDates = bodyOf(await stored(db, carId));
  const limit = complianceLimitBefore(c, dropAt, now);
  return limit && { ...limit, dueKm: c.serviceDueKm, odometerKm: c.odometerKm };
}

/** Cars of every branch with something falling due within `days` days or `km` km. */
export async function complianceDueSoon(db: DbOrTx, untilDate: string, km: number) {
  return db
    .select({
      carId: cars.id,
      branchId: cars.branchId,
      title: cars.title,
      carNumber: cars.carNumber,
      compliance: carCompliance,
    })
    .from(carCompliance)
    .innerJoin(cars, eq(cars.id, carCompliance.carId))
    .where(
      sql`${cars.isActive} AND (
        least(${carCompliance.registrationExpiresOn}, ${carCompliance.insuranceExpiresOn},
          ${carCompliance.pucExpiresOn}, ${carCompliance.permitExpiresOn},
          ${carCompliance.serviceDueOn}) <= ${untilDate}::date
        OR ${carCompliance.serviceDueKm} - ${carCompliance.odometerKm} <= ${km})`,
    );
}
