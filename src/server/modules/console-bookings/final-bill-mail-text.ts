import type { Language } from '../../../shared/language.js';

/** The words of the final bill mail in each language (users.language, English until chosen). */
const en = {
  subject: 'Booking #{{booking}}: your final bill',
  greeting: 'Hello {{name}},',
  thanks: 'Thank you for returning the car of booking #{{booking}}. Here is your final bill:',
  kmDriven: 'Kilometres driven: {{driven}} (included: {{included}})',
  extraKm: 'Extra kilometres: {{km}} = {{amount}}',
  late: 'Late return: {{hours}} hour(s) = {{amount}}',
  fuel: 'Fuel below pickup level: {{eighths}}/8 tank = {{amount}}',
  damage: 'Damage: {{amount}}',
  gstIntra: 'GST added: CGST {{rate}}% {{cgst}} + SGST {{rate}}% {{sgst}}',
  gstInter: 'GST added: IGST {{rate}}% {{igst}}',
  charges: 'Total charges: {{amount}}',
  deposit: 'Security deposit: {{amount}}',
  owedBefore: 'Still owed from a change of the booking: {{amount}}',
  depositRefund: 'Deposit refund: {{amount}}',
  balanceDue: 'Balance to pay: {{amount}}',
  refundComing: 'We will send {{amount}} of your deposit back to you shortly.',
  refundHeld:
    'We hold {{amount}} of your deposit until {{until}} for tolls, traffic challans or damage found after the trip. Then it comes back to you by itself.',
  nothingToRefund: 'Nothing is left of the deposit to refund.',
  sheetAttached:
    'The handover sheet is attached: the car at pickup and at return side by side, with any new damage marked.',
  questions: 'Questions? Call {{phone}}.',
};

export type FinalBillMailText = typeof en;

const hi: FinalBillMailText = {
  subject: 'बुकिंग #{{booking}}: आपका अंतिम बिल',
  greeting: 'नमस्ते {{name}},',
  thanks: 'बुकिंग #{{booking}} की कार लौटाने के लिए धन्यवाद। आपका अंतिम बिल यह है:',
  kmDriven: 'चलाए गए किलोमीटर: {{driven}} (शामिल: {{included}})',
  extraKm: 'अतिरिक्त किलोमीटर: {{km}} = {{amount}}',
  late: 'देर से वापसी: {{hours}} घंटे = {{amount}}',
  fuel: 'पिकअप से कम ईंधन: {{eighths}}/8 टंकी = {{amount}}',
  damage: 'नुकसान: {{amount}}',
  gstIntra: 'जोड़ा गया GST: CGST {{rate}}% {{cgst}} + SGST {{rate}}% {{sgst}}',
  gstInter: 'जोड़ा गया GST: IGST {{rate}}% {{igst}}',
  charges: 'कुल शुल्क: {{amount}}',
  deposit: 'सिक्योरिटी डिपॉज़िट: {{amount}}',
  owedBefore: 'बुकिंग बदलने से बाकी रकम: {{amount}}',
  depositRefund: 'डिपॉज़िट वापसी: {{amount}}',
  balanceDue: 'बकाया भुगतान: {{amount}}',
  refundComing: 'आपके डिपॉज़िट में से {{amount}} हम जल्द ही आपको वापस भेज देंगे।',
  refundHeld:
    'आपके डिपॉज़िट में से {{amount}} हम {{until}} तक यात्रा के बाद आने वाले टोल, ट्रैफ़िक चालान या नुकसान के लिए रखेंगे। उसके बाद यह अपने आप आपको वापस मिल जाएगा।',
  nothingToRefund: 'डिपॉज़िट में से वापस करने के लिए कुछ नहीं बचा है।',
  sheetAttached: 'हैंडओवर शीट संलग्न है: पिकअप और वापसी के समय की कार की स्थिति, नए नुकसान के निशान के साथ।',
  questions: 'कोई सवाल? {{phone}} पर कॉल करें।',
};

export const FINAL_BILL_MAIL_TEXT: Record<Language, FinalBillMailText> = { en, hi };
