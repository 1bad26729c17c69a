import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { contactMessages } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import type { ContactRequest } from '../../../shared/contact.js';

/** Stores the message (phone as E.164), then e-mails it to the office address. */
export async function submitContactMessage(
  deps: { db: Db; mailer: Mailer; business: Config['business'] },
  input: ContactRequest,
) {
  const phone = parsePhoneNumberFromString(input.phone, 'IN');
  if (!phone?.isValid()) throw badRequest('Please enter a valid phone number.', 'phone');
  const row = {
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
      '',
      row.message ?? '(no message)',
    ].join('\n'),
  });
}
