import type { JournalAccount, LedgerSummary } from '../../../shared/journal.js';
import type { Db } from '../../db/client.js';
import { accountTotals } from './journal.queries.js';

/** The first instant of an IST month (`2026-11`) and of the next one. */
export function istMonthBounds(month: string) {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const start = new Date(Date.UTC(year, m - 1, 1) - 5.5 * 3_600_000);
  const end = new Date(Date.UTC(year, m, 1) - 5.5 * 3_600_000);
  return { start, end };
}

/**
 * Revenue by source, GST output, and what is held, owed and payable, all from the journal, so
 * every figure is a sum of balanced entries. `branchId` null: every branch and the courses.
 */
export async function ledgerSummary(
  db: Db,
  month: string,
  branchId: number | null,
): Promise<LedgerSummary> {
  const { start, end } = istMonthBounds(month);
  const rows = await accountTotals(db, start, end, branchId);
  const of = (account: JournalAccount, field: 'movement' | 'balance') =>
    Number(rows.find((r) => r.account === account)?.[field] ?? 0);
  return {
    from: start.toISOString(),
    to: end.toISOString(),
    revenuePaise: {
      rent: of('rent_revenue', 'movement'),
      extension: of('extension_revenue', 'movement'),
      extraCharges: of('extra_charge_revenue', 'movement'),
      courses: of('course_revenue', 'movement'),
    },
    gstOutputPaise: {
      cgst: of('gst_output_cgst', 'movement'),
      sgst: of('gst_output_sgst', 'movement'),
      igst: of('gst_output_igst', 'movement'),
    },
    depositsHeldPaise: of('deposits_held', 'balance'),
    // An asset: debits minus credits.
    receivablesPaise: -of('customer_receivables', 'balance'),
    refundsPayablePaise: of('refunds_payable', 'balance'),
  };
}
