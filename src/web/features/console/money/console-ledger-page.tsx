import { useSearchParams } from 'react-router';
import { istMonth } from '../../../../shared/console-reports';
import type { LedgerSummary } from '../../../../shared/journal';
import { formatRupees } from '../../../../shared/money';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLedger } from '../shared/console-money-api';
import { LoadError } from '../shared/load-error';

/**
 * /staff/ledger?month=2026-11: the month from the double-entry journal (decision 0031).
 * Revenue is taxable value only (no deposits, no GST); balances are at the month's end.
 */
export function ConsoleLedgerPage() {
  usePageTitle('Ledger');
  const [params, setParams] = useSearchParams();
  const month = params.get('month') || istMonth(new Date());
  const ledger = useLedger(month);
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">Ledger</h1>
      <div className="max-w-xs">
        <TextField
          label="Month"
          type="month"
          value={month}
          max={istMonth(new Date())}
          onChange={(e) =>
            e.target.value && setParams({ month: e.target.value }, { replace: true })
          }
        />
      </div>
      {ledger.isPending ? (
        <PageLoader label="Loading the ledger…" />
      ) : ledger.isError ? (
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <LedgerTables ledger={ledger.data} />
      )}
    </section>
  );
}

function LedgerTables({ ledger: l }: { ledger: LedgerSummary }) {
  const revenue: [string, number][] = [
    ['Rent', l.revenuePaise.rent],
    ['Extensions', l.revenuePaise.extension],
    [
      'Extra charges at return (km, late, fuel, damage, deposits kept)',
      l.revenuePaise.extraCharges,
    ],
    ['Courses', l.revenuePaise.courses],
  ];
  const revenueTotal = revenue.reduce((sum, [, v]) => sum + v, 0);
  const gst: [string, number][] = [
    ['CGST', l.gstOutputPaise.cgst],
    ['SGST', l.gstOutputPaise.sgst],
    ['IGST', l.gstOutputPaise.igst],
  ];
  const gstTotal = gst.reduce((sum, [, v]) => sum + v, 0);
  const balances: [string, number][] = [
    ['Security deposits held', l.depositsHeldPaise],
    ['Receivables (balances customers owe)', l.receivablesPaise],
    ['Refunds payable (not yet paid out)', l.refundsPayablePaise],
  ];
  return (
    <>
      <FigureTable
        caption="Revenue by source (taxable value, without deposits or GST)"
        rows={revenue}
        total={['Total revenue', revenueTotal]}
      />
      <FigureTable caption="GST output" rows={gst} total={['Total GST', gstTotal]} />
      <FigureTable caption="At the end of the month" rows={balances} />
      <p className="text-sm text-slate-700">
        Every figure is a sum of balanced journal entries: money received lands in the gateway, bank
        or cash account; a deposit is a liability until the return settles it. Months are IST.
      </p>
    </>
  );
}

function FigureTable({
  caption,
  rows,
  total,
}: {
  caption: string;
  rows: [string, number][];
  total?: [string, number];
}) {
  return (
    <table className="w-full rounded-2xl bg-white text-sm shadow-sm">
      <caption className="mb-2 text-left text-lg font-bold text-slate-900">{caption}</caption>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, paise]) => (
          <tr key={label}>
            <th scope="row" className="px-4 py-2 text-left font-normal text-slate-800">
              {label}
            </th>
            <td className="px-4 py-2 text-right font-semibold text-slate-900">
              {formatRupees(paise)}
            </td>
          </tr>
        ))}
        {total && (
          <tr>
            <th scope="row" className="px-4 py-2 text-left font-bold text-slate-900">
              {total[0]}
            </th>
            <td className="px-4 py-2 text-right font-bold text-slate-900">
              {formatRupees(total[1])}
            </td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
