import { createHash } from 'node:crypto';
import type { FastagImportReport } from '../../../shared/fastag-import.js';
import { chargeNoticeEnds } from '../../../shared/trip-charges.js';
import type { BranchRules } from '../../../shared/branch-rules.js';
import type { Db, Tx } from '../../db/client.js';
import { recordAudit } from '../../lib/audit-log.js';
import type { ConsoleStaff } from '../../lib/console-guard.js';
import type { Emit } from '../../lib/events/domain-events.js';
import type { EventBus } from '../../lib/events/event-bus.js';
import { badRequest } from '../../lib/http-errors.js';
import { carHoldersBetween } from '../bookings/index.js';
import { branchRulesOf } from '../branches/index.js';
import { billImportedTolls, type ImportedTolls } from '../payments/index.js';
import { carHolderIndex } from './car-holder-index.js';
import { importReport, outcome, type LineOutcome } from './fastag-import-report.js';
import {
  carsOfVehicles,
  chargesOfSourceKeys,
  insertImportedTolls,
  lockFastagImports,
  reserveChargeIds,
  tollsRecordedByHand,
  type ImportedCharge,
} from './fastag-import.queries.js';
import { readStatement, statementText, type StatementLine } from './fastag-statement.js';

type Car = { id: number; branchId: number };
/** A toll line of a car of the staff's branches, not charged before. */
interface Candidate {
  index: number;
  line: StatementLine & { occurredAt: Date };
  car: Car;
}

/**
 * Imports a FASTag statement (issue 36 item 3, decision 0057): each toll debit is matched by
 * its vehicle and time to the booking that had the car (decision 0056's rule, for all lines
 * at once: one query for the statement's cars' bookings over its span, then a binary search
 * per line) and charged as a toll: to the renter with the branch's fee through the payments
 * module (per booking one journal entry and one tax invoice), or as the business's own cost.
 * A line imported before (by its bank's transaction id), recorded by hand, or twice in the
 * file is a duplicate and charges nothing; a line of a car still out on its booking is refused
 * and written nowhere (the statement imported again once the car is back charges it); other
 * branches' and unknown vehicles are unmatched. All in one transaction, audited once; each
 * booking's renter is told once.
 */
export async function importFastagStatement(
  deps: { db: Db; events: EventBus },
  staff: ConsoleStaff,
  file: Buffer,
  now = new Date(),
): Promise<FastagImportReport> {
  const text = statementText(file);
  if (!text.ok) throw badRequest(text.message);
  const statement = readStatement(text.text, now);
  if (!statement.ok) throw badRequest(statement.message);
  const { lines } = statement;
  const outcomes: LineOutcome[] = lines.map((l) =>
    l.kind === 'toll' ? outcome('charged', null) : outcome(l.kind, l.reason),
  );
  const firstLine = new Map<string, number>();
  lines.forEach((l, i) => {
    if (l.kind !== 'toll') return;
    const first = firstLine.get(l.sourceKey);
    if (first === undefined) firstLine.set(l.sourceKey, i);
    else outcomes[i] = outcome('duplicate', 'in_file', { duplicateOfLine: lines[first]?.line });
  });
  const keys = [...new Set(lines.filter((l) => l.kind === 'toll').map((l) => l.vehicleKey))];
  const cars = new Map(
    (await carsOfVehicles(deps.db, keys, staff.branchId)).map((c) => [c.key, c]),
  );
  const candidates: Candidate[] = [];
  lines.forEach((line, index) => {
    if (outcomes[index]?.outcome !== 'charged' || !line.occurredAt) return;
    const car = cars.get(line.vehicleKey);
    if (!car) outcomes[index] = outcome('unmatched', 'not_your_car');
    else candidates.push({ index, line: { ...line, occurredAt: line.occurredAt }, car });
  });
  const importId = `fastag-${createHash('sha256').update(file).digest('hex').slice(0, 16)}`;
  return deps.events.transaction(deps.db, async (tx, emit) => {
    await chargeCandidates(tx, emit, staff, candidates, outcomes, now);
    const report = importReport(lines, outcomes);
    await recordAudit(tx, {
      actorId: staff.id,
      action: 'trip_charge.import',
      recordType: 'trip_charge',
      recordId: importId,
      branchId: staff.branchId,
      before: null,
      after: { ...report.counts, chargedPaise: report.chargedPaise },
    });
    return report;
  });
}

/**
 * The lines not charged yet, in the caller's transaction: duplicates marked, then the rest
 * billed (the renters' tolls per booking, through the money module) and written at once.
 */
async function chargeCandidates(
  tx: Tx,
  emit: Emit,
  staff: ConsoleStaff,
  candidates: Candidate[],
  outcomes: LineOutcome[],
  now: Date,
) {
  // Imports take turns: the second of two at once sees the first's tolls as duplicates.
  await lockFastagImports(tx);
  const fresh = await withoutDuplicates(tx, candidates, outcomes);
  const rows = await chargesOf(tx, fresh, outcomes, now);
  const ids = await reserveChargeIds(tx, rows.length);
  const bills = new Map<number, ImportedTolls>();
  rows.forEach(({ charge }, i) => {
    charge.id = ids[i] ?? 0;
    if (charge.bookingId === null || !charge.noticeEndsAt) return;
    const bill = bills.get(charge.bookingId) ?? {
      bookingId: charge.bookingId,
      noticeEndsAt: charge.noticeEndsAt,
      tolls: [],
    };
    bill.tolls.push({
      chargeId: charge.id,
      amountPaise: charge.amountPaise,
      feePaise: charge.feePaise,
      occurredAt: charge.occurredAt,
      place: charge.place,
      reference: charge.reference,
    });
    bills.set(charge.bookingId, bill);
  });
  const billed = await billImportedTolls(tx, [...bills.values()]);
  for (const { index, charge } of rows) {
    const bill = billed.get(charge.id);
    Object.assign(charge, bill);
    outcomes[index] = bill
      ? outcome('charged', null, {
          chargeId: charge.id,
          bookingId: charge.bookingId,
          totalPaise: bill.totalPaise,
        })
      : outcome('own_cost', null, { chargeId: charge.id });
  }
  const written = await insertImportedTolls(
    tx,
    rows.map((r) => r.charge),
    { staffId: staff.id, at: now },
  );
  // Never under the lock above; were a key taken anyway, nothing of the import is kept.
  if (written !== rows.length) throw new Error('A toll of this statement was imported meanwhile.');
  for (const bill of bills.values()) {
    const [first] = bill.tolls;
    if (!first) continue;
    emit({
      type: 'trip-charge.billed',
      chargeId: first.chargeId,
      bookingId: bill.bookingId,
      totalPaise: bill.tolls.reduce((sum, t) => sum + (billed.get(t.chargeId)?.totalPaise ?? 0), 0),
      noticeEndsAt: bill.noticeEndsAt.toISOString(),
    });
  }
}

/** Lines imported before, or recorded by hand with their transaction id, are duplicates. */
async function withoutDuplicates(tx: Tx, candidates: Candidate[], outcomes: LineOutcome[]) {
  const imported = await chargesOfSourceKeys(
    tx,
    candidates.map((c) => c.line.sourceKey),
  );
  const byHand = await tollsRecordedByHand(
    tx,
    [...new Set(candidates.map((c) => c.car.id))],
    [...new Set(candidates.flatMap((c) => (c.line.reference ? [c.line.reference] : [])))],
  );
  return candidates.filter(({ index, line, car }) => {
    const before = imported.get(line.sourceKey);
    const recorded = line.reference ? byHand.get(`${car.id}:${line.reference}`) : undefined;
    if (before !== undefined)
      outcomes[index] = outcome('duplicate', 'imported', { chargeId: before });
    else if (recorded !== undefined)
      outcomes[index] = outcome('duplicate', 'recorded', { chargeId: recorded });
    return before === undefined && recorded === undefined;
  });
}

/**
 * Who had each line's car then (the statement's cars' bookings over its span, read once and
 * searched in memory): the charge to make, or refused while the car is still out on it.
 */
async function chargesOf(tx: Tx, fresh: Candidate[], outcomes: LineOutcome[], now: Date) {
  if (fresh.length === 0) return [];
  const times = fresh.map((c) => c.line.occurredAt.getTime());
  const periods = await carHoldersBetween(
    tx,
    [...new Set(fresh.map((c) => c.car.id))],
    new Date(times.reduce((a, b) => Math.min(a, b))),
    new Date(times.reduce((a, b) => Math.max(a, b))),
  );
  const holderAt = carHolderIndex(periods);
  const rules = new Map<number, BranchRules>();
  for (const branchId of new Set(fresh.map((c) => c.car.branchId))) {
    rules.set(branchId, await branchRulesOf(tx, branchId));
  }
  const rows: { index: number; charge: ImportedCharge }[] = [];
  for (const { index, line, car } of fresh) {
    const holder = holderAt(car.id, line.occurredAt.getTime());
    if (holder?.status === 'confirmed') {
      outcomes[index] = outcome('refused', 'on_the_road', { bookingId: holder.rootId });
      continue;
    }
    const rule = rules.get(car.branchId);
    const charge: ImportedCharge = {
      id: 0,
      carId: car.id,
      branchId: car.branchId,
      status: holder ? 'billed' : 'business',
      occurredAt: line.occurredAt,
      amountPaise: line.amountPaise ?? 0,
      feePaise: holder ? (rule?.tollFeePaise ?? 0) : 0,
      reference: line.reference.slice(0, 40),
      place: line.plaza,
      bookingId: holder?.rootId ?? null,
      userId: holder?.userId ?? null,
      noticeEndsAt: holder && rule ? chargeNoticeEnds(now, rule.chargeNoticeDays) : null,
      sourceKey: line.sourceKey,
      totalPaise: 0,
      invoiceNumber: null,
    };
    rows.push({ index, charge });
  }
  return rows;
}
