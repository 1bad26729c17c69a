import { addDays, istDate, istInstant } from './time.js';

/** "Pickup tomorrow" goes out the evening before, at this IST time. */
export const PICKUP_REMINDER_TIME = '18:00';
/** "Return due" goes out this long before the drop time. */
export const RETURN_REMINDER_HOURS = 3;

/** 18:00 IST on the day before the pickup's IST date. */
export function pickupReminderAt(pickupAt: Date): Date {
  return istInstant(addDays(istDate(pickupAt), -1), PICKUP_REMINDER_TIME);
}

export function returnReminderAt(dropAt: Date): Date {
  return new Date(dropAt.getTime() - RETURN_REMINDER_HOURS * 3_600_000);
}

/** "Lesson soon" goes out this long before a practical lesson (decision 0047). */
export const LESSON_SOON_REMINDER_HOURS = 1;

/** A practical lesson's reminders: the evening before (as a pickup's), and an hour before. */
export function lessonReminderTimes(startsAt: Date) {
  return [
    { kind: 'lesson_tomorrow' as const, dueAt: pickupReminderAt(startsAt) },
    {
      kind: 'lesson_soon' as const,
      dueAt: new Date(startsAt.getTime() - LESSON_SOON_REMINDER_HOURS * 3_600_000),
    },
  ];
}
