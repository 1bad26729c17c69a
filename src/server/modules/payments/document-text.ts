import { GST_DOCUMENT_TITLES, type GstDocumentType } from '../../../shared/gst-documents.js';
import type { Language } from '../../../shared/language.js';

/**
 * A GST document's words (decision 0041), in the reader's language; {{placeholders}} are
 * filled by the PDF. The figures, numbers, GSTINs and the lines' descriptions (as issued) are
 * the same in both.
 */
const en = {
  titles: GST_DOCUMENT_TITLES as Record<GstDocumentType, string>,
  void: 'VOID: {{reason}}',
  number: 'Number: {{number}}',
  date: 'Date: {{date}}',
  placeOfSupply: 'Place of supply: {{state}}',
  reverseCharge: 'Tax payable on reverse charge: No',
  against: 'Against: {{title}} {{number}} dated {{date}}',
  supplier: 'Supplier',
  recipient: 'Recipient (billed to)',
  gstin: 'GSTIN: {{gstin}}',
  unregistered: 'Unregistered (no GSTIN)',
  state: 'State: {{state}}',
  car: 'Car registration: {{registration}}',
  period: 'Rental period: {{from}} to {{to}}',
  columns: {
    description: 'Description',
    sac: 'SAC',
    taxable: 'Taxable value',
    cgstRate: 'CGST rate',
    cgst: 'CGST amount',
    sgstRate: 'SGST rate',
    sgst: 'SGST amount',
    igstRate: 'IGST rate',
    igst: 'IGST amount',
    total: 'Total',
  },
  totals: {
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
    advance: 'Less advance received',
    deposit: 'Less security deposit applied',
    balance: 'Balance payable',
  },
  reimbursed: {
    heading: 'Expenses paid as your pure agent (not part of the value of supply)',
    toll: 'Toll',
    challan: 'Traffic challan {{reference}}',
    total: 'Total of expenses paid for you',
    note: 'Paid on your behalf, as the rental terms you accepted authorise, and recovered at the amount paid: no GST is charged on them (Rule 33 of the CGST Rules, 2017).',
    payable: 'Amount payable (total and expenses)',
  },
  inWords: 'Amount in words: {{words}}',
  paidIn: 'Paid in {{currency}}: {{amount}}. Rupee figures at ₹{{rate}} per {{currency}}.',
  for: 'For {{name}}',
  signatory: 'Authorised signatory',
  unknownState: 'Unknown state',
};
export type DocumentText = typeof en;

const hi: DocumentText = {
  titles: {
    receipt_voucher: 'रसीद वाउचर',
    tax_invoice: 'टैक्स इनवॉइस',
    credit_note: 'क्रेडिट नोट',
    refund_voucher: 'रिफ़ंड वाउचर',
    expense_statement: 'आपके एजेंट के रूप में चुकाए गए ख़र्चों का विवरण',
  },
  void: 'रद्द: {{reason}}',
  number: 'संख्या: {{number}}',
  date: 'दिनांक: {{date}}',
  placeOfSupply: 'आपूर्ति का स्थान: {{state}}',
  reverseCharge: 'रिवर्स चार्ज पर देय टैक्स: नहीं',
  against: 'संदर्भ: {{title}} {{number}}, दिनांक {{date}}',
  supplier: 'आपूर्तिकर्ता',
  recipient: 'प्राप्तकर्ता (बिल इनके नाम)',
  gstin: 'GSTIN: {{gstin}}',
  unregistered: 'अपंजीकृत (GSTIN नहीं)',
  state: 'राज्य: {{state}}',
  car: 'कार का रजिस्ट्रेशन नंबर: {{registration}}',
  period: 'किराये की अवधि: {{from}} से {{to}} तक',
  columns: {
    description: 'विवरण',
    sac: 'SAC',
    taxable: 'टैक्स-योग्य मूल्य',
    cgstRate: 'CGST दर',
    cgst: 'CGST राशि',
    sgstRate: 'SGST दर',
    sgst: 'SGST राशि',
    igstRate: 'IGST दर',
    igst: 'IGST राशि',
    total: 'कुल',
  },
  totals: {
    taxable: 'टैक्स-योग्य मूल्य',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'कुल',
    advance: 'घटाएँ: मिला हुआ अग्रिम',
    deposit: 'घटाएँ: लगाई गई सिक्योरिटी डिपॉज़िट',
    balance: 'बकाया देय राशि',
  },
  reimbursed: {
    heading: 'आपके प्योर एजेंट के रूप में चुकाए गए ख़र्च (आपूर्ति के मूल्य का हिस्सा नहीं)',
    toll: 'टोल',
    challan: 'ट्रैफ़िक चालान {{reference}}',
    total: 'आपके लिए चुकाए गए ख़र्चों का जोड़',
    note: 'आपके स्वीकार किए किराये के नियमों के अनुसार आपकी ओर से चुकाए गए और उतनी ही राशि में वसूले गए: इन पर GST नहीं लगता (CGST नियम, 2017 का नियम 33)।',
    payable: 'देय राशि (कुल और ख़र्च)',
  },
  inWords: 'राशि शब्दों में: {{words}}',
  paidIn: '{{currency}} में भुगतान: {{amount}}। रुपये के आँकड़े ₹{{rate}} प्रति {{currency}} की दर से।',
  for: '{{name}} के लिए',
  signatory: 'अधिकृत हस्ताक्षरकर्ता',
  unknownState: 'अज्ञात राज्य',
};

export const DOCUMENT_TEXT: Record<Language, DocumentText> = { en, hi };

/** A document text with its {{placeholders}} filled (the mails' own filler). */
export { fill as fillDocument } from '../../lib/mail/mail-text.js';

// ---- The lines' descriptions (journal.service.ts writes them, in English, as issued) ----

/** What a document's line is for; journal.service.ts adds ", booking SDC-N". */
export const SUPPLY = {
  rentAdvance: 'Advance for self-drive car rental',
  extensionAdvance: 'Advance for a rental extension',
  changeAdvance: 'Advance for a booking change',
  changeAdvanceBack: 'Advance returned on a booking change',
  cancelRentBack: 'Advance returned on cancellation (rent)',
  cancelExtensionBack: 'Advance returned on cancellation (extensions)',
  cancellationCharge: 'Cancellation charge',
  rent: 'Self-drive car rental',
  extensions: 'Rental extensions',
  extraKm: 'Extra kilometres',
  late: 'Late return',
  fuel: 'Fuel below the pickup level',
  damage: 'Damage',
  // Charges after the trip (issue 36): the branch's handling fees and damage found later.
  tollFee: 'Handling fee on a toll',
  challanFee: 'Handling fee on a traffic challan',
  damageFee: 'Handling fee on damage found after the trip',
  lateDamage: 'Damage found after the trip',
} as const;
/** Lines that end with what staff or the school wrote: the reason kept, the course's title. */
export const SUPPLY_PREFIX = {
  depositKept: 'Security deposit kept: ',
  /** The rent's value after a coupon's discount, which the line names (decision 0049). */
  rentAdvanceCoupon: 'Advance for self-drive car rental after coupon discount: ',
  rentCoupon: 'Self-drive car rental after coupon discount: ',
  /** The rent's value after a referral offer's discount (decision 0051). */
  rentAdvanceReferral: 'Advance for self-drive car rental after referral discount: ',
  rentReferral: 'Self-drive car rental after referral discount: ',
  course: 'Online course: ',
  lessons: 'Practical driving lessons: ',
  /** A charge after the trip taken back on a dispute (issue 36): its number follows. */
  tripChargeReversed: 'Charge after the trip taken back on dispute ',
} as const;

const SUPPLY_HI: Record<keyof typeof SUPPLY, string> = {
  rentAdvance: 'सेल्फ़-ड्राइव कार किराये का अग्रिम',
  extensionAdvance: 'किराया बढ़ाने (एक्सटेंशन) का अग्रिम',
  changeAdvance: 'बुकिंग बदलने का अग्रिम',
  changeAdvanceBack: 'बुकिंग बदलने पर लौटाया गया अग्रिम',
  cancelRentBack: 'कैंसिल होने पर लौटाया गया अग्रिम (किराया)',
  cancelExtensionBack: 'कैंसिल होने पर लौटाया गया अग्रिम (एक्सटेंशन)',
  cancellationCharge: 'कैंसिलेशन शुल्क',
  rent: 'सेल्फ़-ड्राइव कार किराया',
  extensions: 'किराया बढ़ाना (एक्सटेंशन)',
  extraKm: 'अतिरिक्त किलोमीटर',
  late: 'देर से वापसी',
  fuel: 'पिकअप के स्तर से कम ईंधन',
  damage: 'नुकसान',
  tollFee: 'टोल पर हैंडलिंग फ़ीस',
  challanFee: 'ट्रैफ़िक चालान पर हैंडलिंग फ़ीस',
  damageFee: 'यात्रा के बाद मिले नुकसान पर हैंडलिंग फ़ीस',
  lateDamage: 'यात्रा के बाद मिला नुकसान',
};
const SUPPLY_PREFIX_HI: Record<keyof typeof SUPPLY_PREFIX, string> = {
  depositKept: 'रखी गई सिक्योरिटी डिपॉज़िट: ',
  rentAdvanceCoupon: 'कूपन छूट के बाद सेल्फ़-ड्राइव कार किराये का अग्रिम: ',
  rentCoupon: 'कूपन छूट के बाद सेल्फ़-ड्राइव कार किराया: ',
  rentAdvanceReferral: 'रेफ़रल छूट के बाद सेल्फ़-ड्राइव कार किराये का अग्रिम: ',
  rentReferral: 'रेफ़रल छूट के बाद सेल्फ़-ड्राइव कार किराया: ',
  course: 'ऑनलाइन कोर्स: ',
  lessons: 'प्रैक्टिकल ड्राइविंग क्लास: ',
  tripChargeReversed: 'विवाद पर वापस लिया गया यात्रा के बाद का चार्ज ',
};

const keysOf = <T extends object>(o: T) => Object.keys(o) as (keyof T)[];
const BOOKING_SUFFIX = /^(.*), booking (SDC-\d+)$/;

/**
 * A line's description in the reader's language. The document keeps it as issued (English);
 * a Hindi PDF prints the same words in Hindi, the booking's reference and what staff wrote as
 * they are. A description this table does not know prints as issued.
 */
export function lineDescription(description: string, lang: Language): string {
  if (lang === 'en') return description;
  const match = BOOKING_SUFFIX.exec(description);
  const what = match?.[1] ?? description;
  const exact = keysOf(SUPPLY).find((k) => SUPPLY[k] === what);
  const prefix = keysOf(SUPPLY_PREFIX).find((k) => what.startsWith(SUPPLY_PREFIX[k]));
  const words = exact
    ? SUPPLY_HI[exact]
    : prefix
      ? SUPPLY_PREFIX_HI[prefix] + what.slice(SUPPLY_PREFIX[prefix].length)
      : what;
  return match ? `${words}, बुकिंग ${match[2]}` : words;
}
