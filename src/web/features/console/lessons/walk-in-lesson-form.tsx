import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { indianMobile, type CounterCustomer } from '../../../../shared/counter-booking';
import type { LessonCalendar } from '../../../../shared/lesson-console';
import { ActionError } from '../../../components/action-error';
import { Spinner } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { useCounterCustomer, useOpenCounterAccount } from '../shared/console-counter-api';
import { SelectField } from '../shared/select-field';
import { useBookLesson, useLessonSlots } from './console-lessons-api';
import { clock, istMinutes } from './lesson-time';

/**
 * The desk books a lesson for a learner at the counter: finds them by e-mail or mobile as the
 * counter booking finds a customer (or opens their account), then a package, a day, an
 * instructor or any, and one of the free times the server computes.
 */
export function WalkInLessonForm({
  calendar,
  day,
  onBooked,
}: {
  calendar: LessonCalendar;
  day: string;
  onBooked: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const [learner, setLearner] = useState<CounterCustomer | null>(null);
  return (
    <section
      aria-labelledby="walk-in-heading"
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <h2 id="walk-in-heading" className="text-lg font-bold text-slate-900">
        {t('console.lessons.walkIn.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('console.lessons.walkIn.needs')}</p>
      {calendar.packages.length === 0 ? (
        <p className="text-sm text-slate-700">{t('console.lessons.walkIn.noPackages')}</p>
      ) : learner ? (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="grow font-semibold text-slate-900">
              {t('console.lessons.walkIn.chosen', { name: learner.name })}
            </p>
            <button type="button" className="btn btn-outline" onClick={() => setLearner(null)}>
              {t('console.lessons.walkIn.change')}
            </button>
          </div>
          <SlotStep calendar={calendar} day={day} learner={learner} onBooked={onBooked} />
        </>
      ) : (
        <LearnerStep onChosen={setLearner} />
      )}
    </section>
  );
}

function LearnerStep({ onChosen }: { onChosen: (c: CounterCustomer) => void }) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [contact, setContact] = useState('');
  const found = useCounterCustomer(contact);
  const open = useOpenCounterAccount();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('+91');
  const customer = found.data?.customer;
  return (
    <div className="space-y-3">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setContact(typed.trim());
          if (typed.includes('@')) setEmail(typed.trim());
          else if (/^[+\d\s-]+$/.test(typed)) setMobile(indianMobile(typed));
        }}
      >
        <div className="grow">
          <TextField
            label={t('console.lessons.walkIn.contact')}
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        <button type="submit" className="btn btn-primary">
          {t('console.lessons.walkIn.find')}
        </button>
      </form>
      {found.isFetching && <Spinner label={t('console.lessons.walkIn.looking')} />}
      <ActionError error={found.error} />
      {customer && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl bg-slate-50 p-3">
          <p className="grow text-sm text-slate-900">
            {t('console.lessons.walkIn.found', { name: customer.name, email: customer.email })}
            {customer.mobile ? ` · ${customer.mobile}` : ''}
          </p>
          {customer.blocked && (
            <p role="alert" className="w-full rounded-lg bg-red-50 p-2 text-sm text-red-900">
              {t('console.bookings.customerStep.refused')}
            </p>
          )}
          <button
            type="button"
            className="btn btn-primary"
            disabled={customer.blocked}
            onClick={() => onChosen(customer)}
          >
            {t('console.lessons.walkIn.choose', { name: customer.name })}
          </button>
        </div>
      )}
      {found.isSuccess && customer === null && (
        <form
          noValidate
          className="grid gap-3 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            open.mutate({ name, email, mobile: indianMobile(mobile) }, { onSuccess: onChosen });
          }}
        >
          <p className="text-sm text-slate-700 sm:col-span-3">
            {t('console.lessons.walkIn.notFound')}
          </p>
          <TextField
            label={t('console.lessons.walkIn.name')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <TextField
            label={t('console.lessons.walkIn.email')}
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <TextField
            label={t('console.lessons.walkIn.mobile')}
            type="tel"
            value={mobile}
            onChange={(e) => setMobile(e.target.value)}
          />
          <ActionError error={open.error} className="sm:col-span-3" />
          <button type="submit" className="btn btn-primary sm:col-span-3" disabled={open.isPending}>
            {open.isPending
              ? t('console.lessons.walkIn.opening')
              : t('console.lessons.walkIn.open')}
          </button>
        </form>
      )}
    </div>
  );
}

function SlotStep({
  calendar,
  day: firstDay,
  learner,
  onBooked,
}: {
  calendar: LessonCalendar;
  day: string;
  learner: CounterCustomer;
  onBooked: (notice: string) => void;
}) {
  const { t, i18n } = useTranslation();
  const { rupees, dayTime } = useFormat();
  const [packageId, setPackageId] = useState(calendar.packages[0]?.id ?? 0);
  const [day, setDay] = useState(firstDay);
  const [instructorId, setInstructorId] = useState(0);
  const [startsAt, setStartsAt] = useState('');
  const [missing, setMissing] = useState(false);
  const slots = useLessonSlots(packageId, day);
  const book = useBookLesson();
  const hindi = i18n.language.startsWith('hi');
  const offered = (slots.data?.slots ?? []).filter(
    (s) => instructorId === 0 || s.instructorIds.includes(instructorId),
  );
  const choose = (change: () => void) => {
    change();
    setStartsAt('');
    book.reset();
  };
  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        if (!startsAt) {
          setMissing(true);
          return;
        }
        book.mutate(
          {
            packageId,
            learnerId: learner.id,
            startsAt,
            ...(instructorId ? { instructorId } : {}),
          },
          {
            onSuccess: (lesson) => {
              const car = calendar.cars.find((c) => c.carId === lesson.carId);
              onBooked(
                t('console.lessons.walkIn.booked', {
                  name: learner.name,
                  when: dayTime(new Date(lesson.startsAt)),
                  instructor:
                    calendar.instructors.find((i) => i.instructorId === lesson.instructorId)
                      ?.displayName ?? '',
                  car: car ? `${car.title} (${car.carNumber})` : '',
                }),
              );
              setStartsAt('');
            },
            // Taken meanwhile (409 naming the slot): the free times are asked again.
            onError: () => void slots.refetch(),
          },
        );
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label={t('console.lessons.walkIn.package')}
          value={packageId}
          onChange={(e) => choose(() => setPackageId(Number(e.target.value)))}
        >
          {calendar.packages.map((p) => (
            <option key={p.id} value={p.id}>
              {t('console.lessons.walkIn.packageOption', {
                title: hindi ? p.titleHi : p.title,
                sessions: p.sessions,
                minutes: p.sessionMinutes,
                price: rupees(p.pricePaise),
              })}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('console.lessons.walkIn.date')}
          type="date"
          value={day}
          onChange={(e) => e.target.value && choose(() => setDay(e.target.value))}
        />
        <SelectField
          label={t('console.lessons.walkIn.instructor')}
          value={instructorId}
          onChange={(e) => choose(() => setInstructorId(Number(e.target.value)))}
        >
          <option value={0}>{t('console.lessons.walkIn.anyInstructor')}</option>
          {calendar.instructors.map((i) => (
            <option key={i.instructorId} value={i.instructorId}>
              {i.displayName}
            </option>
          ))}
        </SelectField>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-semibold text-slate-800">
          {t('console.lessons.walkIn.slots')}
        </legend>
        {slots.isFetching ? (
          <Spinner label={t('console.lessons.walkIn.loadingSlots')} />
        ) : slots.isError ? (
          <ActionError error={slots.error} />
        ) : offered.length === 0 ? (
          <p className="text-sm text-slate-700">{t('console.lessons.walkIn.noSlots')}</p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {offered.map((s) => (
              <label
                key={s.startsAt}
                className="flex items-center gap-2 rounded-lg px-3 py-2 text-sm ring-1 ring-slate-300 ring-inset"
              >
                <input
                  type="radio"
                  name="slot"
                  value={s.startsAt}
                  checked={startsAt === s.startsAt}
                  onChange={() => {
                    setStartsAt(s.startsAt);
                    setMissing(false);
                    book.reset();
                  }}
                />
                {t('console.lessons.walkIn.slot', {
                  from: clock(istMinutes(s.startsAt)),
                  until: clock(istMinutes(s.endsAt)),
                })}
              </label>
            ))}
          </div>
        )}
        {missing && (
          <p role="alert" className="text-sm text-red-700">
            {t('console.lessons.walkIn.chooseSlot')}
          </p>
        )}
      </fieldset>
      <ActionError error={book.error} />
      <button type="submit" className="btn btn-primary" disabled={book.isPending}>
        {book.isPending ? t('console.lessons.walkIn.booking') : t('console.lessons.walkIn.book')}
      </button>
    </form>
  );
}
