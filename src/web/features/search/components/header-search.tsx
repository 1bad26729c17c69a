import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link } from 'react-router';
import { initialSelection, serverSelection } from '../../../lib/search-selection';
import { useHydrated } from '../../../lib/use-hydrated';
import { SearchForm } from './search-form';

/**
 * The header's search: collapsed it is one branch select with the change-dates banner; a click
 * on the select (or choosing a branch) expands it to the full form, and Cancel collapses it.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [generation, setGeneration] = useState(0);
  const [initial, setInitial] = useState(() => initialSelection());
  const [serverInitial] = useState(() => serverSelection());
  // A server-rendered page knows no stored selection: the form starts as the server drew it
  // and takes the stored one once the page is live, unless the visitor has already chosen
  // (SearchForm keeps what was chosen before the app ran).
  const hydrated = useHydrated();

  // Cancel, or a search that went through: collapse and show the stored selection.
  const collapse = () => {
    setExpanded(false);
    setInitial(initialSelection());
    setGeneration((g) => g + 1);
  };

  return (
    <div className="flex w-full flex-wrap items-center justify-between gap-x-6 gap-y-2">
      <SearchForm
        key={generation}
        variant="bar"
        initial={hydrated ? initial : serverInitial}
        collapsed={!expanded}
        onExpand={() => setExpanded(true)}
        onCancel={collapse}
        onSearched={collapse}
      />
      {!expanded && (
        <p className="text-sm text-brand-100">
          {t('search.changeDatesQuestion')}{' '}
          <Link to="/search-cars" className="font-semibold text-white underline underline-offset-2">
            {t('search.changeDates')}
          </Link>
        </p>
      )}
    </div>
  );
}
