import type { ConsoleReport } from '../../../shared/console-reports.js';

/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled, RFC 4180);
 * text a spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

const csv = (rows: (string | number | boolean | null)[][]) =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

const rupees = (paise: number) => (paise / 100).toFixed(2);

/** The month's figures by branch: the same numbers as the report's table. */
export function branchFiguresCsv(report: ConsoleReport) {
  return csv([
    ['branch', 'month', 'bookings', 'cancellations', 'received_inr', 'refunds_inr', 'revenue_inr'],
    ...report.branches.map((b) => [
      b.branchName,
      b.month,
      b.bookings,
      b.cancellations,
      rupees(b.receivedPaise),
      rupees(b.refundsPaise),
      rupees(b.revenuePaise),
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
