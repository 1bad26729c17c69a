import { useTranslation } from 'react-i18next';
import type { ConsoleReport } from '../../../../shared/console-reports';
import { languageOfTag } from '../../../../shared/language';
import { formatRupees } from '../../../../shared/money';
import { FiguresTable, td, th } from '../shared/figures-table';

const stars = (average: number) => average.toFixed(2);

/** ISO weekdays as the catalogue keys them: 1 Monday … 7 Sunday. */
const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

/**
 * The month's rent by IST pickup weekday and by season, and the average ratings of the month's
 * visible reviews per car and per branch (issue 35 item 4).
 */
export function RentMixSection({ report }: { report: ConsoleReport }) {
  const { t, i18n } = useTranslation();
  const hindi = languageOfTag(i18n.language) === 'hi';
  const month = report.month;
  const seasonName = (s: ConsoleReport['seasons'][number]) =>
    (hindi ? (s.nameHi ?? s.name) : s.name) ?? t('console.reports.mix.noSeason');
  return (
    <section className="space-y-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <FiguresTable
          caption={t('console.reports.mix.weekdayCaption', { month })}
          headings={[
            t('console.reports.mix.day'),
            t('console.reports.mix.bookings'),
            t('console.reports.mix.rent'),
          ]}
        >
          {report.weekdays.map((d) => (
            <tr key={d.weekday}>
              <th scope="row" className={th}>
                {t(`console.reports.mix.weekdays.${WEEKDAYS[d.weekday - 1] ?? '1'}`)}
              </th>
              <td className={td}>{d.bookings}</td>
              <td className={td}>{formatRupees(d.rentPaise)}</td>
            </tr>
          ))}
        </FiguresTable>
        {report.seasons.length === 0 ? (
          <p className="text-slate-700">{t('console.reports.mix.noBookings')}</p>
        ) : (
          <FiguresTable
            caption={t('console.reports.mix.seasonCaption', { month })}
            headings={[
              t('console.reports.mix.season'),
              t('console.reports.mix.bookings'),
              t('console.reports.mix.rent'),
            ]}
          >
            {report.seasons.map((s) => (
              <tr key={s.seasonId ?? 'none'}>
                <th scope="row" className={th}>
                  {seasonName(s)}
                </th>
                <td className={td}>{s.bookings}</td>
                <td className={td}>{formatRupees(s.rentPaise)}</td>
              </tr>
            ))}
          </FiguresTable>
        )}
      </div>
      {report.carRatings.length === 0 ? (
        <p className="text-slate-700">{t('console.reports.mix.noReviews')}</p>
      ) : (
        <>
          <FiguresTable
            caption={t('console.reports.mix.carRatingsCaption', { month })}
            headings={[
              t('console.reports.mix.car'),
              t('console.reports.mix.branch'),
              t('console.reports.mix.average'),
              t('console.reports.mix.reviews'),
            ]}
          >
            {report.carRatings.map((c) => (
              <tr key={c.carId}>
                <th scope="row" className={th}>
                  {t('console.reports.mix.carName', { title: c.title, number: c.carNumber })}
                </th>
                <td className={td}>{c.branchName}</td>
                <td className={td}>{stars(c.averageRating)}</td>
                <td className={td}>{c.reviews}</td>
              </tr>
            ))}
          </FiguresTable>
          <FiguresTable
            caption={t('console.reports.mix.branchRatingsCaption', { month })}
            headings={[
              t('console.reports.mix.branch'),
              t('console.reports.mix.average'),
              t('console.reports.mix.reviews'),
            ]}
          >
            {report.branchRatings.map((b) => (
              <tr key={b.branchId}>
                <th scope="row" className={th}>
                  {b.branchName}
                </th>
                <td className={td}>{stars(b.averageRating)}</td>
                <td className={td}>{b.reviews}</td>
              </tr>
            ))}
          </FiguresTable>
        </>
      )}
      <p className="text-sm text-slate-700">{t('console.reports.mix.note')}</p>
    </section>
  );
}
