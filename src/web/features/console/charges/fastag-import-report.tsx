import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  FASTAG_OUTCOMES,
  type FastagImportReport,
  type FastagLineReport,
  type FastagOutcome,
  type FastagReason,
} from '../../../../shared/fastag-import';
import { useFormat } from '../../../lib/use-format';
import { FiguresTable, td } from '../shared/figures-table';

/** Rows shown at first, and added by each "show more": a month's statement has thousands. */
const PAGE = 100;
const COLUMNS = ['line', 'vehicle', 'time', 'plaza', 'amount', 'outcome'] as const;

/** The words for a line not charged, by why. */
const REASON_KEY = {
  imported: 'console.fastagImport.outcome.duplicate.imported',
  recorded: 'console.fastagImport.outcome.duplicate.recorded',
  in_file: 'console.fastagImport.outcome.duplicate.in_file',
  credit: 'console.fastagImport.outcome.skipped.credit',
  not_toll: 'console.fastagImport.outcome.skipped.not_toll',
  columns: 'console.fastagImport.outcome.unreadable.columns',
  no_vehicle: 'console.fastagImport.outcome.unreadable.no_vehicle',
  bad_time: 'console.fastagImport.outcome.unreadable.bad_time',
  future: 'console.fastagImport.outcome.unreadable.future',
  bad_amount: 'console.fastagImport.outcome.unreadable.bad_amount',
  not_your_car: 'console.fastagImport.outcome.unmatched',
  on_the_road: 'console.fastagImport.outcome.refused',
} as const satisfies Record<FastagReason, string>;

/** What became of one line, in words, with its booking linked. */
function LineOutcome({ line: l }: { line: FastagLineReport }) {
  const { t } = useTranslation();
  const { rupees } = useFormat();
  const booking = l.bookingId === null ? null : `/staff/bookings/${l.bookingId}`;
  const key =
    l.outcome === 'charged' || l.outcome === 'own_cost' || l.reason === null
      ? (`console.fastagImport.outcome.${l.outcome === 'own_cost' ? 'own_cost' : 'charged'}` as const)
      : REASON_KEY[l.reason];
  const text = t(key, {
    booking: l.bookingId,
    total: rupees(l.totalPaise ?? 0),
    charge: l.chargeId,
    line: l.duplicateOfLine,
  });
  return booking ? (
    <Link to={booking} className="text-brand-800 underline">
      {text}
    </Link>
  ) : (
    text
  );
}

/**
 * The import's report: how many lines went where (and what renters were charged), then the
 * lines themselves, filtered by what became of them, a page at a time.
 */
export function FastagImportReportView({ report }: { report: FastagImportReport }) {
  const { t } = useTranslation();
  const { rupees, dateTime } = useFormat();
  const filterId = useId();
  const [showing, setShowing] = useState<FastagOutcome | ''>('');
  const [limit, setLimit] = useState(PAGE);
  const lines = showing ? report.lines.filter((l) => l.outcome === showing) : report.lines;
  const shown = lines.slice(0, limit);
  return (
    <div className="space-y-3" aria-live="polite">
      <h3 className="text-base font-bold text-slate-900">
        {t('console.fastagImport.report.heading')}
      </h3>
      <p role="status" className="font-semibold text-slate-900">
        {t('console.fastagImport.report.summary', {
          lines: report.counts.lines,
          charged: report.counts.charged,
          amount: rupees(report.chargedPaise),
        })}
      </p>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        {FASTAG_OUTCOMES.map((o) => (
          <div key={o} className="flex justify-between gap-3 border-b border-slate-100 py-1">
            <dt className="text-slate-700">{t(`console.fastagImport.report.counts.${o}`)}</dt>
            <dd className="font-semibold text-slate-900">{report.counts[o]}</dd>
          </div>
        ))}
      </dl>
      <div>
        <label htmlFor={filterId} className="mb-1 block text-sm font-semibold text-slate-800">
          {t('console.fastagImport.report.show')}
        </label>
        <select
          id={filterId}
          className="field max-w-xs"
          value={showing}
          onChange={(e) => {
            setShowing(e.target.value as FastagOutcome | '');
            setLimit(PAGE);
          }}
        >
          <option value="">{t('console.fastagImport.report.all')}</option>
          {FASTAG_OUTCOMES.filter((o) => report.counts[o] > 0).map((o) => (
            <option key={o} value={o}>
              {`${t(`console.fastagImport.report.counts.${o}`)} (${report.counts[o]})`}
            </option>
          ))}
        </select>
      </div>
      <FiguresTable
        caption={t('console.fastagImport.report.caption')}
        headings={COLUMNS.map((k) => t(`console.fastagImport.report.columns.${k}`))}
      >
        {shown.map((l) => (
          <tr key={l.line}>
            <td className={td}>{l.line}</td>
            <td className={td}>{l.registration}</td>
            <td className={td}>{l.occurredAt ? dateTime(new Date(l.occurredAt)) : ''}</td>
            <td className={td}>{l.plaza}</td>
            <td className={td}>{l.amountPaise === null ? '' : rupees(l.amountPaise)}</td>
            <td className={td}>
              <LineOutcome line={l} />
            </td>
          </tr>
        ))}
      </FiguresTable>
      <p className="text-sm text-slate-600">
        {t('console.fastagImport.report.shown', { shown: shown.length, total: lines.length })}
      </p>
      {lines.length > shown.length && (
        <button type="button" className="btn btn-outline" onClick={() => setLimit(limit + PAGE)}>
          {t('console.fastagImport.report.more', {
            count: Math.min(PAGE, lines.length - shown.length),
          })}
        </button>
      )}
    </div>
  );
}
