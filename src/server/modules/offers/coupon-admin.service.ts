import { desc, eq, inArray, sql } from 'drizzle-orm';
import {
  COUPON_MESSAGES as M,
  type ConsoleCoupon,
  type CouponValues,
} from '../../../shared/coupons.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { branches, carCategories, coupons } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { branchScope, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/http-errors.js';
import { couponTotals, findCoupon, type CouponRow } from './coupons.queries.js';

const isUniqueViolation = (e: unknown) =>
  (e as { code?: string; cause?: { code?: string } }).cause?.code === '23505' ||
  (e as { code?: string }).code === '23505';

/** The branch a coupon belongs to for the console: its one branch, else none (admins'). */
export const couponBranch = (row: Pick<CouponRow, 'branchIds'>) =>
  row.branchIds.length === 1 ? (row.branchIds[0] ?? null) : null;

/** Admins change every coupon; a branch manager those of their branch alone. */
const mayChange = (staff: ConsoleStaff, row: Pick<CouponRow, 'branchIds'>) =>
  staff.staffRole === 'admin' || (staff.branchId !== null && couponBranch(row) === staff.branchId);

type Totals = Awaited<ReturnType<typeof couponTotals>>;

function toConsoleCoupon(row: CouponRow, totals: Totals, staff: ConsoleStaff): ConsoleCoupon {
  const given = totals.get(row.id);
  return {
    id: row.id,
    code: row.code,
    description: row.description,
    descriptionHi: row.descriptionHi,
    kind: row.kind,
    percent: row.percent,
    amountPaise: row.amountPaise,
    maxDiscountPaise: row.maxDiscountPaise,
    startsOn: row.startsOn,
    endsOn: row.endsOn,
    branchIds: row.branchIds,
    categoryIds: row.categoryIds,
    minTripHours: row.minTripHours,
    maxUses: row.maxUses,
    maxUsesPerCustomer: row.maxUsesPerCustomer,
    firstBookingOnly: row.firstBookingOnly,
    isActive: row.isActive,
    uses: given?.uses ?? 0,
    discountPaise: given?.discountPaise ?? 0,
    rentPaise: given?.rentPaise ?? 0,
    editable: mayChange(staff, row),
  };
}

/** The coupons a staff member sees: an admin every one, branch staff those valid at their branch. */
export async function listCoupons(db: Db, staff: ConsoleStaff) {
  const branchId = branchScope(staff);
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(coupons)
      .where(
        branchId === null
          ? undefined
          : sql`(cardinality(${coupons.branchIds}) = 0 OR ${branchId}::int = ANY(${coupons.branchIds}))`,
      )
      .orderBy(desc(coupons.isActive), desc(coupons.endsOn), desc(coupons.id)),
    couponTotals(db),
  ]);
  return { coupons: rows.map((row) => toConsoleCoupon(row, totals, staff)) };
}

/**
 * What is stored of the form: only the value that applies to the kind, branches a branch
 * manager may name (their own; none given means theirs), branches and categories that exist.
 */
async function storedValues(db: DbOrTx, staff: ConsoleStaff, body: CouponValues) {
  const branchIds = [...new Set(body.branchIds)].sort((a, b) => a - b);
  const categoryIds = [...new Set(body.categoryIds)].sort((a, b) => a - b);
  if (staff.staffRole !== 'admin') {
    const own = staff.branchId;
    if (own === null || branchIds.some((id) => id !== own)) {
      throw new HttpError(403, M.ownBranchOnly, 'branchIds');
    }
    if (branchIds.length === 0) branchIds.push(own);
  }
  if (branchIds.length > 0) {
    const found = await db
      .select({ id: branches.id })
      .from(branches)
      .where(inArray(branches.id, branchIds));
    if (found.length !== branchIds.length) throw badRequest(M.branches, 'branchIds');
  }
  if (categoryIds.length > 0) {
    const found = await db
      .select({ id: carCategories.id })
      .from(carCategories)
      .where(inArray(carCategories.id, categoryIds));
    if (found.length !== categoryIds.length) throw badRequest(M.categories, 'categoryIds');
  }
  const percent = body.kind === 'percent';
  return {
    ...body,
    branchIds,
    categoryIds,
    percent: percent ? body.percent : null,
    amountPaise: percent ? null : body.amountPaise,
    maxDiscountPaise: percent ? body.maxDiscountPaise : null,
  };
}

async function saved<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (isUniqueViolation(e)) throw conflict(M.duplicate);
    throw e;
  }
}

async function audited(
  db: Db,
  staff: ConsoleStaff,
  action: 'create' | 'update' | 'switch',
  before: CouponRow | null,
  write: (tx: DbOrTx) => Promise<CouponRow | undefined>,
) {
  return saved(() =>
    db.transaction(async (tx) => {
      const row = await write(tx);
      if (!row) throw notFound(M.notFound);
      await recordAudit(tx, {
        actorId: staff.id,
        action: `coupon.${action}`,
        recordType: 'coupon',
        recordId: row.id,
        branchId: couponBranch(row),
        before,
        after: row,
      });
      return toConsoleCoupon(row, await couponTotals(tx), staff);
    }),
  );
}

/** A manager makes a coupon (a branch manager: for their branch), audited; 409 on a used code. */
export async function createCoupon(db: Db, staff: ConsoleStaff, body: CouponValues) {
  const values = await storedValues(db, staff, body);
  return audited(db, staff, 'create', null, async (tx) => {
    const [row] = await tx
      .insert(coupons)
      .values({ ...values, createdBy: staff.id })
      .returning();
    return row;
  });
}

/** The coupon as a staff member may change it: 404 when absent or not theirs. */
async function changeable(db: Db, staff: ConsoleStaff, id: number) {
  const before = await findCoupon(db, id);
  if (!before || !mayChange(staff, before)) throw notFound(M.notFound);
  return before;
}

/** Changes a coupon (its uses so far stay), audited. */
export async function updateCoupon(db: Db, staff: ConsoleStaff, id: number, body: CouponValues) {
  const before = await changeable(db, staff, id);
  const values = await storedValues(db, staff, body);
  return audited(db, staff, 'update', before, async (tx) => {
    const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
    return row;
  });
}

/** Switches a coupon off (no new booking can use it) or on again, audited. */
export async function setCouponActive(db: Db, staff: ConsoleStaff, id: number, isActive: boolean) {
  const before = await changeable(db, staff, id);
  return audited(db, staff, 'switch', before, async (tx) => {
    const [row] = await tx.update(coupons).set({ isActive }).where(eq(coupons.id, id)).returning();
    return row;
  });
}
