import { eq } from 'drizzle-orm';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { BranchDetailsBody } from '../../../shared/console-settings.js';
import type { Db } from '../../db/client.js';
import { branches } from '../../db/schema.js';
import { recordAudit } from '../../lib/audit-log.js';
import { assertAdmin, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { branchDetailsColumns } from './settings.queries.js';

/**
 * A branch's address, phone, map link and opening hours: what customers see on the contact
 * page and at checkout. Admins edit them; branch staff read their own (decision 0017).
 */
export async function updateBranchDetails(
  db: Db,
  staff: ConsoleStaff,
  branchId: number,
  body: BranchDetailsBody,
) {
  assertAdmin(staff);
  let phone = '';
  if (body.phone !== '') {
    const parsed = parsePhoneNumberFromString(body.phone, 'IN');
    if (!parsed?.isValid()) throw badRequest('Please enter a valid phone number.', 'phone');
    phone = parsed.number;
  }
  const values = { ...body, phone };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(branchDetailsColumns)
      .from(branches)
      .where(eq(branches.id, branchId))
      .for('update');
    if (!before) throw notFound('Branch not found.');
    const [after] = await tx
      .update(branches)
      .set(values)
      .where(eq(branches.id, branchId))
      .returning(branchDetailsColumns);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'branch.update',
      recordType: 'branch',
      recordId: branchId,
      branchId,
      before,
      after,
    });
    return after!;
  });
}
