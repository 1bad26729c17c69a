import { languageOfTag } from '../../../../shared/language';
import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatHours, type SearchInput } from '../../../../shared/search';
import { formatIstWeekdayTime } from '../../../../shared/ist-format';
import { istInstant } from '../../../../shared/time';
import { Icon } from '../../../components/icon';
import { useHydrated } from '../../../lib/use-hydrated';

interface SearchSummaryProps {
  search: SearchInput;
  /** Hours of the period, once the server has accepted the search. */
  hours: number | undefined;
  /** 'Searching available cars for Minimum of N Hours.' right after a search. */
  message: string | undefined;
}

/** The searched period on the car list, with the way back to change it. */
export function SearchSummary({ search, hours, message: givenMessage }: SearchSummaryProps) {
  // Navigation state survives a reload but never reaches the server: shown once live.
  const { t, i18n } = useTranslation();
  const translate = useMessage();
  const lang = languageOfTag(i18n.language);
  const message = useHydrated() ? givenMessage : undefined;
  const at = (date: string, time: string) => {
    const instant = istInstant(date, time);
    return Number.isNaN(instant.getTime())
      ? `${date} ${time}`
      : formatIstWeekdayTime(instant, lang);
  };
  return (
    <div className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-brand-50 px-4 py-3 text-sm text-brand-950 ring-1 ring-brand-200">
      <div>
        {message && (
          <p role="status" className="font-semibold">
            {translate(message)}
          </p>
        )}
        <p className="flex items-center gap-2">
          <Icon name="calendar" className="size-4 text-brand-700" />
          <span>
            {t('cars.list.period', {
              from: at(search.pickupDate, search.pickupTime),
              to: at(search.dropDate, search.dropTime),
            })}
            {hours !== undefined && t('cars.list.hours', { hours: formatHours(hours) })}
          </span>
        </p>
      </div>
      <Link to="/search-cars" className="btn btn-outline">
        {t('cars.list.changePeriod')}
      </Link>
    </div>
  );
}
