import type { FinalBill } from '../../../shared/final-bill.js';
import type { Language } from '../../../shared/language.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { formatRupees } from '../../../shared/money.js';
import type { Db } from '../../db/client.js';
import { mailCustomer, mailLanguage } from '../../lib/mail/customer-mail.js';
import { fill } from '../../lib/mail/mail-text.js';
import { latestDocumentAttachments } from '../payments/index.js';
import type { MailAttachment, Mailer } from '../../lib/mail/mailer.js';
import { FINAL_BILL_MAIL_TEXT, type FinalBillMailText } from './final-bill-mail-text.js';

/** The GST the bill added to its charges (prices excluding GST), or nothing. */
function gstLine(bill: FinalBill, text: FinalBillMailText): string[] {
  const gst = bill.gst;
  if (!gst || gst.cgstPaise + gst.sgstPaise + gst.igstPaise === 0) return [];
  return [
    gst.interState
      ? fill(text.gstInter, { rate: gst.rateBp / 100, igst: formatRupees(gst.igstPaise) })
      : fill(text.gstIntra, {
          rate: gst.rateBp / 200,
          cgst: formatRupees(gst.cgstPaise),
          sgst: formatRupees(gst.sgstPaise),
        }),
  ];
}

/** The bill lines a customer reads, in their language. */
function billLines(bill: FinalBill, text: FinalBillMailText): string[] {
  const rupees = (paise: number) => ({ amount: formatRupees(paise) });
  return [
    fill(text.kmDriven, { driven: bill.kmDriven, included: bill.kmIncluded }),
    fill(text.extraKm, { km: bill.extraKm, ...rupees(bill.extraKmPaise) }),
    fill(text.late, { hours: bill.lateHours, ...rupees(bill.latePaise) }),
    fill(text.fuel, { eighths: bill.fuelEighthsShort, ...rupees(bill.fuelPaise) }),
    fill(text.damage, rupees(bill.damagePaise)),
    ...gstLine(bill, text),
    fill(text.charges, rupees(bill.chargesPaise)),
    fill(text.deposit, rupees(bill.depositPaise)),
    ...(bill.owedBeforePaise ? [fill(text.owedBefore, rupees(bill.owedBeforePaise))] : []),
    fill(text.depositRefund, rupees(bill.depositRefundPaise)),
    ...(bill.balanceDuePaise > 0 ? [fill(text.balanceDue, rupees(bill.balanceDuePaise))] : []),
  ];
}

/**
 * Sent after the return commits: the final bill and what happens to the deposit, in the
 * customer's language, with the trip's tax invoice attached when GST is on. A bill always goes
 * by e-mail, whatever channels they chose for booking messages (their settings page says so).
 */
export async function sendFinalBillMail(
  db: Db,
  mailer: Mailer,
  site: { business: { name: string; phone: string } },
  r: { userId: number; bookingId: number; bill: FinalBill; depositHeldUntil?: Date | null },
  /** The handover sheet with the pickup and the return (decision 0030), in the mail's language. */
  sheetIn: (language: Language) => Promise<MailAttachment[]> = async () => [],
) {
  const sheet = await sheetIn(await mailLanguage(db, r.userId));
  const invoice = await latestDocumentAttachments(db, { bookingId: r.bookingId }, ['tax_invoice']);
  const attachments = [...sheet, ...invoice];
  await mailCustomer(
    db,
    mailer,
    site.business.name,
    r.userId,
    FINAL_BILL_MAIL_TEXT,
    (text, language) => ({
      values: { booking: r.bookingId, phone: site.business.phone },
      lines: [
        fill(text.thanks, { booking: r.bookingId }),
        '',
        ...billLines(r.bill, text),
        '',
        r.bill.depositRefundPaise <= 0
          ? text.nothingToRefund
          : r.depositHeldUntil
            ? fill(text.refundHeld, {
                amount: formatRupees(r.bill.depositRefundPaise),
                until: formatIstDayTime(r.depositHeldUntil, language),
              })
            : fill(text.refundComing, { amount: formatRupees(r.bill.depositRefundPaise) }),
        ...(sheet.length > 0 ? ['', text.sheetAttached] : []),
      ],
      ...(attachments.length > 0 ? { attachments } : {}),
    }),
  );
}
