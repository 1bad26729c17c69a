import { useTranslation } from 'react-i18next';
import { languageOfTag } from '../../../../shared/language';

/**
 * The console's accounts section in English and Hindi (issue 24). The console's other pages are
 * English only; these words follow the page's language like the customer pages' do.
 */
const en = {
  title: 'Accounts from the journal',
  intro:
    'Every figure is a sum of journal lines. Revenue is the taxable value: no GST, no deposits. Balances are at the month’s end (or now, for this month).',
  loading: 'Loading the accounts…',
  revenue: {
    title: 'Revenue by source',
    rent: 'Rent',
    extension: 'Extensions',
    extraCharges: 'Extra charges (km, late, fuel, damage)',
    courses: 'Courses',
    total: 'Total revenue',
  },
  gst: {
    title: 'GST output by rate',
    rate: 'Rate',
    taxable: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'Total',
    noRate: 'Rate not recorded',
    none: 'No GST this month.',
  },
  balances: {
    title: 'Held, owed and payable',
    deposits: 'Security deposits held',
    receivables: 'Owed by customers',
    refunds: 'Refunds payable',
  },
  ages: {
    title: 'What customers owe, by age',
    '0-30': '0–30 days',
    '31-60': '31–60 days',
    '61-90': '61–90 days',
    '90+': 'Over 90 days',
  },
  open: {
    receivablesTitle: 'Bookings with money owed',
    refundsTitle: 'Refunds still to pay',
    booking: 'Booking',
    customer: 'Customer',
    branch: 'Branch',
    since: 'Since',
    age: 'Age (days)',
    amount: 'Amount',
    none: 'None.',
  },
  exports: {
    title: 'Exports for the accountant',
    dayBook: 'Day book',
    from: 'From',
    to: 'To',
    downloadDayBook: 'Download the day book (CSV)',
    gstr1: 'GSTR-1 for the month (GST offline tool CSVs)',
    adminsOnly: 'GSTR-1 covers the whole GSTIN: an admin downloads it.',
    sections: {
      b2b: 'B2B invoices',
      b2cl: 'B2C large',
      b2cs: 'B2C small',
      cdnr: 'Credit notes, registered',
      cdnur: 'Credit notes, unregistered',
      at: 'Tax on advances received',
      atadj: 'Advances adjusted',
      exemp: 'Nil-rated and exempt supplies',
      'hsn-b2b': 'SAC summary, B2B',
      'hsn-b2c': 'SAC summary, B2C',
      docs: 'Documents issued',
    },
  },
  courseOrders: {
    title: 'Course orders',
    intro: 'Driving-school orders paid through the gateway, and the refunds the guarantee made.',
    loading: 'Loading the course orders…',
    none: 'No course order has been paid yet.',
    order: 'Order',
    customer: 'Customer',
    courses: 'Courses',
    amount: 'Amount',
    paid: 'Paid',
    refunded: 'Refunded',
    payment: 'Gateway payment',
    documents: 'GST documents',
    documentsOf: (id: number) => `Documents of order #${id}`,
    loadingDocuments: 'Loading the GST documents…',
    noDocuments: 'No GST document was issued for this order.',
    voided: 'voided',
  },
};

export type AccountsWords = typeof en;

const hi: AccountsWords = {
  title: 'जर्नल से खाते',
  intro:
    'हर आँकड़ा जर्नल की पंक्तियों का जोड़ है। राजस्व कर-योग्य मूल्य है: न GST, न जमानत राशि। शेष महीने के अंत के हैं (इस महीने के लिए अभी के)।',
  loading: 'खाते लोड हो रहे हैं…',
  revenue: {
    title: 'स्रोत के अनुसार राजस्व',
    rent: 'किराया',
    extension: 'अवधि बढ़ाना',
    extraCharges: 'अतिरिक्त शुल्क (किमी, देरी, ईंधन, क्षति)',
    courses: 'कोर्स',
    total: 'कुल राजस्व',
  },
  gst: {
    title: 'दर के अनुसार आउटपुट GST',
    rate: 'दर',
    taxable: 'कर-योग्य मूल्य',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    total: 'कुल',
    noRate: 'दर दर्ज नहीं',
    none: 'इस महीने कोई GST नहीं।',
  },
  balances: {
    title: 'रखी, बकाया और देय राशि',
    deposits: 'रखी गई जमानत राशि',
    receivables: 'ग्राहकों पर बकाया',
    refunds: 'देय रिफ़ंड',
  },
  ages: {
    title: 'ग्राहकों का बकाया, अवधि के अनुसार',
    '0-30': '0–30 दिन',
    '31-60': '31–60 दिन',
    '61-90': '61–90 दिन',
    '90+': '90 दिन से अधिक',
  },
  open: {
    receivablesTitle: 'बकाया वाली बुकिंग',
    refundsTitle: 'अभी देने बाकी रिफ़ंड',
    booking: 'बुकिंग',
    customer: 'ग्राहक',
    branch: 'शाखा',
    since: 'कब से',
    age: 'अवधि (दिन)',
    amount: 'राशि',
    none: 'कोई नहीं।',
  },
  exports: {
    title: 'लेखाकार के लिए निर्यात',
    dayBook: 'रोज़नामचा (डे बुक)',
    from: 'से',
    to: 'तक',
    downloadDayBook: 'रोज़नामचा डाउनलोड करें (CSV)',
    gstr1: 'महीने का GSTR-1 (GST ऑफ़लाइन टूल की CSV)',
    adminsOnly: 'GSTR-1 पूरे GSTIN का है: इसे एडमिन डाउनलोड करते हैं।',
    sections: {
      b2b: 'B2B इनवॉइस',
      b2cl: 'B2C बड़े',
      b2cs: 'B2C छोटे',
      cdnr: 'क्रेडिट नोट, पंजीकृत',
      cdnur: 'क्रेडिट नोट, अपंजीकृत',
      at: 'प्राप्त अग्रिम पर कर',
      atadj: 'समायोजित अग्रिम',
      exemp: 'शून्य-दर और छूट वाली आपूर्ति',
      'hsn-b2b': 'SAC सारांश, B2B',
      'hsn-b2c': 'SAC सारांश, B2C',
      docs: 'जारी दस्तावेज़',
    },
  },
  courseOrders: {
    title: 'कोर्स ऑर्डर',
    intro: 'गेटवे से भुगतान किए गए ड्राइविंग स्कूल के ऑर्डर, और गारंटी के तहत किए गए रिफ़ंड।',
    loading: 'कोर्स ऑर्डर लोड हो रहे हैं…',
    none: 'अभी तक किसी कोर्स ऑर्डर का भुगतान नहीं हुआ है।',
    order: 'ऑर्डर',
    customer: 'ग्राहक',
    courses: 'कोर्स',
    amount: 'राशि',
    paid: 'भुगतान',
    refunded: 'रिफ़ंड',
    payment: 'गेटवे भुगतान',
    documents: 'GST दस्तावेज़',
    documentsOf: (id: number) => `ऑर्डर #${id} के दस्तावेज़`,
    loadingDocuments: 'GST दस्तावेज़ लोड हो रहे हैं…',
    noDocuments: 'इस ऑर्डर का कोई GST दस्तावेज़ जारी नहीं हुआ।',
    voided: 'रद्द',
  },
};

export const ACCOUNTS_WORDS = { en, hi } as const;

/** The accounts section's words in the page's language. */
export function useAccountsWords(): AccountsWords {
  const { i18n } = useTranslation();
  return ACCOUNTS_WORDS[languageOfTag(i18n?.language)];
}
