import { createHash } from 'node:crypto';
import {
  FASTAG_EXCEL_MESSAGE,
  FASTAG_NO_LINES_MESSAGE,
  FASTAG_NOT_A_STATEMENT_MESSAGE,
  FASTAG_TOO_MANY_LINES_MESSAGE,
  fastagVehicleKey,
  MAX_FASTAG_LINES,
  type FastagReason,
} from '../../../shared/fastag-import.js';
import { MAX_TRIP_CHARGE_PAISE } from '../../../shared/trip-charges.js';
import { columnsOf, headerKey, isHeader, type Columns } from './fastag-columns.js';
import { readCsv, type CsvRecord } from './fastag-csv.js';
import { parseStatementTime } from './fastag-time.js';

/** A line of a statement as read: a toll to match to a booking, or why it is not one. */
export interface StatementLine {
  line: number;
  /** As the statement prints it. */
  registration: string;
  vehicleKey: string;
  occurredAt: Date | null;
  amountPaise: number | null;
  plaza: string;
  reference: string;
  kind: 'toll' | 'skipped' | 'unreadable';
  reason: FastagReason | null;
  /** What makes it the same toll in any import: the bank's transaction id, else a hash. */
  sourceKey: string;
}

export type Statement = { ok: true; lines: StatementLine[] } | { ok: false; message: string };

/** A few minutes of clock difference between the bank and us are not the future. */
const CLOCK_SLACK_MS = 5 * 60_000;
/** The header comes after the account's details (name, tag, period) on some statements. */
const HEADER_SEARCH_ROWS = 30;

const CREDIT_TYPE = /^(c|cr|credit|recharge|refund|reversal|cashback|top ?up|load)\b/i;
const CREDIT_WORDS = /recharge|refund|revers|cashback|top[\s-]?up|credited/i;
const TOLL_WORDS = /toll|plaza/i;
const NOT_DONE = /fail|declin|reject|pending|cancel/i;

/** The file's text: UTF-8, or UTF-16 as Excel's "Unicode text" saves it; Excel files refused. */
export function statementText(
  data: Buffer,
): { ok: true; text: string } | { ok: false; message: string } {
  const head = data.subarray(0, 4).toString('hex');
  if (head === '504b0304' || head === 'd0cf11e0')
    return { ok: false, message: FASTAG_EXCEL_MESSAGE };
  if (head.startsWith('fffe')) return { ok: true, text: data.subarray(2).toString('utf16le') };
  return { ok: true, text: data.toString('utf8') };
}

interface Amount {
  paise: number | null;
  /** What the cell itself says: Cr/Dr after it, or a minus sign (a debit). */
  credit: boolean | null;
}

function amountOf(text: string): Amount {
  let value = text.trim();
  if (value === '') return { paise: null, credit: null };
  let credit: boolean | null = null;
  const side = /\s*\b(dr|cr)\.?$/i.exec(value);
  if (side) {
    credit = side[1]?.toLowerCase() === 'cr';
    value = value.slice(0, side.index);
  }
  value = value.replace(/^(₹|rs\.?|inr)/i, '').replace(/[,\s]/g, '');
  const negative = /^-|^\(.*\)$/.test(value);
  if (negative) credit = false;
  const digits = /^[-(]?(\d+)(?:\.(\d{1,2}))?\)?$/.exec(value);
  if (!digits) return { paise: null, credit };
  const paise = Number(digits[1]) * 100 + Number((digits[2] ?? '').padEnd(2, '0'));
  return { paise, credit };
}

/** A transaction id as exported; one Excel turned into 7.45729E+11 names nothing. */
const referenceOf = (text: string) => {
  const value = text.trim().toUpperCase();
  return /^\d+(\.\d+)?E\+\d+$/.test(value) ? '' : value;
};

const plazaOf = (plaza: string, description: string) =>
  (plaza || (/(?:toll payment at|toll at|plaza[:\s-]+)\s*(.+)$/is.exec(description)?.[1] ?? ''))
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 120);

function sourceKeyOf(line: Omit<StatementLine, 'sourceKey' | 'kind' | 'reason'>, tag: string) {
  if (line.reference) return `fastag:${line.reference}`;
  const what = [
    line.vehicleKey || tag.toUpperCase(),
    line.occurredAt?.toISOString(),
    line.amountPaise,
    line.plaza.toUpperCase(),
  ].join('|');
  return `fastag:h:${createHash('sha256').update(what).digest('hex').slice(0, 32)}`;
}

/** Reads one line after the header. */
function lineOf(record: CsvRecord, c: Columns, now: Date): StatementLine {
  const cell = (i: number | undefined) => (i === undefined ? '' : (record.cells[i] ?? ''));
  const description = cell(c.description);
  const debitCell = cell(c.debit);
  const single = c.amount !== undefined;
  const amount = amountOf(single ? cell(c.amount) : debitCell || cell(c.credit));
  const rawTime = cell(c.time);
  const timeText =
    c.date !== undefined && /^\d{1,2}:\d{2}/.test(rawTime) ? `${cell(c.date)} ${rawTime}` : rawTime;
  const occurredAt = parseStatementTime(timeText);
  const registration = cell(c.vehicle);
  const read = {
    line: record.line,
    registration,
    vehicleKey: fastagVehicleKey(registration),
    occurredAt,
    amountPaise: amount.paise,
    plaza: plazaOf(cell(c.plaza), description),
    reference: referenceOf(cell(c.reference)),
  };
  const done = (kind: StatementLine['kind'], reason: FastagReason | null): StatementLine => ({
    ...read,
    kind,
    reason,
    sourceKey: kind === 'toll' ? sourceKeyOf(read, cell(c.tag)) : '',
  });
  const needed = [c.time, c.vehicle, c.amount ?? c.debit].map((i) => i ?? 0);
  if (record.broken || record.cells.length <= Math.max(...needed))
    return done('unreadable', 'columns');
  const type = cell(c.type);
  const credit =
    CREDIT_TYPE.test(type) ||
    amount.credit === true ||
    (!single && debitCell === '' && cell(c.credit) !== '') ||
    CREDIT_WORDS.test(description);
  if (credit) return done('skipped', 'credit');
  const describesToll = c.plaza !== undefined || c.description !== undefined;
  if (
    NOT_DONE.test(cell(c.status)) ||
    (describesToll && !read.plaza && !TOLL_WORDS.test(description))
  )
    return done('skipped', 'not_toll');
  if (!read.vehicleKey) return done('unreadable', 'no_vehicle');
  if (!occurredAt) return done('unreadable', 'bad_time');
  if (occurredAt.getTime() > now.getTime() + CLOCK_SLACK_MS) return done('unreadable', 'future');
  if (!amount.paise || amount.paise > MAX_TRIP_CHARGE_PAISE)
    return done('unreadable', 'bad_amount');
  return done('toll', null);
}

/** The header row (some statements put the account's details above it) and the lines after. */
function headerOf(records: CsvRecord[]) {
  for (let i = 0; i < Math.min(records.length, HEADER_SEARCH_ROWS); i++) {
    const columns = columnsOf(records[i]?.cells ?? []);
    if (isHeader(columns)) return { columns, rows: records.slice(i + 1) };
  }
  return null;
}

/**
 * A FASTag statement's CSV text, line by line (decision 0057): each toll debit with its
 * vehicle, its time (IST) and amount, and a key that makes it the same toll in any import;
 * recharges, credits, reversals and debits that are no toll are skipped, with the reason; a
 * line that cannot be read says why. Blank rows and the summary block after the lines are
 * not lines.
 */
export function readStatement(text: string, now = new Date()): Statement {
  const found = headerOf(readCsv(text));
  if (!found) return { ok: false, message: FASTAG_NOT_A_STATEMENT_MESSAGE };
  const { columns: c, rows } = found;
  const lines: StatementLine[] = [];
  for (const record of rows) {
    if (headerKey(record.cells[0] ?? '').startsWith('summary')) break;
    const fields = [c.time, c.vehicle, c.reference, c.amount, c.debit, c.credit];
    if (!record.broken && fields.every((i) => i === undefined || !record.cells[i])) continue;
    lines.push(lineOf(record, c, now));
  }
  if (lines.length === 0) return { ok: false, message: FASTAG_NO_LINES_MESSAGE };
  if (lines.length > MAX_FASTAG_LINES) return { ok: false, message: FASTAG_TOO_MANY_LINES_MESSAGE };
  return { ok: true, lines };
}
