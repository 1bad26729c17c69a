import { and, eq } from 'drizzle-orm';
import {
  overlappingSeasonMessage,
  rulesClash,
  SECOND_STANDING_RULE_MESSAGE,
  type RateSeason,
  type RateSeasonInput,
} from '../../../shared/seasons.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { carCategories, cars, rateSeasons } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, conflict, notFound } from '../../lib/http-errors.js';
import { rulesOfScope, seasonColumns } from './seasons.queries.js';

export const SEASON_NOT_FOUND_MESSAGE = 'This rate season does not exist any more.';

/** The car must be the branch's, the category must exist. */
async function checkScope(tx: DbOrTx, branchId: number, input: RateSeasonInput): Promise<void> {
  if (input.carId !== null) {
    const [car] = await tx
      .select({ id: cars.id })
      .from(cars)
      .where(and(eq(cars.id, input.carId), eq(cars.branchId, branchId)));
    if (!car) throw badRequest('Please choose a car of this branch.', 'carId');
  }
  if (input.categoryId !== null) {
    const [category] = await tx
      .select({ id: carCategories.id })
      .from(carCategories)
      .where(eq(carCategories.id, input.categoryId));
    if (!category) throw badRequest('Please choose a car category.', 'categoryId');
  }
}

/** Refuses a rule that clashes with another of its scope, naming it. */
async function refuseClash(
  tx: DbOrTx,
  rule: Omit<RateSeason, 'id'>,
  exceptId: number | undefined,
): Promise<void> {
  const others = await rulesOfScope(tx, rule);
  const other = others.find((o) => o.id !== exceptId && rulesClash(rule, o));
  if (!other) return;
  throw other.startsOn === null
    ? conflict(SECOND_STANDING_RULE_MESSAGE)
    : conflict(overlappingSeasonMessage(other.name));
}

/** A save that lost a race to an overlapping one: the constraint's refusal as a 409. */
function clashOf(error: unknown): unknown {
  const e = error as { code?: string; cause?: { code?: string } };
  const code = e.cause?.code ?? e.code;
  if (code === '23P01') return conflict(overlappingSeasonMessage('another season'));
  if (code === '23505') return conflict(SECOND_STANDING_RULE_MESSAGE);
  return error;
}

/**
 * A manager adds a season (or the standing rule) to a branch. Bookings already made keep the
 * price they were made at (their rows hold it); searches and new bookings see the rule at once.
 */
export async function createSeason(
  db: Db,
  staff: ConsoleStaff,
  branchId: number,
  input: RateSeasonInput,
): Promise<RateSeason> {
  assertBranch(staff, branchId);
  try {
    return await db.transaction(async (tx) => {
      await checkScope(tx, branchId, input);
      await refuseClash(tx, { ...input, branchId }, undefined);
      const [season] = await tx
        .insert(rateSeasons)
        .values({ ...input, branchId, createdBy: staff.id })
        .returning(seasonColumns);
      if (!season) throw new Error('Expected the inserted season, found none.');
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'season.create',
        recordType: 'season',
        recordId: season.id,
        branchId,
        before: null,
        after: season,
      });
      return season;
    });
  } catch (error) {
    throw clashOf(error);
  }
}

export async function updateSeason(
  db: Db,
  staff: ConsoleStaff,
  id: number,
  input: RateSeasonInput,
): Promise<RateSeason> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select(seasonColumns)
        .from(rateSeasons)
        .where(eq(rateSeasons.id, id))
        .for('update');
      if (!before) throw notFound(SEASON_NOT_FOUND_MESSAGE);
      assertBranch(staff, before.branchId);
      await checkScope(tx, before.branchId, input);
      await refuseClash(tx, { ...input, branchId: before.branchId }, id);
      const [after] = await tx
        .update(rateSeasons)
        .set({ ...input, updatedAt: new Date() })
        .where(eq(rateSeasons.id, id))
        .returning(seasonColumns);
      if (!after) throw notFound(SEASON_NOT_FOUND_MESSAGE);
      await recordAudit(tx, {
        actorId: staff.id,
        action: 'season.update',
        recordType: 'season',
        recordId: id,
        branchId: before.branchId,
        before,
        after,
      });
      return after;
    });
  } catch (error) {
    throw clashOf(error);
  }
}

/** Removes a rule: bookings priced under it keep their price and its name in their lines. */
export async function deleteSeason(db: Db, staff: ConsoleStaff, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select(seasonColumns)
      .from(rateSeasons)
      .where(eq(rateSeasons.id, id))
      .for('update');
    if (!before) throw notFound(SEASON_NOT_FOUND_MESSAGE);
    assertBranch(staff, before.branchId);
    await tx.delete(rateSeasons).where(eq(rateSeasons.id, id));
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'season.delete',
      recordType: 'season',
      recordId: id,
      branchId: before.branchId,
      before,
      after: null,
    });
  });
}
