import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BoardEntry } from '../../../../shared/console-availability';
import { renderAt } from '../../../test/test-utils';
import { BoardList } from './board-list';

const entry = (over: Partial<BoardEntry>): BoardEntry => ({
  bookingId: 5,
  reference: 'SDC-5',
  carTitle: 'Maruti Swift',
  carNumber: 'CG 07 AB 1234',
  customerId: 12,
  customerName: 'Asha Verma',
  customerMobile: '+919812345670',
  customerRefused: false,
  pickupProblem: null,
  state: 'waiting',
  pickupAt: '2026-12-02T04:30:00.000Z',
  dropAt: '2026-12-03T04:30:00.000Z',
  ...over,
});

describe("today's board column", () => {
  it('gives each booking its state and its next step: hand over, take back, call', () => {
    renderAt(
      <BoardList
        title="Returns due today"
        time="dropAt"
        empty="No returns due today."
        entries={[
          entry({}),
          entry({ bookingId: 6, reference: 'SDC-6', state: 'picked_up', customerMobile: null }),
          entry({ bookingId: 7, reference: 'SDC-7', state: 'overdue', customerRefused: true }),
        ]}
      />,
    );
    const column = screen.getByRole('region', { name: 'Returns due today (3)' });
    const [waiting, out, overdue] = within(column).getAllByRole('listitem');
    expect(waiting).toHaveTextContent('Not handed over yet');
    expect(within(waiting!).getByRole('link', { name: 'Hand over SDC-5' })).toHaveAttribute(
      'href',
      '/staff/bookings/5',
    );
    expect(
      within(waiting!).getByRole('link', { name: 'Call +919812345670 (Asha Verma)' }),
    ).toHaveAttribute('href', 'tel:+919812345670');
    expect(out).toHaveTextContent('With the customer');
    expect(within(out!).getByRole('link', { name: 'Take back SDC-6' })).toBeVisible();
    // No mobile on the account: no call link to a number that is not there.
    expect(within(out!).queryByRole('link', { name: /^Call/ })).toBeNull();
    expect(overdue).toHaveTextContent('Overdue');
    expect(overdue).toHaveTextContent('Refused customer: do not hand over');
    expect(within(overdue!).getByRole('link', { name: 'Take back SDC-7' })).toBeVisible();
  });

  it('warns of a pickup the handover would refuse, and why', () => {
    const unverified =
      'This customer’s driving licence and ID proof are not verified yet. Verify them before handing over the car.';
    renderAt(
      <BoardList
        title="Pickups today"
        time="pickupAt"
        empty="No pickups today."
        entries={[
          entry({ pickupProblem: unverified }),
          entry({ bookingId: 6, reference: 'SDC-6' }),
        ]}
      />,
    );
    const [blocked, ready] = screen.getAllByRole('listitem');
    expect(blocked).toHaveTextContent(`Cannot hand over yet: ${unverified}`);
    expect(ready).not.toHaveTextContent('Cannot hand over yet');
  });

  it('says so when the column is empty', () => {
    renderAt(
      <BoardList title="Pickups today" time="pickupAt" empty="No pickups today." entries={[]} />,
    );
    expect(screen.getByRole('region', { name: 'Pickups today (0)' })).toHaveTextContent(
      'No pickups today.',
    );
  });
});
