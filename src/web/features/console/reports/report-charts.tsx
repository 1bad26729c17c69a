import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  type DefaultLegendContentProps,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ConsoleReport } from '../../../../shared/console-reports';
import { useFormat } from '../../../lib/use-format';

/**
 * The legend in the page's language: Recharts' own names each swatch "… legend icon".
 */
function ChartLegend({ payload }: DefaultLegendContentProps) {
  return (
    <ul className="flex flex-wrap justify-center gap-4 text-sm text-slate-700">
      {payload?.map((entry) => (
        <li key={String(entry.value)} className="flex items-center gap-1.5">
          <span aria-hidden className="inline-block h-3 w-3" style={{ background: entry.color }} />
          {entry.value}
        </li>
      ))}
    </ul>
  );
}

/**
 * The report's charts. Recharts is only imported here, and this file only through
 * React.lazy on the report page, so no other page carries the library (decision 0016).
 */
export function ReportCharts({ report }: { report: ConsoleReport }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const money = report.trend.map((m) => ({
    month: m.month,
    Revenue: m.revenuePaise / 100,
    Refunds: m.refundsPaise / 100,
  }));
  const cars = report.cars.map((c) => ({
    car: c.carNumber,
    Utilisation: Math.round((c.utilisation ?? 0) * 1000) / 10,
  }));
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="rounded-2xl bg-white p-4 shadow-sm" data-testid="revenue-chart">
        <figcaption className="mb-2 font-semibold text-slate-900">
          {t('console.reports.charts.revenueCaption', { count: money.length })}
        </figcaption>
        <div role="img" aria-label={t('console.reports.charts.revenueLabel')}>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={money} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" />
              <YAxis width={80} />
              <Tooltip formatter={(v) => rupees(Number(v) * 100)} />
              <Legend content={ChartLegend} />
              <Bar
                dataKey="Revenue"
                name={t('console.reports.charts.revenue')}
                fill="#1d4ed8"
                isAnimationActive={false}
              />
              <Bar
                dataKey="Refunds"
                name={t('console.reports.charts.refunds')}
                fill="#b45309"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-2xl bg-white p-4 shadow-sm" data-testid="utilisation-chart">
        <figcaption className="mb-2 font-semibold text-slate-900">
          {t('console.reports.charts.utilisationCaption', { month: report.month })}
        </figcaption>
        <div role="img" aria-label={t('console.reports.charts.utilisationLabel')}>
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={cars} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="car" />
              <YAxis domain={[0, 100]} />
              <Tooltip />
              <Bar
                dataKey="Utilisation"
                name={t('console.reports.charts.utilisation')}
                fill="#047857"
                isAnimationActive={false}
              />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
