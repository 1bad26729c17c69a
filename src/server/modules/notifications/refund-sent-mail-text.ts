import type { Language } from '../../../shared/language.js';

/**
 * The words of the "refund sent" mail in each language (users.language, English until chosen).
 * `bank`: staff sent it by bank transfer, with its UTR; `gateway`: the payment gateway paid it
 * back to the card, UPI or account the customer paid with.
 */
const en = {
  subject: 'Booking #{{booking}}: refund of {{amount}} sent',
  greeting: 'Hello {{name}},',
  bank: 'We have sent the refund of {{amount}} for your booking #{{booking}} (reference {{reference}}) to your bank account.',
  utr: 'Bank reference (UTR): {{utr}}',
  bankArrives:
    'It usually reaches your account within a working day. If it has not arrived in three working days, please quote the UTR when you call us.',
  gateway:
    'We have sent the refund of {{amount}} for your booking #{{booking}} (reference {{reference}}) back to the card, UPI or bank account you paid with.',
  gatewayArrives:
    'Your bank usually shows it within 5 to 7 working days. If it has not arrived by then, please quote the booking reference when you call us.',
  questions: 'Questions? Call {{phone}}.',
};

export type RefundSentMailText = typeof en;

const hi: RefundSentMailText = {
  subject: 'बुकिंग #{{booking}}: {{amount}} का रिफ़ंड भेजा गया',
  greeting: 'नमस्ते {{name}},',
  bank: 'आपकी बुकिंग #{{booking}} (संदर्भ {{reference}}) का {{amount}} का रिफ़ंड हमने आपके बैंक खाते में भेज दिया है।',
  utr: 'बैंक संदर्भ (UTR): {{utr}}',
  bankArrives:
    'यह आम तौर पर एक कामकाजी दिन में आपके खाते में पहुँच जाता है। अगर तीन कामकाजी दिनों में न पहुँचे, तो कॉल करते समय कृपया UTR बताएँ।',
  gateway:
    'आपकी बुकिंग #{{booking}} (संदर्भ {{reference}}) का {{amount}} का रिफ़ंड हमने उसी कार्ड, UPI या बैंक खाते में वापस भेज दिया है जिससे आपने भुगतान किया था।',
  gatewayArrives:
    'आपका बैंक इसे आम तौर पर 5 से 7 कामकाजी दिनों में दिखाता है। अगर तब तक न पहुँचे, तो कॉल करते समय कृपया बुकिंग संदर्भ बताएँ।',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};

export const REFUND_SENT_MAIL_TEXT: Record<Language, RefundSentMailText> = { en, hi };
