import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { branches, contactMessages } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import {
  branchNamedIn,
  UNKNOWN_BRANCH_MESSAGE,
  type ContactRequest,
} from '../../../shared/contact.js';

/** The branch chosen on the form (it must exist), else the one the message names, else none. */
async function routedBranch(db: Db, input: ContactRequest) {
  const all = await db.select({ id: branches.id, name: branches.name }).from(branches);
  if (input.branchId !== undefined) {
    const chosen = all.find((b) => b.id === input.branchId);
    if (!chosen) throw badRequest(UNKNOWN_BRANCH_MESSAGE, 'branchId');
    return chosen;
  }
  return input.message ? branchNamedIn(input.message, all) : null;
}

/**
 * Stores the message (phone as E.164) routed to its branch (decision 0030), then e-mails it to
 * the office address.
 */
export async function submitContactMessage(
  deps: { db: Db; mailer: Mailer; business: Config['business'] },
  input: ContactRequest,
) {
  const phone = parsePhoneNumberFromString(input.phone, 'IN');
  if (!phone?.isValid()) throw badRequest('Please enter a valid phone number.', 'phone');
  const branch = await routedBranch(deps.db, input);
  const row = {
    branchId: branch?.id ?? null,
    name: input.name,
    email: input.email.toLowerCase(),
    phone: phone.number,
    message: input.message ? input.message : null,
  };
  await deps.db.insert(contactMessages).values(row);
  await deps.mailer.send({
    to: deps.business.email,
    subject: `Website enquiry from ${row.name}`,
    text: [
      `Name: ${row.name}`,
      `E-mail: ${row.email}`,
      `Phone: ${row.phone}`,
      `Branch: ${branch?.name ?? '(none named)'}`,
      '',
      row.message ?? '(no message)',
    ].join('\n'),
  });
}
