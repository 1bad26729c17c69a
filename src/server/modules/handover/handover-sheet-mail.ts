import type { Language } from '../../../shared/language.js';
import type { Db } from '../../db/client.js';
import { mailCustomer, mailLanguage } from '../../lib/mail/customer-mail.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { MailAttachment, Mailer } from '../../lib/mail/mailer.js';
import type { UploadStorage } from '../../lib/storage/upload-storage.js';
import { handoverSheetFile } from './handover-sheet.service.js';

const en = {
  subject: 'Booking #{{booking}}: your handover sheet',
  greeting: 'Hello {{name}},',
  pickedUp:
    'You have picked up the car of booking #{{booking}}. The handover sheet is attached: the fuel, the odometer, what is in the car and the damage marked when it went out.',
  keep: 'Please keep it; at the return we compare the car with it.',
  questions: 'Questions? Call {{phone}}.',
};
export type HandoverSheetMailText = typeof en;
const hi: HandoverSheetMailText = {
  subject: 'बुकिंग #{{booking}}: आपकी हैंडओवर शीट',
  greeting: 'नमस्ते {{name}},',
  pickedUp:
    'आपने बुकिंग #{{booking}} की कार ले ली है। हैंडओवर शीट संलग्न है: ईंधन, ओडोमीटर, कार में रखा सामान और कार देते समय दर्ज किए गए नुकसान।',
  keep: 'कृपया इसे संभालकर रखें; कार लौटाते समय हम कार का मिलान इसी से करेंगे।',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};
export const HANDOVER_SHEET_MAIL_TEXT: Record<Language, HandoverSheetMailText> = { en, hi };

/** The sheet as a mail attachment. */
export async function handoverSheetAttachment(
  db: Db,
  storage: UploadStorage,
  business: { name: string },
  bookingId: number,
  language: Language,
): Promise<MailAttachment> {
  const file = await handoverSheetFile(db, storage, business, bookingId, language);
  return { filename: file.filename, content: file.pdf, contentType: 'application/pdf' };
}

/** Sent after the pickup commits: the sheet attached, in the customer's language. */
export async function sendPickupSheetMail(
  db: Db,
  mailer: Mailer,
  storage: UploadStorage,
  site: { business: { name: string; phone: string } },
  r: { userId: number; bookingId: number },
) {
  const language = await mailLanguage(db, r.userId);
  const attachment = await handoverSheetAttachment(
    db,
    storage,
    site.business,
    r.bookingId,
    language,
  );
  await mailCustomer(
    db,
    mailer,
    site.business.name,
    r.userId,
    HANDOVER_SHEET_MAIL_TEXT,
    (text) => ({
      values: { booking: r.bookingId, phone: site.business.phone },
      lines: [fill(text.pickedUp, { booking: r.bookingId }), '', text.keep],
      attachments: [attachment],
    }),
  );
}
