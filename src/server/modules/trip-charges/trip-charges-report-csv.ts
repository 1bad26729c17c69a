import type { TripChargesReportQuery } from '../../../shared/trip-charges-report.js';
import type { Db } from '../../db/client.js';
import { csv, rupees } from '../../lib/csv.js';
import { tripChargesReport } from './trip-charges-report.service.js';

/** The report as a CSV file: the same rows and figures as the console's table, in rupees. */
export async function tripChargesReportCsv(
  db: Db,
  branchId: number | null,
  query: Pick<TripChargesReportQuery, 'from' | 'to'>,
) {
  const report = await tripChargesReport(db, branchId, query);
  const body = csv([
    [
      'from',
      'to',
      'kind',
      'own_cost_count',
      'own_cost_inr',
      'billed_count',
      'billed_inr',
      'collected_inr',
      'still_owed_inr',
      'disputes_open_count',
      'disputes_open_inr',
      'disputes_rejected_count',
      'disputes_rejected_inr',
      'reversed_count',
      'reversed_inr',
      'written_off_count',
      'written_off_inr',
    ],
    ...report.rows.map((r) => [
      report.from,
      report.to,
      r.kind,
      r.ownCount,
      rupees(r.ownPaise),
      r.billedCount,
      rupees(r.billedPaise),
      rupees(r.collectedPaise),
      rupees(r.owedPaise),
      r.disputeOpenCount,
      rupees(r.disputeOpenPaise),
      r.disputeRejectedCount,
      rupees(r.disputeRejectedPaise),
      r.reversedCount,
      rupees(r.reversedPaise),
      r.writtenOffCount,
      rupees(r.writtenOffPaise),
    ]),
  ]);
  return { fileName: `trip-charges-${report.from}-to-${report.to}.csv`, body };
}
