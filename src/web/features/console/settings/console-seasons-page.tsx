import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { carLabel } from '../../../../shared/booking-messages';
import type { RateSeason } from '../../../../shared/seasons';
import { istDate } from '../../../../shared/time';
import { PageLoader } from '../../../components/spinner';
import { useFormat } from '../../../lib/use-format';
import { usePageTitle } from '../../../lib/use-page-title';
import { BranchPicker, useBranchChoice } from '../shared/branch-picker';
import { ConfirmButton } from '../shared/confirm-dialog';
import { useCounterCars } from '../shared/console-counter-api';
import { LoadError } from '../shared/load-error';
import { useDeleteSeason, useFleetOptions, useSeasons } from './console-seasons-api';
import { SeasonForm } from './season-form';

/** An IST date (YYYY-MM-DD) as an instant the console's date format shows as that day. */
const noonOf = (date: string) => new Date(`${date}T12:00:00+05:30`);

/** How narrowly a rule covers: the branch, a category, a car. */
const scopeRank = (s: RateSeason) => (s.carId !== null ? 2 : s.categoryId !== null ? 1 : 0);

/** The season calendar: the standing rules first (branch, category, car), then by dates. */
function calendarOrder(a: RateSeason, b: RateSeason): number {
  if ((a.startsOn === null) !== (b.startsOn === null)) return a.startsOn === null ? -1 : 1;
  return (
    (a.startsOn ?? '').localeCompare(b.startsOn ?? '') ||
    (a.endsOn ?? '').localeCompare(b.endsOn ?? '') ||
    scopeRank(a) - scopeRank(b) ||
    a.name.localeCompare(b.name)
  );
}

type SeasonState = 'running' | 'coming' | 'over';

function stateOf(season: RateSeason, today: string): SeasonState | null {
  if (season.startsOn === null || season.endsOn === null) return null;
  if (today < season.startsOn) return 'coming';
  return today > season.endsOn ? 'over' : 'running';
}

const STATE_CLASS: Record<SeasonState, string> = {
  running: 'bg-green-100 text-green-900',
  coming: 'bg-brand-50 text-brand-800',
  over: 'bg-slate-100 text-slate-700',
};

/**
 * /staff/seasons: a branch's rate seasons and standing rule (decision 0049), as a calendar:
 * what each covers, its weekday and weekend rates, its shortest trip, and whether it runs
 * today. Managers add, change and delete them; an admin chooses the branch, a branch manager
 * sees theirs. Bookings already made keep their price.
 */
export function ConsoleSeasonsPage() {
  const { t, i18n } = useTranslation();
  usePageTitle(t('console.seasons.title'));
  const [chosen, setChosen] = useState<number | null>(null);
  const branchId = useBranchChoice(chosen);
  const seasons = useSeasons();
  const [editing, setEditing] = useState<RateSeason | 'new' | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const today = istDate(new Date());
  const nameOf = (s: RateSeason) => (i18n.language.startsWith('hi') ? s.nameHi || s.name : s.name);
  const saved = (season: RateSeason) => {
    setEditing(null);
    setNotice(t('console.seasons.saved', { name: nameOf(season) }));
  };
  const list = (seasons.data?.seasons ?? [])
    .filter((s) => s.branchId === branchId)
    .sort(calendarOrder);
  return (
    <section className="max-w-5xl space-y-6">
      <h1 className="text-2xl font-bold text-slate-900">{t('console.seasons.title')}</h1>
      <p className="text-slate-700">{t('console.seasons.intro')}</p>
      <BranchPicker
        value={branchId}
        onChange={(id) => {
          setEditing(null);
          setNotice(null);
          setChosen(id);
        }}
      />
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {branchId !== null &&
        (editing === 'new' ? (
          <SeasonForm
            key={`new-${branchId}`}
            season={null}
            branchId={branchId}
            today={today}
            onClose={() => setEditing(null)}
            onSaved={saved}
          />
        ) : (
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => {
              setNotice(null);
              setEditing('new');
            }}
          >
            {t('console.seasons.add')}
          </button>
        ))}
      <h2 className="text-lg font-bold text-slate-900">{t('console.seasons.calendar')}</h2>
      {seasons.isPending || branchId === null ? (
        <PageLoader label={t('console.seasons.loading')} />
      ) : seasons.isError ? (
        <LoadError error={seasons.error} onRetry={() => void seasons.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-slate-700">{t('console.seasons.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((s) => (
            <li key={s.id} className="space-y-3 rounded-2xl bg-white p-4 shadow-sm">
              <SeasonSummary
                season={s}
                name={nameOf(s)}
                today={today}
                onEdit={() => {
                  setNotice(null);
                  setEditing(s);
                }}
                onDeleted={() => {
                  if (editing !== 'new' && editing?.id === s.id) setEditing(null);
                  setNotice(t('console.seasons.deleted', { name: nameOf(s) }));
                }}
              />
              {editing !== 'new' && editing?.id === s.id && (
                <SeasonForm
                  season={s}
                  branchId={s.branchId}
                  today={today}
                  onClose={() => setEditing(null)}
                  onSaved={saved}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function SeasonSummary({
  season: s,
  name,
  today,
  onEdit,
  onDeleted,
}: {
  season: RateSeason;
  name: string;
  today: string;
  onEdit: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const { rupees, date } = useFormat();
  const remove = useDeleteSeason();
  const options = useFleetOptions();
  const cars = useCounterCars(s.branchId);
  const state = stateOf(s, today);
  const adjustment = (value: number) =>
    s.kind === 'rate'
      ? t('console.seasons.perHour', { amount: rupees(value) })
      : t('console.seasons.percent', { value: value > 0 ? `+${value}` : String(value) });
  const car = s.carId !== null ? cars.data?.cars.find((c) => c.id === s.carId) : undefined;
  const covers =
    s.carId !== null
      ? t('console.seasons.car', { name: car ? carLabel(car) : `#${s.carId}` })
      : s.categoryId !== null
        ? t('console.seasons.category', {
            name:
              options.data?.categories.find((c) => c.id === s.categoryId)?.name ??
              `#${s.categoryId}`,
          })
        : t('console.seasons.wholeBranch');
  const facts = [
    covers,
    t('console.seasons.weekday', { value: adjustment(s.weekdayValue) }),
    t('console.seasons.weekend', { value: adjustment(s.weekendValue) }),
    s.minTripHours !== null ? t('console.seasons.minTrip', { hours: s.minTripHours }) : null,
  ].filter(Boolean);
  return (
    <div className="flex flex-wrap items-start gap-3">
      <div className="grow space-y-1">
        <p className="text-lg font-bold text-slate-900">
          {name}{' '}
          {state && (
            <span
              className={`ml-1 rounded-full px-2 py-0.5 align-middle text-xs font-semibold ${STATE_CLASS[state]}`}
            >
              {t(`console.seasons.${state}`)}
            </span>
          )}
        </p>
        <p className="text-slate-800">
          {s.startsOn !== null && s.endsOn !== null
            ? t('console.seasons.dates', {
                from: date(noonOf(s.startsOn)),
                to: date(noonOf(s.endsOn)),
              })
            : t('console.seasons.standing')}
        </p>
        <p className="text-sm text-slate-700">{facts.join(' · ')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="button" className="btn btn-outline" onClick={onEdit}>
          {t('console.seasons.edit')}
        </button>
        <ConfirmButton
          label={t('console.seasons.delete')}
          title={t('console.seasons.deleteTitle', { name })}
          confirmLabel={t('console.seasons.delete')}
          pendingLabel={t('console.seasons.deleting')}
          pending={remove.isPending}
          error={remove.error}
          onOpen={() => remove.reset()}
          onConfirm={(done) =>
            remove.mutate(s.id, {
              onSuccess: () => {
                done();
                onDeleted();
              },
            })
          }
        >
          {t('console.seasons.deleteBody')}
        </ConfirmButton>
      </div>
    </div>
  );
}
