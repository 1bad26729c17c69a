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
  inWords: 'राशि शब्दों में: {{words}}',
  paidIn: '{{currency}} में भुगतान: {{amount}}। रुपये के आँकड़े ₹{{rate}} प्रति {{currency}} की दर से।',
  for: '{{name}} के लिए',
  signatory: 'अधिकृत हस्ताक्षरकर्ता',
  unknownState: 'अज्ञात राज्य',
};

export const DOCUMENT_TEXT: Record<Language, DocumentText> = { en, hi };

/** A document text with its {{placeholders}} filled (the mails' own filler). */
export { fill as fillDocument } from '../../lib/mail/mail-text.js';
