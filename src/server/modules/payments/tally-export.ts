import type { GstDocumentType } from '../../../shared/gst-documents.js';
import {
  JOURNAL_ACCOUNT_NAMES,
  JOURNAL_ACCOUNTS,
  type JournalAccount,
} from '../../../shared/journal.js';

/**
 * A month of the journal as one Tally import file (decision 0059): the ledger masters the
 * month's entries use, then one voucher per journal entry, in Tally's XML import envelope.
 * Pure: rows in, XML text out.
 */

/** The report the envelope names: Tally's import of masters, which takes vouchers too. */
export const TALLY_REPORT_NAME = 'All Masters';

/** Tally's predefined group of each journal account, and the GST duty head of the GST ones. */
export const TALLY_LEDGER_GROUP: Record<
  JournalAccount,
  { parent: string; gstDutyHead?: 'Central Tax' | 'State Tax' | 'Integrated Tax' }
> = {
  rent_revenue: { parent: 'Sales Accounts' },
  extension_revenue: { parent: 'Sales Accounts' },
  extra_charge_revenue: { parent: 'Sales Accounts' },
  course_revenue: { parent: 'Sales Accounts' },
  gst_output_cgst: { parent: 'Duties & Taxes', gstDutyHead: 'Central Tax' },
  gst_output_sgst: { parent: 'Duties & Taxes', gstDutyHead: 'State Tax' },
  gst_output_igst: { parent: 'Duties & Taxes', gstDutyHead: 'Integrated Tax' },
  deposits_held: { parent: 'Current Liabilities' },
  gateway_clearing: { parent: 'Current Assets' },
  bank_upi: { parent: 'Bank Accounts' },
  cash: { parent: 'Cash-in-Hand' },
  refunds_payable: { parent: 'Current Liabilities' },
  customer_receivables: { parent: 'Sundry Debtors' },
  pure_agent_recoveries: { parent: 'Current Liabilities' },
  bad_debts: { parent: 'Indirect Expenses' },
};

export type TallyVoucherType = 'Sales' | 'Receipt' | 'Credit Note' | 'Payment' | 'Journal';

/** Money received without a document of its own saying so (a balance collected). */
const RECEIPT_EVENTS = new Set(['booking_paid', 'extension_paid', 'balance_collected']);
/** Money paid out. */
const PAYMENT_EVENTS = new Set(['refund_paid']);

export interface TallyLine {
  account: JournalAccount;
  debitPaise: number;
  creditPaise: number;
}

export interface TallyDocument {
  docType: GstDocumentType;
  number: string;
}

export interface TallyEntry {
  entryId: number;
  postedAt: Date;
  event: string;
  memo: string;
  /** The booking reference, course order or lesson package the entry is for. */
  reference: string | null;
  /** The customer's name, as the documents print it. */
  party: string | null;
  /** The GST documents issued with the entry (decision 0059 says how they are matched). */
  documents: TallyDocument[];
  lines: TallyLine[];
}

export interface TallyInput {
  /** The company in Tally to import into: the registration's legal name. */
  company: string | null;
  entries: TallyEntry[];
}

/**
 * The voucher type and number an entry is imported as: its tax invoice makes it a sale (the
 * invoice's number), a credit note a credit note, a receipt voucher or money received a
 * receipt, money paid out a payment; anything else a journal voucher, numbered by its entry.
 */
export function voucherOf(entry: TallyEntry): { type: TallyVoucherType; number: string } {
  const numbered = (docType: GstDocumentType) =>
    entry.documents.find((d) => d.docType === docType)?.number;
  const invoice = numbered('tax_invoice');
  if (invoice) return { type: 'Sales', number: invoice };
  const note = numbered('credit_note');
  if (note) return { type: 'Credit Note', number: note };
  const own = `JE-${entry.entryId}`;
  const receipt = numbered('receipt_voucher');
  if (receipt || RECEIPT_EVENTS.has(entry.event))
    return { type: 'Receipt', number: receipt ?? own };
  if (PAYMENT_EVENTS.has(entry.event)) return { type: 'Payment', number: own };
  return { type: 'Journal', number: own };
}

// Characters XML 1.0 does not allow at all (C0 controls but tab, line feed, carriage return).
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text for an element or an attribute value: the five XML specials escaped. */
export function xmlText(value: string) {
  return value
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Paise as rupees with two decimals, no grouping: 123456 → `1234.56`. */
export function tallyRupees(paise: number) {
  const abs = Math.abs(paise);
  const text = `${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
  return paise < 0 ? `-${text}` : text;
}

/**
 * One ledger line: Tally marks a debit `ISDEEMEDPOSITIVE` Yes with a negative amount, a credit
 * No with a positive one, so a voucher's amounts sum to zero.
 */
export function ledgerEntry(line: TallyLine) {
  const isDebit = line.debitPaise > 0;
  const amount = isDebit ? -line.debitPaise : line.creditPaise;
  return (
    `<ALLLEDGERENTRIES.LIST><LEDGERNAME>${xmlText(JOURNAL_ACCOUNT_NAMES[line.account])}</LEDGERNAME>` +
    `<ISDEEMEDPOSITIVE>${isDebit ? 'Yes' : 'No'}</ISDEEMEDPOSITIVE>` +
    `<AMOUNT>${tallyRupees(amount)}</AMOUNT></ALLLEDGERENTRIES.LIST>`
  );
}

const IST_OFFSET_MS = 5.5 * 3_600_000;

/** An instant's IST date as Tally writes dates: YYYYMMDD. */
export const tallyDate = (at: Date) =>
  new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10).replace(/-/g, '');

function ledgerMaster(account: JournalAccount) {
  const name = xmlText(JOURNAL_ACCOUNT_NAMES[account]);
  const { parent, gstDutyHead } = TALLY_LEDGER_GROUP[account];
  const gst = gstDutyHead ? `<TAXTYPE>GST</TAXTYPE><GSTDUTYHEAD>${gstDutyHead}</GSTDUTYHEAD>` : '';
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF"><LEDGER NAME="${name}" ACTION="Create">` +
    `<NAME.LIST TYPE="String"><NAME>${name}</NAME></NAME.LIST>` +
    `<PARENT>${xmlText(parent)}</PARENT>${gst}<ISBILLWISEON>No</ISBILLWISEON>` +
    `</LEDGER></TALLYMESSAGE>`
  );
}

/** The narration: memo, reference, customer, documents and the journal entry it came from. */
export function narrationOf(entry: TallyEntry) {
  const documents = entry.documents.map((d) => d.number).join(', ');
  return [
    entry.memo.trim(),
    entry.reference,
    entry.party,
    documents === '' ? null : `Documents: ${documents}`,
    `Journal entry ${entry.entryId} (${entry.event})`,
  ]
    .filter((part): part is string => part !== null && part !== '')
    .join(' | ');
}

function voucher(entry: TallyEntry) {
  const { type, number } = voucherOf(entry);
  const date = tallyDate(entry.postedAt);
  return (
    `<TALLYMESSAGE xmlns:UDF="TallyUDF">` +
    `<VOUCHER VCHTYPE="${type}" ACTION="Create" OBJVIEW="Accounting Voucher View">` +
    `<DATE>${date}</DATE><EFFECTIVEDATE>${date}</EFFECTIVEDATE>` +
    `<VOUCHERTYPENAME>${type}</VOUCHERTYPENAME><VOUCHERNUMBER>${xmlText(number)}</VOUCHERNUMBER>` +
    `<PERSISTEDVIEW>Accounting Voucher View</PERSISTEDVIEW>` +
    `<NARRATION>${xmlText(narrationOf(entry))}</NARRATION>` +
    entry.lines.map(ledgerEntry).join('') +
    `</VOUCHER></TALLYMESSAGE>`
  );
}

/**
 * The file: UTF-8 with its declaration (Tally reads UTF-8; Devanagari names stay as written),
 * the ledgers of every account the entries use in the journal's order, then the vouchers in
 * posting order. No entries: the envelope alone, a valid empty import.
 */
export function tallyXml({ company, entries }: TallyInput) {
  const used = new Set(entries.flatMap((e) => e.lines.map((l) => l.account)));
  const masters = JOURNAL_ACCOUNTS.filter((a) => used.has(a)).map(ledgerMaster);
  const statics = company
    ? `<STATICVARIABLES><SVCURRENTCOMPANY>${xmlText(company)}</SVCURRENTCOMPANY></STATICVARIABLES>`
    : '';
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<ENVELOPE>',
    '<HEADER><TALLYREQUEST>Import Data</TALLYREQUEST></HEADER>',
    '<BODY><IMPORTDATA>',
    `<REQUESTDESC><REPORTNAME>${TALLY_REPORT_NAME}</REPORTNAME>${statics}</REQUESTDESC>`,
    '<REQUESTDATA>',
    ...masters,
    ...entries.map(voucher),
    '</REQUESTDATA>',
    '</IMPORTDATA></BODY>',
    '</ENVELOPE>',
    '',
  ].join('\n');
}
