import { describe, expect, it } from 'vitest';
import { ADTC_LMV, LESSON_PACKAGE_PRESETS } from './lesson-rules.js';
import {
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
