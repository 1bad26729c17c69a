import { useState } from 'react';
import { MIN_BOOKING_HOURS, PICKUP_WINDOW_DAYS } from '../../../../shared/search';
import { initialSelection } from '../../../lib/search-selection';
import { usePageTitle } from '../../../lib/use-page-title';
import { SearchForm } from '../components/search-form';

/** /search-cars: the search form, full size. */
export function SearchCarsPage() {
  usePageTitle('Search cars');
  const [initial] = useState(() => initialSelection());
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <p className="text-sm font-bold tracking-wider text-brand-700 uppercase">Rent a Car</p>
      <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        Search cars
      </h1>
      <p className="mt-2 text-slate-600">
        Choose a branch and your pickup and drop times. Bookings last at least {MIN_BOOKING_HOURS}{' '}
        hours and can start up to {PICKUP_WINDOW_DAYS} days ahead.
      </p>
      <div className="mt-6">
        <SearchForm variant="page" initial={initial} />
      </div>
    </div>
  );
}
