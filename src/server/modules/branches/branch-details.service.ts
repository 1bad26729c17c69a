import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { BranchDetailsBody } from '../../../shared/console-settings.js';
import type { Db } from '../../db/client.js';
import { assertAdmin, type ConsoleStaff } from '../../lib/console-guard.js';
import { badRequest } from '../../lib/http-errors.js';
import { updateBranchAudited } from './branch-update.js';
import { branches } from '../../db/schema.js';

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
  return updateBranchAudited(db, staff, branchId, {
    action: 'branch.update',
    columns: branchDetailsColumns,
    values,
  });
}

/** A branch as the Settings page shows and saves it. */
export const branchDetailsColumns = {
  id: branches.id,
  name: branches.name,
  address: branches.address,
  phone: branches.phone,
  mapUrl: branches.mapUrl,
  openingHours: branches.openingHours,
};
