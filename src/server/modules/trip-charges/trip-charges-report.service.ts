import { addDays, istInstant } from '../../../shared/time.js';
import {
  tripChargesReportRowSchema,
  type TripChargesReport,
  type TripChargesReportQuery,
  type TripChargesReportRow,
} from '../../../shared/trip-charges-report.js';
import { TRIP_CHARGE_KINDS, type TripChargeKind } from '../../../shared/trip-charges.js';
import type { Db } from '../../db/client.js';
import {
  billedChargesIn,
  chargeFiguresByKind,
  type ChargeFigures,
  type ReportPeriod,
} from './trip-charges-report.queries.js';
import { owedByCharge } from './trip-charges-owed.js';

type Figures = Omit<TripChargesReportRow, 'kind'>;

const NONE: Omit<ChargeFigures, 'kind'> = {
  ownCount: 0,
  ownPaise: 0,
  billedCount: 0,
  billedPaise: 0,
  standingPaise: 0,
  disputeOpenCount: 0,
  disputeOpenPaise: 0,
  disputeRejectedCount: 0,
  disputeRejectedPaise: 0,
  reversedCount: 0,
  reversedPaise: 0,
  writtenOffCount: 0,
  writtenOffPaise: 0,
};

/** Still unpaid now of the period's billed charges, by kind (their bookings' balances). */
async function owedByKind(db: Db, period: ReportPeriod) {
  const billed = await billedChargesIn(db, period);
  const owed = await owedByCharge(
    db,
    billed.flatMap((c) => (c.bookingId ? [c.bookingId] : [])),
  );
  const byKind = new Map<TripChargeKind, number>();
  for (const c of billed) byKind.set(c.kind, (byKind.get(c.kind) ?? 0) + (owed.get(c.id) ?? 0));
  return byKind;
}

function rowOf(
  kind: TripChargeKind,
  f: Omit<ChargeFigures, 'kind'>,
  owedPaise: number,
): TripChargesReportRow {
  const { standingPaise, ...figures } = f;
  const collectedPaise = standingPaise - owedPaise - f.writtenOffPaise;
  return { ...figures, kind, owedPaise, collectedPaise };
}

const FIGURE_KEYS = Object.keys(tripChargesReportRowSchema.shape).filter(
  (key): key is keyof Figures => key !== 'kind',
);

function totalOf(rows: TripChargesReportRow[]): TripChargesReportRow {
  const sums = FIGURE_KEYS.map((key) => [key, rows.reduce((sum, row) => sum + row[key], 0)]);
  return { kind: 'total', ...(Object.fromEntries(sums) as Figures) };
}

/**
 * Charges after trips recorded in a period of IST dates (both included), by kind and in all
 * (issue 36 item 5): four queries whatever the number of charges (the figures by kind in one
 * aggregate, the billed charges, their bookings' billed charges and balances).
 */
export async function tripChargesReport(
  db: Db,
  branchId: number | null,
  query: Pick<TripChargesReportQuery, 'from' | 'to'>,
): Promise<TripChargesReport> {
  const period: ReportPeriod = {
    from: istInstant(query.from, '00:00'),
    until: istInstant(addDays(query.to, 1), '00:00'),
    branchId,
  };
  const figures = await chargeFiguresByKind(db, period);
  const owed = await owedByKind(db, period);
  const rows = TRIP_CHARGE_KINDS.map((kind) =>
    rowOf(kind, figures.find((f) => f.kind === kind) ?? NONE, owed.get(kind) ?? 0),
  );
  return { from: query.from, to: query.to, branchId, rows: [...rows, totalOf(rows)] };
}
