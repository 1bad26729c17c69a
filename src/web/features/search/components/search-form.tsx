import { useMessage } from '../../../lib/use-message';
import { useTranslation } from 'react-i18next';
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  SEARCH_KEYS,
  TIME_SLOTS,
  pickupDateRange,
  pickupSlots,
  searchingMessage,
  validateSearch,
  type SearchField,
  type SearchInput,
} from '../../../../shared/search';
import { addDays } from '../../../../shared/time';
import { Icon } from '../../../components/icon';
import { useCatalogue } from '../../../lib/catalogue';
import { saveSelection, searchCarsPath } from '../../../lib/search-selection';
import { useBranchName } from '../../../lib/use-branch-name';
import { useHydrated } from '../../../lib/use-hydrated';

interface SearchFormProps {
  initial: SearchInput;
  /** `bar` sits in the dark header strip; `page` is the full-size form of /search-cars. */
  variant: 'bar' | 'page';
  onCancel?: () => void;
  /** Called after a valid search has been stored and opened. */
  onSearched?: () => void;
  /** Only the branch select shows; clicking or changing it calls `onExpand`. */
  collapsed?: boolean;
  onExpand?: () => void;
}

const labelClass = {
  bar: 'mb-1 block text-xs font-semibold text-brand-50',
  page: 'mb-1.5 block text-sm font-semibold text-slate-700',
};

/** What the form's fields hold, by name. */
function fieldsOf(form: HTMLFormElement): Partial<SearchInput> {
  const data = new FormData(form);
  const fields: Partial<SearchInput> = {};
  for (const key of SEARCH_KEYS) {
    const field = data.get(key);
    if (typeof field === 'string') fields[key] = field;
  }
  return fields;
}

/**
 * The fields the visitor changed in the page since it arrived (against what its HTML said), by
 * name: the browser's own form state, which React's does not see before hydration.
 */
function changedOnPage(form: HTMLFormElement): Partial<SearchInput> {
  const chosen: Partial<SearchInput> = {};
  for (const key of SEARCH_KEYS) {
    const field = form.elements.namedItem(key);
    const changed =
      field instanceof HTMLSelectElement
        ? Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
        : field instanceof HTMLInputElement && field.type !== 'hidden'
          ? field.value !== field.defaultValue
          : false;
    if (changed && (field instanceof HTMLSelectElement || field instanceof HTMLInputElement)) {
      chosen[key] = field.value;
    }
  }
  return chosen;
}

/**
 * Branch, pickup date and time, drop date and time; checks the shared search rules.
 *
 * It is a real form (GET /cars with the search's fields, as `searchCarsPath` writes them), so a
 * search sent before the app runs still reaches the car list, rendered by the server
 * (docs/decisions/0044). Collapsed, it sends the period it shows as hidden fields.
 */
export function SearchForm({
  initial,
  variant,
  onCancel,
  onSearched,
  collapsed,
  onExpand,
}: SearchFormProps) {
  const { t } = useTranslation();
  const branchName = useBranchName();
  const message = useMessage();
  const navigate = useNavigate();
  const catalogue = useCatalogue();
  const branches = catalogue.data?.branches ?? [];
  const [value, setValue] = useState(initial);
  const formRef = useRef<HTMLFormElement>(null);
  /** The visitor changed something: `initial` no longer replaces it. */
  const touched = useRef(false);
  const [error, setError] = useState<{ field: SearchField; message: string }>();
  const errorId = useId();
  const ids = {
    branch: useId(),
    pickupDate: useId(),
    pickupTime: useId(),
    dropDate: useId(),
    dropTime: useId(),
  };

  const now = new Date();
  const range = pickupDateRange(now);
  // Late at night no slot is left today: the calendar starts tomorrow.
  const min = pickupSlots(range.min, now).length > 0 ? range.min : addDays(range.min, 1);
  const max = range.max;
  const pickupTimes = pickupSlots(value.pickupDate, now);

  // On a page the server rendered, a field the visitor changed before the app ran holds their
  // choice in the page, not in React's state: it is kept (read once, as hydration ends).
  const live = useHydrated();
  const fromServer = useRef(!live);
  useEffect(() => {
    const form = formRef.current;
    if (!fromServer.current || !form) return;
    const chosen = changedOnPage(form);
    if (Object.keys(chosen).length === 0) return;
    touched.current = true;
    setValue((current) => ({ ...current, ...chosen }));
  }, []);
  // A new starting point (the stored search, read once the app runs) replaces an untouched form.
  useEffect(() => {
    if (!touched.current) setValue(initial);
  }, [initial]);

  const update = (patch: Partial<SearchInput>) => {
    touched.current = true;
    setError(undefined);
    setValue((current) => {
      const next = { ...current, ...patch };
      if (patch.pickupDate !== undefined) {
        const slots = pickupSlots(next.pickupDate, new Date());
        const [firstSlot] = slots;
        if (firstSlot !== undefined && !slots.includes(next.pickupTime))
          next.pickupTime = firstSlot;
        if (next.dropDate < next.pickupDate) next.dropDate = addDays(next.pickupDate, 1);
      }
      return next;
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // What the fields show, which is `value` except for a moment as the app takes over: a
    // choice made before it ran is read then, and drawn a render later (a tap can come first).
    const input: SearchInput = { ...value, ...fieldsOf(event.currentTarget) };
    const result = validateSearch(input, new Date());
    if (!result.ok) {
      setError({ field: result.field, message: result.message });
      return;
    }
    saveSelection(input);
    void navigate(searchCarsPath(input), {
      state: { searchMessage: searchingMessage(result.value.hours) },
    });
    onSearched?.();
  };

  const field = (name: SearchField, label: string, control: ReactNode) => (
    <div className="min-w-0">
      <label htmlFor={ids[name]} className={labelClass[variant]}>
        {label}
      </label>
      {control}
    </div>
  );
  const invalid = (name: SearchField) =>
    error?.field === name ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const cls = variant === 'bar' ? 'field py-2' : 'field';

  return (
    <form
      ref={formRef}
      aria-label={t('search.form')}
      method="get"
      action="/cars"
      noValidate
      onSubmit={onSubmit}
      className={
        collapsed
          ? 'max-w-xs flex-1'
          : variant === 'bar'
            ? 'grid w-full grid-cols-2 gap-3 md:grid-cols-[1.3fr_1fr_0.8fr_1fr_0.8fr_auto]'
            : 'grid grid-cols-1 gap-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:grid-cols-2 sm:p-8'
      }
    >
      <div
        className={
          collapsed
            ? 'flex items-center gap-3 [&_label]:mb-0 [&_label]:text-sm'
            : variant === 'bar'
              ? 'col-span-2 md:col-span-1'
              : 'sm:col-span-2'
        }
      >
        {field(
          'branch',
          t('search.branch'),
          <select
            id={ids.branch}
            name="branch"
            className={cls}
            value={value.branch}
            onClick={collapsed ? onExpand : undefined}
            onChange={(e) => {
              update({ branch: e.target.value });
              onExpand?.();
            }}
            {...invalid('branch')}
          >
            <option value="">
              {catalogue.isPending ? t('search.loadingBranches') : t('search.chooseBranch')}
            </option>
            {branches.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {branchName(b.name)}
              </option>
            ))}
          </select>,
        )}
        {collapsed && (
          <>
            {/* The period the banner beside offers to change, sent with the branch. */}
            {SEARCH_KEYS.filter((key) => key !== 'branch').map((key) => (
              <input key={key} type="hidden" name={key} value={value[key]} />
            ))}
            <button type="submit" className="btn btn-accent shrink-0 self-end py-2">
              <Icon name="search" className="size-4" />
              {t('search.search')}
            </button>
          </>
        )}
      </div>
      {!collapsed && (
        <>
          {field(
            'pickupDate',
            t('search.pickupDate'),
            <input
              id={ids.pickupDate}
              name="pickupDate"
              type="date"
              className={cls}
              min={min}
              max={max}
              required
              value={value.pickupDate}
              onChange={(e) => update({ pickupDate: e.target.value })}
              {...invalid('pickupDate')}
            />,
          )}
          {field(
            'pickupTime',
            t('search.pickupTime'),
            <select
              id={ids.pickupTime}
              name="pickupTime"
              className={cls}
              value={value.pickupTime}
              onChange={(e) => update({ pickupTime: e.target.value })}
              {...invalid('pickupTime')}
            >
              {!pickupTimes.includes(value.pickupTime) && (
                <option value={value.pickupTime}>{value.pickupTime || '--:--'}</option>
              )}
              {pickupTimes.map((slot) => (
                <option key={slot}>{slot}</option>
              ))}
            </select>,
          )}
          {field(
            'dropDate',
            t('search.dropDate'),
            <input
              id={ids.dropDate}
              name="dropDate"
              type="date"
              className={cls}
              min={value.pickupDate || min}
              required
              value={value.dropDate}
              onChange={(e) => update({ dropDate: e.target.value })}
              {...invalid('dropDate')}
            />,
          )}
          {field(
            'dropTime',
            t('search.dropTime'),
            <select
              id={ids.dropTime}
              name="dropTime"
              className={cls}
              value={value.dropTime}
              onChange={(e) => update({ dropTime: e.target.value })}
              {...invalid('dropTime')}
            >
              {!TIME_SLOTS.includes(value.dropTime) && (
                <option value={value.dropTime}>{value.dropTime || '--:--'}</option>
              )}
              {TIME_SLOTS.map((slot) => (
                <option key={slot}>{slot}</option>
              ))}
            </select>,
          )}
          <div
            className={
              variant === 'bar'
                ? 'col-span-2 flex items-end gap-2 md:col-span-1'
                : 'flex flex-wrap items-center gap-3 sm:col-span-2'
            }
          >
            <button
              type="submit"
              className={variant === 'bar' ? 'btn btn-accent' : 'btn btn-primary px-6'}
            >
              <Icon name="search" className="size-4" />
              {t('search.search')}
            </button>
            {onCancel && (
              <button
                type="button"
                onClick={onCancel}
                className={
                  variant === 'bar'
                    ? 'btn text-white ring-1 ring-white/40 ring-inset hover:bg-white/10'
                    : 'btn btn-outline'
                }
              >
                {t('search.cancel')}
              </button>
            )}
          </div>
          {error && (
            <p
              id={errorId}
              role="alert"
              className={`col-span-full rounded-xl px-3 py-2 text-sm font-medium ${
                variant === 'bar'
                  ? 'bg-red-50 text-red-900'
                  : 'border border-red-200 bg-red-50 text-red-900'
              }`}
            >
              {message(error.message)}
            </p>
          )}
        </>
      )}
    </form>
  );
}
