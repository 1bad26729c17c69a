import { istDate } from '../../../../shared/time';

// IST wall-clock helpers for the lesson calendar: instructors' hours are minutes after IST
// midnight, lessons and rentals instants.

const IST_OFFSET_MS = 330 * 60_000;

/** Minutes after IST midnight of an instant (ISO string). */
export const istMinutes = (iso: string) =>
  Math.floor(((new Date(iso).getTime() + IST_OFFSET_MS) % 86_400_000) / 60_000);

/** The IST calendar date of an instant (ISO string). */
export const istDay = (iso: string) => istDate(new Date(iso));

/** "09:30" for 570 minutes: the same in both languages. */
export const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** "09:30" to 570. */
export const minutesOf = (hhmm: string) => {
  const [h = 0, m = 0] = hhmm.split(':').map(Number);
  return h * 60 + m;
};
