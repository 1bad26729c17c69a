import { JOURNAL_ACCOUNT_NAMES } from '../../../shared/journal.js';
import type { Language } from '../../../shared/language.js';
import type { StatementAccount } from '../../../shared/statements.js';

/**
 * The statements' PDF words (decision 0052), in the reader's language, as the GST documents'
 * (`document-text.ts`); {{placeholders}} are filled by the PDF. Figures are the same in both.
 */
const en = {
  title: 'Statements from the journal',
  period: 'Period: {{from}} to {{to}} (IST)',
  everything: 'Every branch and the driving school',
  branch: 'Bookings of branch no. {{id}}',
  note: 'Amounts in rupees, sums of the double-entry journal. Dr: debit, Cr: credit.',
  debitMark: 'Dr',
  creditMark: 'Cr',
  trialBalance: {
    title: 'Trial balance',
    account: 'Account',
    opening: 'Opening',
    debits: 'Debits',
    credits: 'Credits',
    closing: 'Closing',
    total: 'Total',
  },
  profitAndLoss: {
    title: 'Profit and loss',
    income: 'Income',
    expenses: 'Expenses',
    noExpenses: 'No expense is posted yet.',
    totalIncome: 'Total income',
    totalExpenses: 'Total expenses',
    profit: 'Profit for the period',
  },
  balanceSheet: {
    title: 'Balance sheet at the end of {{date}}',
    assets: 'Assets',
    liabilities: 'Liabilities',
    equity: 'Equity',
    totalAssets: 'Total assets',
    totalLiabilities: 'Total liabilities',
    totalLiabilitiesEquity: 'Total liabilities and equity',
  },
  gstr3b: {
    title: 'GSTR-3B summary for {{month}}',
    table: 'Table',
    nature: 'Nature of supplies',
    taxable: 'Taxable value',
    outward: 'Outward taxable supplies (other than zero rated, nil rated and exempted)',
    nilExempt: 'Other outward supplies (nil rated, exempted)',
    itc: 'Input tax credit: all other ITC (gateway fees)',
    net: 'Tax payable less input tax credit',
  },
  accounts: {
    ...JOURNAL_ACCOUNT_NAMES,
    retained_profit: 'Retained profit',
  } satisfies Record<StatementAccount, string>,
};
export type StatementsText = typeof en;

const hi: StatementsText = {
  title: 'जर्नल से वित्तीय विवरण',
  period: 'अवधि: {{from}} से {{to}} तक (IST)',
  everything: 'सभी ब्रांच और ड्राइविंग स्कूल',
  branch: 'ब्रांच नंबर {{id}} की बुकिंग',
  note: 'रकम रुपये में, डबल-एंट्री जर्नल का जोड़। नामे: डेबिट, जमा: क्रेडिट।',
  debitMark: 'नामे',
  creditMark: 'जमा',
  trialBalance: {
    title: 'तलपट (ट्रायल बैलेंस)',
    account: 'खाता',
    opening: 'शुरुआती बाकी',
    debits: 'डेबिट',
    credits: 'क्रेडिट',
    closing: 'आख़िरी बाकी',
    total: 'कुल',
  },
  profitAndLoss: {
    title: 'लाभ-हानि खाता',
    income: 'आमदनी',
    expenses: 'खर्च',
    noExpenses: 'अभी कोई खर्च दर्ज नहीं है।',
    totalIncome: 'कुल आमदनी',
    totalExpenses: 'कुल खर्च',
    profit: 'अवधि का लाभ',
  },
  balanceSheet: {
    title: '{{date}} के अंत पर बैलेंस शीट',
    assets: 'परिसंपत्तियाँ',
    liabilities: 'देनदारियाँ',
    equity: 'पूँजी',
    totalAssets: 'कुल परिसंपत्तियाँ',
    totalLiabilities: 'कुल देनदारियाँ',
    totalLiabilitiesEquity: 'कुल देनदारियाँ और पूँजी',
  },
  gstr3b: {
    title: '{{month}} का GSTR-3B सारांश',
    table: 'टेबल',
    nature: 'सप्लाई का प्रकार',
    taxable: 'टैक्सेबल वैल्यू',
    outward: 'बाहर जाने वाली टैक्सेबल सप्लाई (ज़ीरो रेटेड, निल रेटेड और छूट वाली के अलावा)',
    nilExempt: 'दूसरी बाहर जाने वाली सप्लाई (निल रेटेड, छूट वाली)',
    itc: 'इनपुट टैक्स क्रेडिट: बाकी सभी ITC (गेटवे फ़ीस)',
    net: 'इनपुट टैक्स क्रेडिट घटाकर देय टैक्स',
  },
  accounts: {
    rent_revenue: 'किराये की आमदनी',
    extension_revenue: 'एक्सटेंशन की आमदनी',
    extra_charge_revenue: 'एक्स्ट्रा चार्ज की आमदनी',
    course_revenue: 'कोर्स की आमदनी',
    gst_output_cgst: 'आउटपुट GST: CGST',
    gst_output_sgst: 'आउटपुट GST: SGST',
    gst_output_igst: 'आउटपुट GST: IGST',
    deposits_held: 'पास रखी सिक्योरिटी डिपॉज़िट',
    gateway_clearing: 'पेमेंट गेटवे क्लियरिंग',
    bank_upi: 'बैंक और UPI',
    cash: 'कैश',
    refunds_payable: 'देने वाले रिफ़ंड',
    customer_receivables: 'ग्राहकों पर बाकी',
    pure_agent_recoveries: 'वसूले गए टोल और जुर्माने (प्योर एजेंट)',
    bad_debts: 'बट्टे खाते में डाला गया बकाया',
    retained_profit: 'संचित लाभ',
  },
};

export const STATEMENTS_TEXT: Record<Language, StatementsText> = { en, hi };

export const fillStatement = (template: string, values: Record<string, string>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');
