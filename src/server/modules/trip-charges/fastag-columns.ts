/**
 * The columns of a FASTag statement by their header names (decision 0057). The primary layout
 * is the IDFC FIRST Bank statement as fleet portals export it ("Transaction Time", "Nature
 * (C/D)", "Amount", "Description", "Truck Number", "Transaction ID", ...); the other names are
 * the same fields as other issuers and the NETC reports call them. Names are compared in lower
 * case with everything but letters and digits taken out; the first name found wins, so the
 * moment the tag was read at the plaza comes before the bank's posting time.
 */
export const COLUMN_NAMES = {
  time: [
    'readerreadtime',
    'readerdatetime',
    'tagreaddatetime',
    'tagreadtime',
    'transactiontime',
    'transactiondatetime',
    'transactiondateandtime',
    'txndatetime',
    'txndateandtime',
    'txntime',
    'dateandtime',
    'datetime',
    'time',
    'transactiondate',
    'txndate',
    'date',
  ],
  /** A date of its own, when the time column holds only the clock. */
  date: ['transactiondate', 'txndate', 'date'],
  vehicle: [
    'trucknumber',
    'vehiclenumber',
    'vehicleno',
    'vehicleregistrationnumber',
    'vehicleregistrationno',
    'vehicleregno',
    'vehregno',
    'registrationnumber',
    'registrationno',
    'regno',
    'vrn',
    'licenceplateno',
    'licenseplateno',
    'vehicle',
  ],
  amount: [
    'amount',
    'transactionamount',
    'transactionamountrs',
    'transactionamountinr',
    'txnamount',
    'amountrs',
    'amountinr',
    'tollamount',
    'amountdr',
  ],
  /** Separate debit and credit columns, when there is no single amount. */
  debit: ['debit', 'debitamount', 'withdrawal', 'dramount'],
  credit: ['credit', 'creditamount', 'deposit', 'cramount'],
  type: [
    'naturecd',
    'nature',
    'transactiontype',
    'txntype',
    'drcr',
    'crdr',
    'debitcredit',
    'type',
    'activity',
  ],
  reference: [
    'transactionid',
    'txnid',
    'uniquetransactionid',
    'transactionreferencenumber',
    'transactionreferenceno',
    'transactionrefno',
    'transactionreference',
    'referencenumber',
    'referenceno',
    'refno',
    'rrn',
  ],
  plaza: ['tollplazaname', 'plazaname', 'tollplaza', 'plaza', 'tollname', 'merchantname'],
  description: ['description', 'narration', 'particulars', 'remarks', 'details'],
  tag: ['tagid', 'tagnumber', 'tagserialnumber', 'tagserialno'],
  status: ['status', 'transactionstatus', 'txnstatus'],
} as const;

export type ColumnName = keyof typeof COLUMN_NAMES;
export type Columns = Partial<Record<ColumnName, number>>;

export const headerKey = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Where each field is in a header row (a column serves one field). */
export function columnsOf(header: string[]): Columns {
  const keys = header.map(headerKey);
  const taken = new Set<number>();
  const columns: Columns = {};
  for (const field of Object.keys(COLUMN_NAMES) as ColumnName[]) {
    for (const name of COLUMN_NAMES[field]) {
      const at = keys.findIndex((k, i) => k === name && !taken.has(i));
      if (at >= 0) {
        columns[field] = at;
        taken.add(at);
        break;
      }
    }
  }
  return columns;
}

/** A header row names at least the time, the vehicle and an amount. */
export const isHeader = (c: Columns) =>
  c.time !== undefined && c.vehicle !== undefined && (c.amount ?? c.debit) !== undefined;
