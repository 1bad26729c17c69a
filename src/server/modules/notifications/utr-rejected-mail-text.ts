import type { Language } from '../../../shared/language.js';

/** The words of the "payment reference not matched" mail in each language. */
const en = {
  subject: 'Booking #{{booking}}: payment reference not matched',
  greeting: 'Hello {{name}},',
  notMatched:
    'We could not match the payment reference (UTR) {{utr}} with a payment to our account for booking #{{booking}} (reference {{reference}}).',
  reason: 'Reason: {{reason}}',
  stillHeld:
    'Your car stays held until {{until}} (IST). Please pay online or send the correct UTR before then:',
  notHeld:
    'Your booking is no longer held. If money left your account, please call us for a refund.',
  questions: 'Questions? Call {{phone}}.',
};

export type UtrRejectedMailText = typeof en;

const hi: UtrRejectedMailText = {
  subject: 'बुकिंग #{{booking}}: भुगतान संदर्भ नहीं मिला',
  greeting: 'नमस्ते {{name}},',
  notMatched:
    'बुकिंग #{{booking}} (संदर्भ {{reference}}) के लिए भुगतान संदर्भ (UTR) {{utr}} हमारे खाते में आए किसी भुगतान से नहीं मिला।',
  reason: 'कारण: {{reason}}',
  stillHeld: 'आपकी कार {{until}} (IST) तक रुकी रहेगी। कृपया उससे पहले ऑनलाइन भुगतान करें या सही UTR भेजें:',
  notHeld: 'आपकी बुकिंग अब रुकी हुई नहीं है। अगर आपके खाते से पैसे कट गए हैं, तो रिफ़ंड के लिए कृपया हमें कॉल करें।',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};

export const UTR_REJECTED_MAIL_TEXT: Record<Language, UtrRejectedMailText> = { en, hi };
