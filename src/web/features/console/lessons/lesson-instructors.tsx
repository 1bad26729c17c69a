import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InstructorSchedule } from '../../../../shared/lesson-api';
import { istInstant } from '../../../../shared/time';
import { ActionError } from '../../../components/action-error';
import { PageLoader } from '../../../components/spinner';
import { TextField } from '../../../components/text-field';
import { useFormat } from '../../../lib/use-format';
import { ConfirmButton } from '../shared/confirm-dialog';
import { LoadError } from '../shared/load-error';
import {
  useAddLeave,
  useDeleteLeave,
  useInstructorSchedules,
  useSaveSchedule,
} from './console-lessons-api';
import { clock, minutesOf } from './lesson-time';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Weekday = (typeof WEEKDAYS)[number];

/**
 * The branch's practical instructors (decision 0046): the school's instructors who teach here,
 * and those of no branch yet to take on; each with their hours per weekday, whether they teach
 * now, and their leave.
 */
export function LessonInstructors({ branchId }: { branchId: number }) {
  const { t } = useTranslation();
  const schedules = useInstructorSchedules();
  const [notice, setNotice] = useState<string | null>(null);
  const list = (schedules.data?.instructors ?? []).filter(
    (i) => i.branchId === branchId || i.branchId === null,
  );
  return (
    <section aria-labelledby="instructors-heading" className="space-y-3">
      <h2 id="instructors-heading" className="text-xl font-bold text-slate-900">
        {t('console.lessons.instructors.heading')}
      </h2>
      <p className="text-sm text-slate-600">{t('console.lessons.instructors.note')}</p>
      {notice && (
        <p role="status" className="rounded-2xl bg-green-50 p-3 text-green-900">
          {notice}
        </p>
      )}
      {schedules.isPending ? (
        <PageLoader label={t('console.lessons.setup.loading')} />
      ) : schedules.isError ? (
        <LoadError error={schedules.error} onRetry={() => void schedules.refetch()} />
      ) : list.length === 0 ? (
        <p className="text-slate-700">{t('console.lessons.instructors.none')}</p>
      ) : (
        <ul className="space-y-3">
          {list.map((i) => (
            <li key={i.instructorId}>
              <InstructorCard schedule={i} branchId={branchId} onNotice={setNotice} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function InstructorCard({
  schedule,
  branchId,
  onNotice,
}: {
  schedule: InstructorSchedule;
  branchId: number;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule(schedule.instructorId);
  const here = schedule.branchId === branchId;
  return (
    <article
      aria-label={schedule.displayName}
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center gap-3">
        <div className="grow">
          <h3 className="font-bold text-slate-900">{schedule.displayName}</h3>
          <p className="text-sm text-slate-700">
            {!here
              ? t('console.lessons.instructors.notHere')
              : schedule.isActive
                ? t('console.lessons.instructors.active')
                : t('console.lessons.instructors.inactive')}
          </p>
        </div>
        {!here ? (
          <button
            type="button"
            className="btn btn-primary"
            disabled={save.isPending}
            onClick={() => save.mutate({ branchId, isActive: true, hours: [] })}
          >
            {t('console.lessons.instructors.takeOn')}
          </button>
        ) : (
          <button
            type="button"
            className="btn btn-outline"
            disabled={save.isPending}
            onClick={() =>
              save.mutate({ branchId, isActive: !schedule.isActive, hours: schedule.hours })
            }
          >
            {schedule.isActive
              ? t('console.lessons.instructors.stopTeaching')
              : t('console.lessons.instructors.resumeTeaching')}
          </button>
        )}
      </div>
      <ActionError error={save.error} />
      {here && (
        <>
          <HoursEditor schedule={schedule} branchId={branchId} onNotice={onNotice} />
          <LeaveEditor schedule={schedule} onNotice={onNotice} />
        </>
      )}
    </article>
  );
}

interface DayHours {
  works: boolean;
  start: string;
  end: string;
}

function HoursEditor({
  schedule,
  branchId,
  onNotice,
}: {
  schedule: InstructorSchedule;
  branchId: number;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveSchedule(schedule.instructorId);
  const [days, setDays] = useState<Record<Weekday, DayHours>>(() => {
    const byDay = {} as Record<Weekday, DayHours>;
    for (const day of WEEKDAYS) {
      const span = schedule.hours.find((h) => h.weekday === day);
      byDay[day] = span
        ? { works: true, start: clock(span.startMinute), end: clock(span.endMinute) }
        : { works: false, start: '09:00', end: '17:00' };
    }
    return byDay;
  });
  const change = (day: Weekday, patch: Partial<DayHours>) =>
    setDays((d) => ({ ...d, [day]: { ...d[day], ...patch } }));
  return (
    <form
      noValidate
      aria-label={t('console.lessons.instructors.hoursHeading', { name: schedule.displayName })}
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        save.mutate(
          {
            branchId,
            isActive: schedule.isActive,
            hours: WEEKDAYS.filter((day) => days[day].works).map((day) => ({
              weekday: day,
              startMinute: minutesOf(days[day].start),
              endMinute: minutesOf(days[day].end),
            })),
          },
          {
            onSuccess: () =>
              onNotice(t('console.lessons.instructors.hoursSaved', { name: schedule.displayName })),
          },
        );
      }}
    >
      <h4 className="font-semibold text-slate-900">
        {t('console.lessons.instructors.hoursHeading', { name: schedule.displayName })}
      </h4>
      {WEEKDAYS.map((day) => {
        const name = t(`console.lessons.weekdays.${day}`);
        return (
          <div key={day} className="flex flex-wrap items-end gap-3">
            <label className="flex w-52 items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={days[day].works}
                onChange={(e) => change(day, { works: e.target.checked })}
              />
              {t('console.lessons.instructors.works', { day: name })}
            </label>
            <TextField
              label={t('console.lessons.instructors.start', { day: name })}
              type="time"
              step={1800}
              disabled={!days[day].works}
              value={days[day].start}
              onChange={(e) => change(day, { start: e.target.value })}
            />
            <TextField
              label={t('console.lessons.instructors.end', { day: name })}
              type="time"
              step={1800}
              disabled={!days[day].works}
              value={days[day].end}
              onChange={(e) => change(day, { end: e.target.value })}
            />
          </div>
        );
      })}
      <ActionError error={save.error} />
      <button type="submit" className="btn btn-primary" disabled={save.isPending}>
        {save.isPending
          ? t('console.lessons.packages.saving')
          : t('console.lessons.instructors.saveHours')}
      </button>
    </form>
  );
}

function LeaveEditor({
  schedule,
  onNotice,
}: {
  schedule: InstructorSchedule;
  onNotice: (notice: string) => void;
}) {
  const { t } = useTranslation();
  const { date } = useFormat();
  const add = useAddLeave(schedule.instructorId);
  const remove = useDeleteLeave(schedule.instructorId);
  const [startsOn, setStartsOn] = useState('');
  const [endsOn, setEndsOn] = useState('');
  const [reason, setReason] = useState('');
  const day = (d: string) => date(istInstant(d, '12:00'));
  return (
    <div className="space-y-2">
      <h4 className="font-semibold text-slate-900">
        {t('console.lessons.instructors.leaveHeading')}
      </h4>
      {schedule.leave.length === 0 ? (
        <p className="text-sm text-slate-700">{t('console.lessons.instructors.noLeave')}</p>
      ) : (
        <ul className="space-y-1">
          {schedule.leave.map((l) => (
            <li key={l.id} className="flex flex-wrap items-center gap-3 text-sm text-slate-900">
              <span className="grow">
                {t('console.lessons.instructors.leaveLine', {
                  from: day(l.startsOn),
                  until: day(l.endsOn),
                })}
                {l.reason
                  ? ` ${t('console.lessons.instructors.leaveReason', { reason: l.reason })}`
                  : ''}
              </span>
              <ConfirmButton
                label={t('console.lessons.instructors.removeLeave')}
                title={t('console.lessons.instructors.removeLeaveTitle', {
                  from: day(l.startsOn),
                  until: day(l.endsOn),
                })}
                confirmLabel={t('console.lessons.instructors.removeLeaveConfirm')}
                pendingLabel={t('console.lessons.instructors.removing')}
                pending={remove.isPending}
                error={remove.error}
                onOpen={() => remove.reset()}
                onConfirm={(done) =>
                  remove.mutate(l.id, {
                    onSuccess: () => {
                      done();
                      onNotice(
                        t('console.lessons.instructors.leaveRemoved', {
                          name: schedule.displayName,
                        }),
                      );
                    },
                  })
                }
              >
                {t('console.lessons.instructors.removeLeaveBody')}
              </ConfirmButton>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutate(
            { startsOn, endsOn: endsOn || startsOn, reason },
            {
              onSuccess: () => {
                setStartsOn('');
                setEndsOn('');
                setReason('');
                onNotice(
                  t('console.lessons.instructors.leaveAdded', { name: schedule.displayName }),
                );
              },
            },
          );
        }}
      >
        <TextField
          label={t('console.lessons.instructors.leaveFrom')}
          type="date"
          value={startsOn}
          onChange={(e) => setStartsOn(e.target.value)}
        />
        <TextField
          label={t('console.lessons.instructors.leaveUntil')}
          type="date"
          value={endsOn}
          onChange={(e) => setEndsOn(e.target.value)}
        />
        <TextField
          label={t('console.lessons.instructors.leaveReasonField')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={add.isPending}>
          {t('console.lessons.instructors.addLeave')}
        </button>
      </form>
      <ActionError error={add.error} />
    </div>
  );
}
