import { COUNTRY_CHOICES, setCountry, useCountry } from '../lib/country';
import { useTranslation } from 'react-i18next';

/** Which currency prices are shown in; the server prices every order for this country. */
export function CountrySelect() {
  const country = useCountry();
  const { t } = useTranslation();
  return (
    <label className="flex max-w-full flex-wrap items-center gap-2 text-sm text-slate-700">
      <span>{t('learning.price.pricesFor')}</span>
      <select
        className="max-w-full min-w-0 rounded-lg border border-slate-300 px-2 py-1.5"
        value={COUNTRY_CHOICES.some((c) => c.code === country) ? country : 'US'}
        onChange={(e) => setCountry(e.target.value)}
      >
        {COUNTRY_CHOICES.map((c) => (
          <option key={c.code} value={c.code}>
            {t(c.labelKey)}
          </option>
        ))}
      </select>
    </label>
  );
}
