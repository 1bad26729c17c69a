import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isCalendarDate } from '../../../../shared/calendar-date';
import { istDate } from '../../../../shared/time';
import {
  TRIP_CHARGES_REPORT_MAX_DAYS,
  type TripChargesReportRow,
} from '../../../../shared/trip-charges-report';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { LoadError } from '../shared/load-error';
import { tripChargesReportQuery, useTripChargesReport } from './trip-charges-api';

const th = 'px-3 py-2 text-left font-semibold text-slate-800';
const td = 'px-3 py-2 text-right text-slate-900 tabular-nums';

/** The report's lines: a figure's label, and its amount and count (none: amount only). */
const FIGURES = [
  ['own', 'ownPaise', 'ownCount'],
  ['billed', 'billedPaise', 'billedCount'],
  ['collected', 'collectedPaise', null],
  ['owed', 'owedPaise', null],
  ['disputeOpen', 'disputeOpenPaise', 'disputeOpenCount'],
  ['disputeRejected', 'disputeRejectedPaise', 'disputeRejectedCount'],
  ['reversed', 'reversedPaise', 'reversedCount'],
  ['writtenOff', 'writtenOffPaise', 'writtenOffCount'],
] as const satisfies readonly (readonly [
  string,
  keyof TripChargesReportRow,
  keyof TripChargesReportRow | null,
])[];

function validPeriod(from: string, to: string) {
  if (!isCalendarDate(from) || !isCalendarDate(to)) return false;
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000;
  return days >= 0 && days <= TRIP_CHARGES_REPORT_MAX_DAYS;
}

/**
 * The report of charges after trips (issue 36 item 5), for managers and admins: the charges
 * recorded in a period of IST dates (this month so far at first), by kind and in all, with the
 * business's own cost, what renters were billed, collected, still owe, disputed and what was
 * written off; and the same as CSV. `branchId`: an admin's branch picked on the page.
 */
export function TripChargesReportSection({ branchId }: { branchId: string }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const today = istDate(new Date());
  const [from, setFrom] = useState(`${today.slice(0, 7)}-01`);
  const [to, setTo] = useState(today);
  const valid = validPeriod(from, to);
  const report = useTripChargesReport(from, to, branchId, valid);
  return (
    <section aria-labelledby="trip-charges-report-heading" className="space-y-3">
      <h2 id="trip-charges-report-heading" className="pt-2 text-xl font-bold text-slate-900">
        {t('console.tripCharges.report.heading')}
      </h2>
      <p className="text-slate-700">{t('console.tripCharges.report.intro')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('console.tripCharges.report.from')}
          type="date"
          value={from}
          max={to || today}
          onChange={(e) => setFrom(e.target.value)}
          error={valid ? undefined : t('console.tripCharges.report.badPeriod')}
        />
        <TextField
          label={t('console.tripCharges.report.to')}
          type="date"
          value={to}
          min={from}
          max={today}
          onChange={(e) => setTo(e.target.value)}
        />
      </div>
      {!valid ? null : report.isPending ? (
        <PageLoader label={t('console.tripCharges.report.loading')} />
      ) : report.isError ? (
        <LoadError error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <>
          <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
            <table className="w-full text-sm">
              <caption className="sr-only">
                {t('console.tripCharges.report.caption', { from, to })}
              </caption>
              <thead>
                <tr>
                  <th scope="col" className={th}>
                    {t('console.tripCharges.report.figure')}
                  </th>
                  {report.data.rows.map((r) => (
                    <th key={r.kind} scope="col" className={`${th} text-right`}>
                      {t(`console.tripCharges.report.kinds.${r.kind}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {FIGURES.map(([key, paise, count]) => (
                  <tr key={key}>
                    <th scope="row" className={th}>
                      {t(`console.tripCharges.report.rows.${key}`)}
                    </th>
                    {report.data.rows.map((r) => (
                      <td key={r.kind} className={td}>
                        {count === null
                          ? rupees(r[paise])
                          : t('console.tripCharges.report.countAmount', {
                              amount: rupees(r[paise]),
                              count: r[count],
                            })}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p className="text-sm text-slate-700">{t('console.tripCharges.report.note')}</p>
          <a
            className="btn"
            href={`/api/console/trip-charges/report.csv?${tripChargesReportQuery(from, to, branchId)}`}
            download
          >
            {t('console.tripCharges.report.download')}
          </a>
        </>
      )}
    </section>
  );
}
