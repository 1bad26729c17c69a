import { describe, expect, it } from 'vitest';
import { changePeriodProblem, PICKUP_IN_PAST_MESSAGE, TOO_LONG_MESSAGE } from './booking-change.js';
import {
  DROP_NOT_AFTER_PICKUP_MESSAGE,
  minimumDurationMessage,
  TIME_SLOT_MESSAGE,
} from './search.js';

const now = new Date('2026-12-01T04:30:00Z');
const at = (iso: string) => new Date(iso);

describe('changePeriodProblem', () => {
  it('accepts six hours or more on half-hour steps', () => {
    expect(changePeriodProblem(at('2026-12-02T04:30:00Z'), at('2026-12-02T10:30:00Z'), now)).toBe(
      null,
    );
  });

  it('names each problem with the customer-side message', () => {
    const pickup = at('2026-12-02T04:30:00Z');
    expect(changePeriodProblem(pickup, at('2026-12-02T09:30:00Z'), now)).toEqual({
      field: 'dropAt',
      message: minimumDurationMessage(5),
    });
    expect(changePeriodProblem(pickup, pickup, now)?.message).toBe(DROP_NOT_AFTER_PICKUP_MESSAGE);
    expect(
      changePeriodProblem(at('2026-12-02T04:40:00Z'), at('2026-12-02T12:00:00Z'), now),
    ).toEqual({ field: 'pickupAt', message: TIME_SLOT_MESSAGE });
    expect(
      changePeriodProblem(at('2026-11-30T04:30:00Z'), at('2026-12-02T04:30:00Z'), now),
    ).toEqual({ field: 'pickupAt', message: PICKUP_IN_PAST_MESSAGE });
    expect(changePeriodProblem(pickup, at('2027-12-02T04:30:00Z'), now)?.message).toBe(
      TOO_LONG_MESSAGE,
    );
  });
});
