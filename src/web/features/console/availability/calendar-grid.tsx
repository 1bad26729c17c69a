import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  CALENDAR_BAR_STATES,
  type Calendar,
  type CalendarBar,
  type CalendarBarState,
} from '../../../../shared/console-availability';
import { istInstant } from '../../../../shared/time';
import { useFormat } from '../../../lib/use-format';
import { isMovable, movedTimes } from './calendar-drag';

/** A booking dragged to a car row and a time: the page asks before changing it. */
export interface BookingMove {
  bar: CalendarBar;
  carId: number;
  pickupAt: string;
  dropAt: string;
}

const DAY_MS = 86_400_000;

/** Where a bar sits across the range, in percent (clipped to the range). */
export function barPlacement(bar: Pick<CalendarBar, 'start' | 'end'>, from: string, days: number) {
  const rangeStart = istInstant(from, '00:00').getTime();
  const span = days * DAY_MS;
  const start = Math.max(new Date(bar.start).getTime(), rangeStart);
  const end = Math.min(new Date(bar.end).getTime(), rangeStart + span);
  return { left: ((start - rangeStart) / span) * 100, width: ((end - start) / span) * 100 };
}

/** Each state its own colour (decision 0029); the legend shows them. */
const BAR_CLASS: Record<CalendarBarState, string> = {
  confirmed: 'bg-brand-700 text-white',
  picked_up: 'bg-green-700 text-white',
  overdue: 'bg-red-700 text-white',
  blocked: 'bg-slate-500 text-white',
  pending: 'bg-amber-200 text-amber-950',
  completed: 'bg-slate-200 text-slate-900',
};

/** What each bar colour means. */
export function CalendarLegend() {
  const { t } = useTranslation();
  return (
    <ul
      aria-label={t('console.availability.calendar.legend')}
      className="flex flex-wrap gap-3 text-xs text-slate-800"
    >
      {CALENDAR_BAR_STATES.map((state) => (
        <li key={state} className="flex items-center gap-1.5">
          <span aria-hidden="true" className={`inline-block h-3 w-6 rounded ${BAR_CLASS[state]}`} />
          {t(`console.availability.calendar.states.${state}`)}
        </li>
      ))}
    </ul>
  );
}

/**
 * Cars down the side, days across; bookings and blocks as bars. A bar opens its record; a
 * booking not yet handed over can be dragged to another time or car (`onMove`).
 */
export function CalendarGrid({
  calendar,
  onMove,
}: {
  calendar: Calendar;
  onMove?: (move: BookingMove) => void;
}) {
  const { t } = useTranslation();
  const format = useFormat();
  const n = calendar.days.length;
  // The booking being dragged and where the pointer took it (clientX at the drag's start).
  const dragged = useRef<{ bar: CalendarBar; x: number } | null>(null);
  const minWidth = n > 7 ? 'min-w-[1400px]' : 'min-w-[700px]';
  return (
    <div className="space-y-2">
      <CalendarLegend />
      <div className="overflow-x-auto rounded-2xl bg-white shadow-sm">
        <div className={minWidth}>
          <div className="flex border-b border-slate-200 text-xs font-semibold text-slate-700">
            <div className="w-44 shrink-0 p-2">{t('console.availability.calendar.car')}</div>
            <div
              className="grid flex-1"
              style={{ gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` }}
            >
              {calendar.days.map((d) => (
                <div key={d} className="border-l border-slate-200 p-2 text-center">
                  {Number(d.slice(8))}/{Number(d.slice(5, 7))}
                </div>
              ))}
            </div>
          </div>
          <ul>
            {calendar.cars.map((car) => (
              <li key={car.id} className="flex border-b border-slate-100">
                <div className="w-44 shrink-0 p-2 text-sm">
                  <Link
                    to={`/staff/fleet/${car.id}`}
                    className="font-semibold text-slate-900 hover:underline"
                  >
                    {car.title}
                  </Link>
                  <p className="text-xs text-slate-600">{car.carNumber}</p>
                </div>
                <ul
                  className="relative flex-1"
                  aria-label={t('console.availability.calendar.barsOf', {
                    title: car.title,
                    number: car.carNumber,
                  })}
                  onDragOver={(e) => dragged.current && e.preventDefault()}
                  onDrop={(e) => {
                    const drag = dragged.current;
                    dragged.current = null;
                    if (!drag || !onMove) return;
                    e.preventDefault();
                    const { width } = e.currentTarget.getBoundingClientRect();
                    const travel = width > 0 ? (e.clientX - drag.x) / width : 0;
                    const times = movedTimes(drag.bar, n, travel);
                    const same =
                      car.id === drag.bar.carId &&
                      new Date(times.pickupAt).getTime() === new Date(drag.bar.start).getTime();
                    if (!same) onMove({ bar: drag.bar, carId: car.id, ...times });
                  }}
                >
                  {calendar.bars
                    .filter((b) => b.carId === car.id)
                    .map((bar) => {
                      const { left, width } = barPlacement(bar, calendar.from, n);
                      const when = t('console.availability.calendar.when', {
                        from: format.dayTime(new Date(bar.start)),
                        to: format.dayTime(new Date(bar.end)),
                      });
                      const to =
                        bar.kind === 'booking'
                          ? `/staff/bookings/${bar.id}`
                          : `/staff/fleet/${car.id}`;
                      const text =
                        bar.kind === 'block'
                          ? t('console.availability.calendar.blocked', { label: bar.label })
                          : bar.label;
                      const state = t(`console.availability.calendar.states.${bar.state}`);
                      return (
                        <li
                          key={`${bar.kind}-${bar.id}`}
                          className="absolute top-2 h-8"
                          style={{ left: `${left}%`, width: `max(${width}%, 6px)` }}
                        >
                          <Link
                            to={to}
                            draggable={!!onMove && isMovable(bar)}
                            onDragEnd={() => {
                              dragged.current = null;
                            }}
                            onDragStart={(e) => {
                              dragged.current = { bar, x: e.clientX };
                              e.dataTransfer?.setData('text/plain', String(bar.id));
                            }}
                            title={`${bar.label}, ${when}`}
                            aria-label={`${text}, ${when}, ${state}`}
                            className={`block h-full truncate rounded-md px-1.5 text-xs leading-8 ${BAR_CLASS[bar.state]}`}
                          >
                            {text}
                          </Link>
                        </li>
                      );
                    })}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </div>
  );
}
