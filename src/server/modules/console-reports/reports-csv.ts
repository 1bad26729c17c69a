import type { ConsoleReport } from '../../../shared/console-reports.js';
import { csv, rupees } from '../../lib/csv.js';

export { csvField } from '../../lib/csv.js';

/** The month's figures by branch: the same numbers as the report's table. */
export function branchFiguresCsv(report: ConsoleReport) {
  return csv([
    [
      'branch',
      'month',
      'bookings',
      'cancellations',
      'received_inr',
      'refunds_inr',
      'revenue_inr',
      'gst_inr',
    ],
    ...report.branches.map((b) => [
      b.branchName,
      b.month,
      b.bookings,
      b.cancellations,
      rupees(b.receivedPaise),
      rupees(b.refundsPaise),
      rupees(b.revenuePaise),
      rupees(b.gstPaise),
    ]),
  ]);
}

/** Utilisation per car for the month. */
export function carUtilisationCsv(report: ConsoleReport) {
  return csv([
    [
      'branch',
      'month',
      'car_number',
      'car',
      'retired',
      'booked_hours',
      'blocked_hours',
      'available_hours',
      'utilisation_percent',
    ],
    ...report.cars.map((c) => [
      c.branchName,
      report.month,
      c.carNumber,
      c.title,
      c.active ? 'no' : 'yes',
      c.bookedHours,
      c.blockedHours,
      c.availableHours,
      c.utilisation === null ? null : (c.utilisation * 100).toFixed(1),
    ]),
  ]);
}

/** e.g. report-raipur-2026-11-branches.csv, or report-all-branches-… for an admin's whole view. */
export function reportFilename(report: ConsoleReport, branchName: string | null, what: string) {
  const slug = (branchName ?? 'all-branches').toLowerCase().replace(/[^a-z0-9]+/g, '-');
  return `report-${slug}-${report.month}-${what}.csv`;
}
