import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { istMonth } from '../../../../shared/console-reports';
import type { LedgerSummary } from '../../../../shared/journal';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { useLedger } from '../shared/console-money-api';
import { LoadError } from '../shared/load-error';

/**
 * /staff/ledger?month=2026-11: the month from the double-entry journal (decision 0031).
 * Revenue is taxable value only (no deposits, no GST); balances are at the month's end.
 */
export function ConsoleLedgerPage() {
  const { t } = useTranslation();
  usePageTitle(t('console.money.ledger.title'));
  const [params, setParams] = useSearchParams();
  const month = params.get('month') || istMonth(new Date());
  const ledger = useLedger(month);
  return (
    <section className="max-w-4xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.money.ledger.title')}</h1>
      <div className="max-w-xs">
        <TextField
          label={t('console.money.ledger.month')}
          type="month"
          value={month}
          max={istMonth(new Date())}
          onChange={(e) =>
            e.target.value && setParams({ month: e.target.value }, { replace: true })
          }
        />
      </div>
      {ledger.isPending ? (
        <PageLoader label={t('console.money.ledger.loading')} />
      ) : ledger.isError ? (
        <LoadError error={ledger.error} onRetry={() => void ledger.refetch()} />
      ) : (
        <LedgerTables ledger={ledger.data} />
      )}
    </section>
  );
}

function LedgerTables({ ledger: l }: { ledger: LedgerSummary }) {
  const { t } = useTranslation();
  const revenue: [string, number][] = [
    [t('console.money.ledger.rent'), l.revenuePaise.rent],
    [t('console.money.ledger.extensions'), l.revenuePaise.extension],
    [t('console.money.ledger.extraCharges'), l.revenuePaise.extraCharges],
    [t('console.money.ledger.courses'), l.revenuePaise.courses],
  ];
  const revenueTotal = revenue.reduce((sum, [, v]) => sum + v, 0);
  const gst: [string, number][] = [
    [t('console.money.ledger.cgst'), l.gstOutputPaise.cgst],
    [t('console.money.ledger.sgst'), l.gstOutputPaise.sgst],
    [t('console.money.ledger.igst'), l.gstOutputPaise.igst],
  ];
  const gstTotal = gst.reduce((sum, [, v]) => sum + v, 0);
  const balances: [string, number][] = [
    [t('console.money.ledger.depositsHeld'), l.depositsHeldPaise],
    [t('console.money.ledger.receivables'), l.receivablesPaise],
    [t('console.money.ledger.refundsPayable'), l.refundsPayablePaise],
  ];
  return (
    <>
      <FigureTable
        caption={t('console.money.ledger.revenueCaption')}
        rows={revenue}
        total={[t('console.money.ledger.totalRevenue'), revenueTotal]}
      />
      <FigureTable
        caption={t('console.money.ledger.gstCaption')}
        rows={gst}
        total={[t('console.money.ledger.totalGst'), gstTotal]}
      />
      <FigureTable caption={t('console.money.ledger.endCaption')} rows={balances} />
      <p className="text-sm text-slate-700">{t('console.money.ledger.note')}</p>
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
  const { rupees } = useFormat();
  return (
    <table className="w-full rounded-2xl bg-white text-sm shadow-sm">
      <caption className="mb-2 text-left text-lg font-bold text-slate-900">{caption}</caption>
      <tbody className="divide-y divide-slate-200">
        {rows.map(([label, paise]) => (
          <tr key={label}>
            <th scope="row" className="px-4 py-2 text-left font-normal text-slate-800">
              {label}
            </th>
            <td className="px-4 py-2 text-right font-semibold text-slate-900">{rupees(paise)}</td>
          </tr>
        ))}
        {total && (
          <tr>
            <th scope="row" className="px-4 py-2 text-left font-bold text-slate-900">
              {total[0]}
            </th>
            <td className="px-4 py-2 text-right font-bold text-slate-900">{rupees(total[1])}</td>
          </tr>
        )}
      </tbody>
    </table>
  );
}
