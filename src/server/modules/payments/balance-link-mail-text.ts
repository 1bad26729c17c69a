import type { Language } from '../../../shared/language.js';

/** The mail with the link to pay a balance online, in the customer's language. */
const en = {
  subject: 'Booking #{{booking}}: {{amount}} left to pay',
  greeting: 'Hello {{name}},',
  owed: 'After the return of booking #{{booking}}, {{amount}} is left to pay (see your final bill).',
  owedChange:
    'Booking #{{booking}} was changed and costs more now: {{amount}} is left to pay before the pickup.',
  payHere: 'Pay it online here: {{link}}',
  counter: 'You can also pay at the branch counter by cash, UPI or card.',
  questions: 'Questions? Call {{phone}}.',
};

export type BalanceLinkMailText = typeof en;

const hi: BalanceLinkMailText = {
  subject: 'बुकिंग #{{booking}}: {{amount}} चुकाना बाकी है',
  greeting: 'नमस्ते {{name}},',
  owed: 'बुकिंग #{{booking}} की गाड़ी लौटाने के बाद {{amount}} चुकाना बाकी है (अपना अंतिम बिल देखें)।',
  owedChange:
    'बुकिंग #{{booking}} बदली गई है और अब इसकी कीमत ज़्यादा है: पिकअप से पहले {{amount}} चुकाना बाकी है।',
  payHere: 'इसे यहाँ ऑनलाइन चुकाएँ: {{link}}',
  counter: 'आप ब्रांच काउंटर पर नकद, UPI या कार्ड से भी भुगतान कर सकते हैं।',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};

export const BALANCE_LINK_MAIL_TEXT: Record<Language, BalanceLinkMailText> = { en, hi };
