import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIstDate, formatIstDayTime, formatIstWeekdayTime } from '../../shared/ist-format';
import { languageOfTag } from '../../shared/language';
import { formatPrice } from '../../shared/learning-pricing';
import { formatRupees } from '../../shared/money';

/**
 * Rupees and IST dates in the page's language, from one place: "₹1,23,456.50" reads the same
 * in both (hi-IN writes it so too); month and weekday names follow the language.
 */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = languageOfTag(i18n.language);
  return useMemo(
    () => ({
      rupees: formatRupees,
      /** A driving-school price in its currency: ₹, AED or US$ (same in both languages). */
      price: formatPrice,
      date: (instant: Date) => formatIstDate(instant, language),
      dayTime: (instant: Date) => formatIstDayTime(instant, language),
      weekdayTime: (instant: Date) => formatIstWeekdayTime(instant, language),
      /** "5 Sept 2026, 11:59 pm" ("5 सित॰ 2026, 11:59 pm") */
      dateTime: (instant: Date) =>
        `${formatIstDate(instant, language)}, ${formatIstDayTime(instant, language).split(', ')[1]}`,
    }),
    [language],
  );
}
