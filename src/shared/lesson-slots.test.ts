import { describe, expect, it } from 'vitest';
import { ADTC_LMV, LESSON_PACKAGE_PRESETS } from './lesson-rules.js';
import {
  freeFor,
  freeLessonSlots,
  instructorTimeProblem,
  type LessonWeek,
  type SlotInstructor,
} from './lesson-slots.js';
import { istInstant } from './time.js';

// 2030-01-07 is a Monday.
const MONDAY = '2030-01-07';
const at = (date: string, time: string) => istInstant(date, time).getTime();
const nineToOne = (weekday: number) => ({ weekday, startMinute: 9 * 60, endMinute: 13 * 60 });

const asha: SlotInstructor = { id: 1, hours: [nineToOne(1), nineToOne(2)], leave: [] };
const ravi: SlotInstructor = {
  id: 2,
  hours: [{ weekday: 1, startMinute: 10 * 60, endMinute: 12 * 60 }],
  leave: [{ startsOn: '2030-01-08', endsOn: '2030-01-08' }],
};
const week = (extra: Partial<LessonWeek> = {}): LessonWeek => ({
  instructors: [asha],
  carIds: [10],
  lessons: [],
  rentals: [],
  blocks: [],
  turnaroundMinutes: 0,
  ...extra,
});
const starts = (w: LessonWeek, minutes = 60, days = 1, notBefore = 0) =>
  freeLessonSlots(w, { fromDate: MONDAY, days, sessionMinutes: minutes, notBefore }).map((s) =>
    new Date(s.start).toISOString(),
  );
const iso = (time: string, date = MONDAY) => istInstant(date, time).toISOString();

describe('the packages', () => {
  it('shapes one as the ADTC light motor vehicle course: 21 practical hours in 4 weeks', () => {
    const adtc = LESSON_PACKAGE_PRESETS.find((p) => p.kind === 'adtc_lmv');
    expect(adtc).toMatchObject({ sessions: 21, sessionMinutes: 60, validityDays: 28 });
    expect((adtc?.sessions ?? 0) + (adtc?.theoryHours ?? 0)).toBe(ADTC_LMV.totalHours);
    const short = LESSON_PACKAGE_PRESETS.filter((p) => p.kind === 'short');
    expect(short.map((p) => p.sessions).sort((a, b) => a - b)).toEqual([10, 15, 21]);
    for (const p of short) expect(p.sessionMinutes).toBeGreaterThanOrEqual(30);
  });
});

describe('free lesson slots', () => {
  it('offers each half hour of the working hours where the session fits', () => {
    expect(starts(week())).toEqual(
      ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '12:00'].map((t) => iso(t)),
    );
    expect(starts(week(), 90).at(-1)).toBe(iso('11:30'));
  });

  it('takes out the lessons of the instructor and of the car', () => {
    const lesson = {
      instructorId: 1,
      carId: 10,
      start: at(MONDAY, '10:00'),
      end: at(MONDAY, '11:00'),
    };
    expect(starts(week({ lessons: [lesson] }))).toEqual(
      ['09:00', '11:00', '11:30', '12:00'].map((t) => iso(t)),
    );
    // Another instructor still cannot teach then: the one car is taken.
    const two = week({ instructors: [asha, ravi], lessons: [lesson] });
    const slot = freeLessonSlots(two, {
      fromDate: MONDAY,
      days: 1,
      sessionMinutes: 60,
      notBefore: 0,
    }).find((s) => s.start === at(MONDAY, '11:00'));
    expect(slot).toMatchObject({ instructorIds: [1, 2], carIds: [10] });
    expect(starts(two)).not.toContain(iso('10:00'));
  });

  it("keeps the branch's turnaround around the car's rentals, and blocks out blocks", () => {
    const rental = { carId: 10, start: at(MONDAY, '00:00') - 86_400_000, end: at(MONDAY, '10:00') };
    expect(starts(week({ rentals: [rental], turnaroundMinutes: 60 }))[0]).toBe(iso('11:00'));
    expect(starts(week({ rentals: [rental] }))[0]).toBe(iso('10:00'));
    const block = { carId: 10, start: at(MONDAY, '11:00'), end: at(MONDAY, '11:30') };
    expect(starts(week({ blocks: [block] }))).toEqual(
      ['09:00', '09:30', '10:00', '11:30', '12:00'].map((t) => iso(t)),
    );
    const lapse = { carId: 10, start: at(MONDAY, '10:30'), end: Infinity };
    expect(starts(week({ blocks: [lapse] }))).toEqual([iso('09:00'), iso('09:30')]);
  });

  it('skips leave, days off and the past', () => {
    const onLeave = { ...asha, leave: [{ startsOn: MONDAY, endsOn: MONDAY }] };
    expect(starts(week({ instructors: [onLeave] }), 60, 2)[0]).toBe(iso('09:00', '2030-01-08'));
    expect(starts(week(), 60, 7)).toHaveLength(14);
    expect(starts(week(), 60, 1, at(MONDAY, '11:15'))).toEqual([iso('11:30'), iso('12:00')]);
    expect(starts(week({ carIds: [] }))).toEqual([]);
  });
});

describe('a busy week', () => {
  // What bench/lesson-slots.bench.mjs measures: each day's slots are answered from what meets
  // that day and each slot is placed in the calendar once; the answers stay freeFor's own.
  const TUESDAY = '2030-01-08';
  const allDay = (weekday: number) => ({ weekday, startMinute: 0, endMinute: 1440 });

  it("counts rentals, blocks and lessons reaching over midnight into the day's first slots", () => {
    const nightOwl: SlotInstructor = { id: 3, hours: [allDay(1), allDay(2)], leave: [] };
    const overnight = { instructors: [nightOwl], carIds: [10, 11] };
    const tuesday = (w: Partial<LessonWeek>) =>
      freeLessonSlots(week({ ...overnight, ...w }), {
        fromDate: TUESDAY,
        days: 1,
        sessionMinutes: 60,
        notBefore: 0,
      }).map((s) => ({ at: new Date(s.start).toISOString(), carIds: s.carIds }));
    // Monday 22:00 to 23:30 and an hour's turnaround: car 10 is free from Tuesday 00:30.
    const rental = { carId: 10, start: at(MONDAY, '22:00'), end: at(MONDAY, '23:30') };
    expect(tuesday({ rentals: [rental], turnaroundMinutes: 60 }).slice(0, 2)).toEqual([
      { at: iso('00:00', TUESDAY), carIds: [11] },
      { at: iso('00:30', TUESDAY), carIds: [10, 11] },
    ]);
    const block = { carId: 11, start: at(MONDAY, '23:00'), end: at(TUESDAY, '01:00') };
    expect(
      tuesday({ blocks: [block] })
        .slice(0, 3)
        .map((s) => s.carIds),
    ).toEqual([[10], [10], [10, 11]]);
    // The instructor's lesson from Monday 23:30 keeps them busy until 00:30.
    const lesson = {
      instructorId: 3,
      carId: 11,
      start: at(MONDAY, '23:30'),
      end: at(TUESDAY, '00:30'),
    };
    expect(tuesday({ lessons: [lesson] })[0]?.at).toBe(iso('00:30', TUESDAY));
    // Tuesday's last slot ends at midnight: a block from 23:30 takes it, and Wednesday's rental
    // only touches it.
    const late = { carId: 10, start: at(TUESDAY, '23:30'), end: at(TUESDAY, '23:45') };
    expect(tuesday({ blocks: [late], carIds: [10] }).at(-1)?.at).toBe(iso('22:30', TUESDAY));
    const wednesday = {
      carId: 10,
      start: at('2030-01-09', '00:00'),
      end: at('2030-01-09', '09:00'),
    };
    expect(tuesday({ rentals: [wednesday], carIds: [10] }).at(-1)?.at).toBe(iso('23:00', TUESDAY));
  });

  it('answers every slot as freeFor does over the whole week', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    const team: SlotInstructor[] = [1, 2, 3, 4, 5, 6].map((id) => ({
      id,
      // One of them works round the clock, so the day's edges are asked too.
      hours: [1, 2, 3, 4, 5, 6].map((weekday) =>
        id === 6
          ? { weekday, startMinute: 0, endMinute: 1440 }
          : { weekday, startMinute: (6 + (id % 3)) * 60, endMinute: (17 + (id % 3)) * 60 + 30 },
      ),
      leave: id === 2 ? [{ startsOn: '2030-01-09', endsOn: '2030-01-10' }] : [],
    }));
    const cars = [10, 11, 12, 13];
    const hour = (day: number, h: number) => at(MONDAY, '00:00') + (day * 24 + h) * 3_600_000;
    const lessons = Array.from({ length: 200 }, () => {
      const start = hour(next(8) - 1, next(24)) + next(2) * 1_800_000;
      return {
        instructorId: 1 + next(6),
        carId: cars[next(4)] ?? 10,
        start,
        end: start + 3_600_000,
      };
    });
    const rentals = Array.from({ length: 6 }, () => {
      const start = hour(next(8) - 1, next(24));
      return { carId: cars[next(4)] ?? 10, start, end: start + (2 + next(30)) * 3_600_000 };
    });
    const blocks = [{ carId: 12, start: hour(2, 11), end: hour(2, 15) }];
    const busy = week({
      instructors: team,
      carIds: cars,
      lessons,
      rentals,
      blocks,
      turnaroundMinutes: 45,
    });
    const slots = freeLessonSlots(busy, {
      fromDate: MONDAY,
      days: 7,
      sessionMinutes: 45,
      notBefore: 0,
    });

    const expected = [];
    for (let day = 0; day < 7; day += 1) {
      for (let minute = 0; minute + 45 <= 1440; minute += 30) {
        const start = at(MONDAY, '00:00') + day * 86_400_000 + minute * 60_000;
        const period = { start, end: start + 45 * 60_000 };
        const free = freeFor(busy, period);
        if (free.instructorIds.length > 0 && free.carIds.length > 0)
          expected.push({ ...period, ...free });
      }
    }
    expect(slots.length).toBeGreaterThan(20);
    expect(slots.length).toBeLessThan(6 * 6 * 24);
    expect(slots).toEqual(expected);
  });
});

describe("an instructor's time", () => {
  it('is within their hours of the IST day and not on leave', () => {
    const lesson = (time: string, minutes: number, date = MONDAY) => ({
      start: at(date, time),
      end: at(date, time) + minutes * 60_000,
    });
    expect(instructorTimeProblem(ravi, lesson('10:00', 120))).toBeNull();
    expect(instructorTimeProblem(ravi, lesson('09:30', 60))).toBe('outsideHours');
    expect(instructorTimeProblem(ravi, lesson('11:30', 60))).toBe('outsideHours');
    expect(instructorTimeProblem(ravi, lesson('10:00', 60, '2030-01-08'))).toBe('onLeave');
    expect(instructorTimeProblem(asha, lesson('10:00', 60, '2030-01-09'))).toBe('outsideHours');
    const lateShift = { ...asha, hours: [{ weekday: 1, startMinute: 22 * 60, endMinute: 1440 }] };
    expect(instructorTimeProblem(lateShift, lesson('23:00', 60))).toBeNull();
    expect(instructorTimeProblem(lateShift, lesson('23:30', 60))).toBe('outsideHours');
  });
});
