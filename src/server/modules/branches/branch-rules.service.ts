import { asc, eq } from 'drizzle-orm';
import {
  DEFAULT_BRANCH_RULES,
  type BranchRules,
  type BranchRulesBody,
  type BranchRulesList,
} from '../../../shared/branch-rules.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { branches, cars } from '../../db/schema.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import { updateBranchAudited } from './branch-update.js';

const rulesColumns = {
  branchId: branches.id,
  branchName: branches.name,
  lateGraceMinutes: branches.lateGraceMinutes,
  lateRatePerHourPaise: branches.lateRatePerHourPaise,
  fuelChargePerEighthPaise: branches.fuelChargePerEighthPaise,
  minDriverAge: branches.minDriverAge,
  turnaroundMinutes: branches.turnaroundMinutes,
  depositHoldDays: branches.depositHoldDays,
  tollFeePaise: branches.tollFeePaise,
  challanFeePaise: branches.challanFeePaise,
  damageFeePaise: branches.damageFeePaise,
  chargeNoticeDays: branches.chargeNoticeDays,
  chargeDisputeDays: branches.chargeDisputeDays,
};

/** The rules of the branch a car belongs to (the defaults for a car of no branch). */
export async function branchRulesOfCar(db: DbOrTx, carId: number): Promise<BranchRules> {
  const [row] = await db
    .select(rulesColumns)
    .from(cars)
    .innerJoin(branches, eq(branches.id, cars.branchId))
    .where(eq(cars.id, carId));
  return row ?? DEFAULT_BRANCH_RULES;
}

/** The rules of a branch (the defaults for one that does not exist). */
export async function branchRulesOf(db: DbOrTx, branchId: number): Promise<BranchRules> {
  const [row] = await db.select(rulesColumns).from(branches).where(eq(branches.id, branchId));
  return row ?? DEFAULT_BRANCH_RULES;
}

/** The rules of the branches a staff member sees (every branch for an admin). */
export async function listBranchRules(db: Db, scope: number | null): Promise<BranchRulesList> {
  const rows = await db
    .select(rulesColumns)
    .from(branches)
    .where(scope === null ? undefined : eq(branches.id, scope))
    .orderBy(asc(branches.cityIndex));
  return { branches: rows };
}

/**
 * A manager sets their branch's rules, an admin any branch's (the branch was checked by
 * `consoleScope`). They apply from now on: a car already handed over keeps the rules frozen
 * at pickup, a booking already made keeps its turnaround.
 */
export async function updateBranchRules(
  db: Db,
  staff: ConsoleStaff,
  branchId: number,
  body: BranchRulesBody,
) {
  return updateBranchAudited(db, staff, branchId, {
    action: 'branch.rules',
    columns: rulesColumns,
    values: body,
  });
}
