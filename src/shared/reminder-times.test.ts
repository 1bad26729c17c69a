import { describe, expect, it } from 'vitest';
import { pickupReminderAt, returnReminderAt } from './reminder-times.js';

describe('reminder times (IST)', () => {
  it('reminds of a pickup at 18:00 IST the day before, whatever the pickup hour', () => {
    expect(pickupReminderAt(new Date('2026-12-10T09:30:00+05:30')).toISOString()).toBe(
      '2026-12-09T12:30:00.000Z',
    );
    // 00:30 IST on the 10th is still the 9th in UTC: the IST date decides.
    expect(pickupReminderAt(new Date('2026-12-10T00:30:00+05:30')).toISOString()).toBe(
      '2026-12-09T12:30:00.000Z',
    );
  });

  it('reminds of a return 3 hours before the drop', () => {
    expect(returnReminderAt(new Date('2026-12-12T10:00:00+05:30')).toISOString()).toBe(
      '2026-12-12T01:30:00.000Z',
    );
  });
});
