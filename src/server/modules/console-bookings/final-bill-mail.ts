import { eq } from 'drizzle-orm';
import type { FinalBill } from '../../../shared/final-bill.js';
import { formatRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';

/** The bill lines a customer reads, in the mail and on the dashboard alike. */
export function billLines(bill: FinalBill): string[] {
  return [
    `Kilometres driven: ${bill.kmDriven} (included: ${bill.kmIncluded})`,
    `Extra kilometres: ${bill.extraKm} = ${formatRupees(bill.extraKmPaise)}`,
    `Late return: ${bill.lateHours} hour(s) = ${formatRupees(bill.latePaise)}`,
    `Fuel below pickup level: ${bill.fuelEighthsShort}/8 tank = ${formatRupees(bill.fuelPaise)}`,
    `Damage: ${formatRupees(bill.damagePaise)}`,
    `Total charges: ${formatRupees(bill.chargesPaise)}`,
    `Security deposit: ${formatRupees(bill.depositPaise)}`,
    `Deposit refund: ${formatRupees(bill.depositRefundPaise)}`,
    ...(bill.balanceDuePaise > 0 ? [`Balance to pay: ${formatRupees(bill.balanceDuePaise)}`] : []),
  ];
}

/** Sent after the return commits: the final bill and what happens to the deposit. */
export async function sendFinalBillMail(
  db: Db,
  mailer: Mailer,
  site: { business: { name: string; phone: string } },
  r: { userId: number; bookingId: number; bill: FinalBill },
) {
  const [user] = await db.select().from(users).where(eq(users.id, r.userId));
  if (!user) return;
  const lines = [
    `Hello ${user.name},`,
    '',
    `Thank you for returning the car of booking #${r.bookingId}. Here is your final bill:`,
    '',
    ...billLines(r.bill),
    '',
    r.bill.depositRefundPaise > 0
      ? `We will send ${formatRupees(r.bill.depositRefundPaise)} of your deposit back to you shortly.`
      : 'Nothing is left of the deposit to refund.',
    '',
    `Questions? Call ${site.business.phone}.`,
    site.business.name,
  ];
  await mailer.send({
    to: user.email,
    subject: `Booking #${r.bookingId}: your final bill`,
    text: lines.join('\n'),
  });
}
