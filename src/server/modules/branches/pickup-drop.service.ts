import { eq } from 'drizzle-orm';
import type { PickupDropBody, PickupDropUpdateBody } from '../../../shared/console-settings.js';
import type { Db } from '../../db/client.js';
import { pickupDropOptions } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertBranch, type ConsoleStaff } from '../../lib/console-guard.js';
import { notFound } from '../../lib/http-errors.js';

/**
 * A branch's doorstep pickup/drop options and their charges; staff of the branch manage them
 * like its rate packages. A booking stores the charge it was priced at (`pickup_drop_paise`),
 * so a new rate never changes a booking already made. Options are never deleted (bookings name
 * them): an option out of use is no longer offered at checkout.
 */
export async function addPickupDropOption(
  db: Db,
  staff: ConsoleStaff,
  branchId: number,
  body: PickupDropBody,
) {
  assertBranch(staff, branchId);
  return db.transaction(async (tx) => {
    const [option] = await tx
      .insert(pickupDropOptions)
      .values({ ...body, branchId })
      .returning();
    if (!option) throw new Error('Expected the inserted option, found none.');
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'pickup_drop_option.create',
      recordType: 'pickup_drop_option',
      recordId: option.id,
      branchId,
      before: null,
      after: option,
    });
    return option;
  });
}

export async function updatePickupDropOption(
  db: Db,
  staff: ConsoleStaff,
  optionId: number,
  body: PickupDropUpdateBody,
) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(pickupDropOptions)
      .where(eq(pickupDropOptions.id, optionId))
      .for('update');
    if (!before) throw notFound('Pickup/drop option not found.');
    assertBranch(staff, before.branchId);
    const [after] = await tx
      .update(pickupDropOptions)
      .set(body)
      .where(eq(pickupDropOptions.id, optionId))
      .returning();
    if (!after) throw new Error('Expected the option (locked for update), found none.');
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'pickup_drop_option.update',
      recordType: 'pickup_drop_option',
      recordId: optionId,
      branchId: before.branchId,
      before,
      after,
    });
    return after;
  });
}
