import { describe, expect, it } from 'vitest';
import {
  FASTAG_EXCEL_MESSAGE,
  FASTAG_NO_LINES_MESSAGE,
  FASTAG_NOT_A_STATEMENT_MESSAGE,
} from '../../../shared/fastag-import.js';
import { carHolderIndex, type HolderPeriod } from './car-holder-index.js';
import { readCsv } from './fastag-csv.js';
import { readStatement, statementText, type StatementLine } from './fastag-statement.js';
import { parseStatementTime } from './fastag-time.js';

// Issue 36 item 3 (decision 0057): a FASTag statement's CSV read line by line, and who had a
// car at a moment found without a query per line. Pure: no database.

const NOW = new Date('2026-12-01T00:00:00Z');
const ist = (wall: string) => new Date(`${wall}+05:30`).toISOString();

/** The primary layout: the account's details above the header, a summary block after. */
const IDFC = [
  'Name,Shree Travels',
  'Statement Duration,01 Nov 26 - 30 Nov 26',
  '',
  'Transaction Time,Nature (C/D),Amount,Description,Truck Number,Transaction ID,Opening Balance,Closing Balance,Vendor',
  '20 Nov 26 02:30 PM,Debit,165.00,FasTag Toll Payment at KUMHARI TOLL PLAZA,CG07AB1234,745729331,2000.00,1835.00,IDFC',
  '21 Nov 26 09:05 AM,Credit,"1,000.00",Recharge via UPI,,745729400,1835.00,2835.00,IDFC',
  '21 Nov 26 11:15 PM,Debit,95.5,"Issuer Debit Transaction for toll at DURG BYPASS, NH53",cg 07 ab 1234,745729512,2835.00,2739.50,IDFC',
  '',
  'SUMMARY',
  'Inflow,1000.00',
].join('\r\n');

const lines = (csv: string) => {
  const read = readStatement(csv, NOW);
  if (!read.ok) throw new Error(read.message);
  return read.lines;
};
const pick = (l: StatementLine) => ({
  line: l.line,
  kind: l.kind,
  reason: l.reason,
  registration: l.registration,
  vehicleKey: l.vehicleKey,
  occurredAt: l.occurredAt?.toISOString() ?? null,
  amountPaise: l.amountPaise,
  plaza: l.plaza,
  reference: l.reference,
});

describe('reading a FASTag statement', () => {
  it('reads the IDFC FIRST layout: tolls with their plaza, recharges skipped, the summary left out', () => {
    expect(lines(IDFC).map(pick)).toEqual([
      {
        line: 5,
        kind: 'toll',
        reason: null,
        registration: 'CG07AB1234',
        vehicleKey: 'CG07AB1234',
        occurredAt: ist('2026-11-20T14:30:00'),
        amountPaise: 16_500,
        plaza: 'KUMHARI TOLL PLAZA',
        reference: '745729331',
      },
      expect.objectContaining({ line: 6, kind: 'skipped', reason: 'credit', amountPaise: 100_000 }),
      expect.objectContaining({
        line: 7,
        kind: 'toll',
        vehicleKey: 'CG07AB1234',
        occurredAt: ist('2026-11-21T23:15:00'),
        amountPaise: 9_550,
        plaza: 'DURG BYPASS, NH53',
      }),
    ]);
    const [first] = lines(IDFC);
    expect(first?.sourceKey).toBe('fastag:745729331');
  });

  it('accepts other issuers’ names for the same fields, ; separated, and UTF-16 from Excel', () => {
    const csv = [
      'Sr No;Reader Read Time;Processing Date Time;Vehicle Registration Number;Tag Id;Toll Plaza Name;Lane;Transaction Type;Transaction Amount (Rs);Transaction Reference Number',
      '1;20/11/2026 02:30:05 PM;20/11/2026 06:00:00 PM;CG-07-AB-1234;34161FA820329;Kumhari;L04;Toll;Rs. 165.00;REF-1',
      '2;20-11-2026 18:00;21-11-2026 10:00;CG-07-AB-1234;34161FA820329;;;Tag Fee;100;REF-2',
    ].join('\n');
    const read = lines(csv).map(pick);
    // The reader's time (when the car passed the plaza), not the bank's processing time.
    expect(read[0]).toMatchObject({
      kind: 'toll',
      occurredAt: ist('2026-11-20T14:30:05'),
      vehicleKey: 'CG07AB1234',
      plaza: 'Kumhari',
      amountPaise: 16_500,
      reference: 'REF-1',
    });
    expect(read[1]).toMatchObject({ kind: 'skipped', reason: 'not_toll' });
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(csv, 'utf16le')]);
    const text = statementText(utf16);
    expect(text.ok && lines(text.text).length).toBe(2);
  });

  it('reads separate debit and credit columns, and a date column beside a clock', () => {
    const csv = [
      'Date,Time,Vehicle No,Plaza Name,Debit,Credit,Txn ID',
      '20/11/2026,14:30,CG07AB1234,Kumhari,165.00,,T1',
      '20/11/2026,16:00,,,,500.00,T2',
    ].join('\n');
    expect(lines(csv).map(pick)).toEqual([
      expect.objectContaining({
        kind: 'toll',
        occurredAt: ist('2026-11-20T14:30:00'),
        amountPaise: 16_500,
      }),
      expect.objectContaining({ kind: 'skipped', reason: 'credit', amountPaise: 50_000 }),
    ]);
  });

  it('skips credits, reversals and refunds however they are marked', () => {
    const csv = [
      'Transaction Date Time,Vehicle Number,Plaza,Amount,Dr/Cr,Narration',
      '20-11-2026 10:00:00,CG07AB1234,Kumhari,165.00 Cr,,',
      '20-11-2026 10:05:00,CG07AB1234,Kumhari,165.00,CR,',
      '20-11-2026 10:10:00,CG07AB1234,Kumhari,165.00,DR,Toll reversal',
      '20-11-2026 10:15:00,CG07AB1234,Kumhari,165.00,DR,Refund of excess toll',
      '20-11-2026 10:20:00,CG07AB1234,Kumhari,-165.00,,Toll',
    ].join('\n');
    expect(lines(csv).map((l) => l.reason)).toEqual(['credit', 'credit', 'credit', 'credit', null]);
  });

  it('keeps quoted cells whole: commas, doubled quotes and line breaks; a BOM is no header', () => {
    const csv =
      '\uFEFFTransaction Time,Truck Number,Amount,Description,Transaction ID\r\n' +
      '"20 Nov 26 02:30 PM",CG07AB1234,"1,165.00","FasTag Toll Payment at ""NEW"" PLAZA,\r\nRAIPUR",X1\r\n' +
      '20 Nov 26 03:30 PM,CG07AB1234,20.00,FasTag Toll Payment at ABC,X2\r\n';
    expect(lines(csv).map(pick)).toEqual([
      expect.objectContaining({ line: 2, amountPaise: 116_500, plaza: '"NEW" PLAZA, RAIPUR' }),
      expect.objectContaining({ line: 4, plaza: 'ABC', reference: 'X2' }),
    ]);
  });

  it('says why a line cannot be read, with its line number', () => {
    const csv = [
      'Transaction Time,Truck Number,Amount,Description,Transaction ID',
      '20 Nov 26 02:30 PM,,165.00,FasTag Toll Payment at A,1',
      '32 Nov 26 02:30 PM,CG07AB1234,165.00,FasTag Toll Payment at A,2',
      '20 Nov 26 13:30 PM,CG07AB1234,165.00,FasTag Toll Payment at A,3',
      '20 Nov 26 02:30 PM,CG07AB1234,abc,FasTag Toll Payment at A,4',
      '20 Nov 26 02:30 PM,CG07AB1234,0,FasTag Toll Payment at A,5',
      '25 Dec 26 02:30 PM,CG07AB1234,165.00,FasTag Toll Payment at A,6',
      '20 Nov 26 02:30 PM,CG07AB1234',
      '20 Nov 26 02:30 PM,CG07AB1234,165.00,"FasTag Toll Payment at A,7',
    ].join('\n');
    expect(lines(csv).map((l) => [l.line, l.kind, l.reason])).toEqual([
      [2, 'unreadable', 'no_vehicle'],
      [3, 'unreadable', 'bad_time'],
      [4, 'unreadable', 'bad_time'],
      [5, 'unreadable', 'bad_amount'],
      [6, 'unreadable', 'bad_amount'],
      [7, 'unreadable', 'future'],
      [8, 'unreadable', 'columns'],
      [9, 'unreadable', 'columns'],
    ]);
  });

  it('keys a line by its transaction id, else by its vehicle, time, amount and plaza', () => {
    const csv = [
      'Transaction Time,Truck Number,Amount,Description,Transaction ID',
      '20 Nov 26 02:30 PM,CG07AB1234,165.00,FasTag Toll Payment at A,',
      '20 Nov 26 02:30 PM,CG 07 AB 1234,165.00,FasTag Toll Payment at A,7.45729E+11',
      '20 Nov 26 02:31 PM,CG07AB1234,165.00,FasTag Toll Payment at A,',
    ].join('\n');
    const [a, b, c] = lines(csv);
    expect(a?.sourceKey).toMatch(/^fastag:h:[0-9a-f]{32}$/);
    // An id Excel turned into a number in E notation names nothing: the same line as the first.
    expect(b?.sourceKey).toBe(a?.sourceKey);
    expect(c?.sourceKey).not.toBe(a?.sourceKey);
  });

  it('refuses what is not a statement it can read', () => {
    const refused = (csv: string) => {
      const read = readStatement(csv, NOW);
      return read.ok ? null : read.message;
    };
    expect(refused('Name,Amount\nA,1')).toBe(FASTAG_NOT_A_STATEMENT_MESSAGE);
    expect(refused('Transaction Time,Truck Number,Amount\n\n,,\n')).toBe(FASTAG_NO_LINES_MESSAGE);
    const xlsx = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14]);
    expect(statementText(xlsx)).toEqual({ ok: false, message: FASTAG_EXCEL_MESSAGE });
  });
});

describe('a statement’s times, in IST', () => {
  it.each([
    ['20-11-2026 14:30:05', '2026-11-20T14:30:05'],
    ['20/11/2026 02:30:05 PM', '2026-11-20T14:30:05'],
    ['20/11/2026 12:05 AM', '2026-11-20T00:05:00'],
    ['20.11.26 2:30 p.m.', '2026-11-20T14:30:00'],
    ['01 Sep 26 11:51 PM', '2026-09-01T23:51:00'],
    ['01-Sep-2026 23:51:00', '2026-09-01T23:51:00'],
    ['1 September 2026, 11:51 pm', '2026-09-01T23:51:00'],
    ['2026-11-20 14:30:05', '2026-11-20T14:30:05'],
  ])('%s', (text, wall) => {
    expect(parseStatementTime(text)?.toISOString()).toBe(ist(wall));
  });

  it('keeps an ISO time’s own offset', () => {
    expect(parseStatementTime('2026-11-20T09:00:05Z')?.toISOString()).toBe(
      '2026-11-20T09:00:05.000Z',
    );
  });

  it.each(['31-02-2026 10:00', '20-13-2026 10:00', '20-11-2026', '20-11-2026 24:00', 'yesterday'])(
    'is no time: %s',
    (text) => expect(parseStatementTime(text)).toBeNull(),
  );
});

describe('CSV records', () => {
  it('counts lines from the record’s first line, through CR, LF and CRLF', () => {
    const records = readCsv('a,b\r"x\ny",z\n\nlast,1');
    expect(records.map((r) => [r.line, r.cells])).toEqual([
      [1, ['a', 'b']],
      [2, ['x\ny', 'z']],
      [5, ['last', '1']],
    ]);
  });
});

describe('who had a car then, for many moments', () => {
  const period = (over: Partial<HolderPeriod>): HolderPeriod => ({
    carId: 1,
    rootId: 1,
    userId: 9,
    status: 'completed',
    fromMs: 0,
    untilMs: 10,
    pickupMs: 0,
    ...over,
  });

  it('finds the booking whose time holds the moment: its start in, its end out', () => {
    const at = carHolderIndex([
      period({ rootId: 2, fromMs: 20, untilMs: 30, pickupMs: 20 }),
      period({ rootId: 1, fromMs: 0, untilMs: 10 }),
      period({ carId: 2, rootId: 3, fromMs: 0, untilMs: 100 }),
    ]);
    expect([0, 9, 10, 15, 20, 29, 30].map((t) => at(1, t)?.rootId ?? null)).toEqual([
      1,
      1,
      null,
      null,
      2,
      2,
      null,
    ]);
    expect(at(2, 50)?.rootId).toBe(3);
    expect(at(3, 50)).toBeNull();
  });

  it('a late return overlapping the next booking: the later booking’s pickup wins, as the query does', () => {
    const at = carHolderIndex([
      period({ rootId: 1, fromMs: 0, untilMs: 100, pickupMs: 0 }),
      period({ rootId: 2, fromMs: 40, untilMs: 60, pickupMs: 40 }),
      period({ rootId: 3, fromMs: 70, untilMs: 80, pickupMs: 70 }),
    ]);
    expect([10, 50, 65, 75, 90].map((t) => at(1, t)?.rootId)).toEqual([1, 2, 1, 3, 1]);
  });
});
