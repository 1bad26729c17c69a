import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { ConsoleReport } from '../../../../shared/console-reports';
import { formatRupees } from '../../../../shared/money';

/**
 * The report's charts. Recharts is only imported here, and this file only through
 * React.lazy on the report page, so no other page carries the library (decision 0016).
 */
export function ReportCharts({ report }: { report: ConsoleReport }) {
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
          Revenue and refunds, last {money.length} months (₹)
        </figcaption>
        <div role="img" aria-label="Bar chart of revenue and refunds by month; figures below">
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={money} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="month" />
              <YAxis width={80} />
              <Tooltip formatter={(v) => formatRupees(Number(v) * 100)} />
              <Legend />
              <Bar dataKey="Revenue" fill="#1d4ed8" isAnimationActive={false} />
              <Bar dataKey="Refunds" fill="#b45309" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="rounded-2xl bg-white p-4 shadow-sm" data-testid="utilisation-chart">
        <figcaption className="mb-2 font-semibold text-slate-900">
          Utilisation per car, {report.month} (%)
        </figcaption>
        <div role="img" aria-label="Bar chart of utilisation per car; figures below">
          <ResponsiveContainer width="100%" height={260}>
            <BarChart data={cars} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="car" />
              <YAxis domain={[0, 100]} />
              <Tooltip />
              <Bar dataKey="Utilisation" fill="#047857" isAnimationActive={false} />
            </BarChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
