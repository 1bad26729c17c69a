import { useTranslation } from 'react-i18next';
import { languageOfTag } from '../../shared/language';
import { formatRupees } from '../../shared/money';
import { formatHours } from '../../shared/search';
import type { RentLine } from '../../shared/seasons';

/**
 * The hours of a trip by rate (decision 0049): which season or standing rule priced which hours,
 * in the page's language; the package's own rate where none did. Its words are the public
 * catalogue's (`common.rentLines`): the car page shows it without the checkout's words loaded.
 */
export function RentLines({ lines }: { lines: readonly RentLine[] }) {
  const { t, i18n } = useTranslation();
  const hindi = languageOfTag(i18n.language) === 'hi';
  return (
    <ul className="mt-1 space-y-1 text-xs text-slate-600" data-testid="rent-lines">
      {lines.map((line, i) => {
        const season = (hindi ? line.nameHi : line.name) ?? t('common.rentLines.packageRate');
        const name = line.weekend ? t('common.rentLines.weekendOf', { name: season }) : season;
        return (
          <li key={i}>
            {t('common.rentLines.line', {
              hours: formatHours(line.hours),
              rate: formatRupees(line.ratePerHourPaise),
              name,
            })}
          </li>
        );
      })}
    </ul>
  );
}
