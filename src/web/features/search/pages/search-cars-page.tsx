import { useState } from 'react';
import { MIN_BOOKING_HOURS, PICKUP_WINDOW_DAYS } from '../../../../shared/search';
import { initialSelection } from '../../../lib/search-selection';
import { usePageTitle } from '../../../lib/use-page-title';
import { SearchForm } from '../components/search-form';
import { useTranslation } from 'react-i18next';

/** /search-cars: the search form, full size. */
export function SearchCarsPage() {
  const { t } = useTranslation();
  usePageTitle(t('search.form'));
  const [initial] = useState(() => initialSelection());
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">
        {t('search.page.eyebrow')}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {t('search.form')}
      </h1>
      <p className="mt-2 text-slate-600">
        {t('search.page.intro', { hours: MIN_BOOKING_HOURS, days: PICKUP_WINDOW_DAYS })}
      </p>
      <div className="mt-6">
        <SearchForm variant="page" initial={initial} />
      </div>
    </div>
  );
}
