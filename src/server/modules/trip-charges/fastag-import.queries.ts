import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { cars, tripCharges } from '../../db/schema.js';

const json = (values: unknown[]) => sql`${JSON.stringify(values)}::json`;
const rowsOf = async <T>(db: DbOrTx, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/** A car's registration as statements are matched: letters and digits, upper case. */
const vehicleKey = sql<string>`regexp_replace(upper(${cars.carNumber}), '[^A-Z0-9]', '', 'g')`;

/** The cars of the staff member's branches (null: every branch) with these vehicle keys. */
export function carsOfVehicles(db: DbOrTx, keys: string[], branchId: number | null) {
  return db
    .select({ id: cars.id, branchId: cars.branchId, key: vehicleKey })
    .from(cars)
    .where(
      and(
        sql`${vehicleKey} in (select json_array_elements_text(${json(keys)}))`,
        branchId === null ? undefined : eq(cars.branchId, branchId),
      ),
    );
}

/** Charges imported before under these keys: key → charge id. */
export async function chargesOfSourceKeys(db: DbOrTx, keys: string[]) {
  const rows = await db
    .select({ id: tripCharges.id, key: tripCharges.sourceKey })
    .from(tripCharges)
    .where(sql`${tripCharges.sourceKey} in (select json_array_elements_text(${json(keys)}))`);
  return new Map(rows.map((r) => [r.key ?? '', r.id]));
}

/** Tolls recorded by hand on these cars whose reference is one of these transaction ids. */
export async function tollsRecordedByHand(db: DbOrTx, carIds: number[], references: string[]) {
  if (carIds.length === 0 || references.length === 0) return new Map<string, number>();
  const reference = sql<string>`upper(trim(${tripCharges.reference}))`;
  const rows = await db
    .select({ id: tripCharges.id, carId: tripCharges.carId, reference })
    .from(tripCharges)
    .where(
      and(
        eq(tripCharges.kind, 'toll'),
        isNull(tripCharges.sourceKey),
        ne(tripCharges.reference, ''),
        inArray(tripCharges.carId, carIds),
        sql`${reference} in (select json_array_elements_text(${json(references)}))`,
      ),
    );
  return new Map(rows.map((r) => [`${r.carId}:${r.reference}`, r.id]));
}

/**
 * Imports of statements take turns, till their transaction ends: the second of two at once
 * reads the first's tolls as imported.
 */
export async function lockFastagImports(db: DbOrTx) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('trip-charges:fastag-import'))`);
}

/** Ids for `n` charges, taken before they are written (their money names them). */
export async function reserveChargeIds(db: DbOrTx, n: number) {
  if (n === 0) return [];
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select nextval(pg_get_serial_sequence('trip_charges', 'id'))::int as id
      from generate_series(1, ${n})`,
  );
  return rows.map((r) => r.id);
}

export interface ImportedCharge {
  id: number;
  carId: number;
  branchId: number;
  status: 'billed' | 'business';
  occurredAt: Date;
  amountPaise: number;
  feePaise: number;
  reference: string;
  place: string;
  bookingId: number | null;
  userId: number | null;
  noticeEndsAt: Date | null;
  sourceKey: string;
  /** What the renter was billed for it, and the fee's tax invoice. */
  totalPaise: number;
  invoiceNumber: string | null;
}

/**
 * Writes a statement's tolls, billed, in one statement; a key taken meanwhile writes nothing
 * (the caller counts what was written).
 */
export async function insertImportedTolls(
  db: DbOrTx,
  rows: ImportedCharge[],
  by: { staffId: number; at: Date },
) {
  if (rows.length === 0) return 0;
  const values = rows.map((r) => ({
    id: r.id,
    car_id: r.carId,
    branch_id: r.branchId,
    status: r.status,
    occurred_at: r.occurredAt.toISOString(),
    amount: r.amountPaise,
    fee: r.feePaise,
    total: r.totalPaise,
    invoice: r.invoiceNumber,
    reference: r.reference,
    place: r.place,
    booking_id: r.bookingId,
    user_id: r.userId,
    notice_ends_at: r.noticeEndsAt?.toISOString() ?? null,
    source_key: r.sourceKey,
  }));
  const written = await rowsOf<{ id: number }>(
    db,
    sql`insert into ${tripCharges} (id, car_id, branch_id, kind, status, occurred_at,
        amount_paise, fee_paise, total_paise, invoice_number, reference, place, booking_id,
        user_id, notice_ends_at, source_key, recorded_by, recorded_at)
      select r.id, r.car_id, r.branch_id, 'toll', r.status, r.occurred_at, r.amount, r.fee,
        r.total, r.invoice, r.reference, r.place, r.booking_id, r.user_id, r.notice_ends_at,
        r.source_key, ${by.staffId}, ${by.at.toISOString()}::timestamptz
      from json_to_recordset(${json(values)}) as r(id int, car_id int, branch_id int,
        status text, occurred_at timestamptz, amount int, fee int, total int, invoice text,
        reference text, place text, booking_id int, user_id int, notice_ends_at timestamptz,
        source_key text)
      on conflict (source_key) do nothing
      returning id`,
  );
  return written.length;
}
