import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { CalendarDayPicker } from './calendar-day-picker';

// The console calendars' shared picker (the branch calendar and the lessons), driven as the
// pages drive it: previous and next move the first day by the view's length.
const STEPS = { week: 7, month: 31 } as const;

function Harness() {
  const [state, setState] = useState({ branchId: 1, from: '2026-12-01' });
  const [view, setView] = useState<keyof typeof STEPS>('week');
  return (
    <>
      <CalendarDayPicker
        labels={{
          from: 'From',
          view: 'View',
          views: { week: 'Week', month: 'Month' },
          previous: 'Previous',
          next: 'Next',
        }}
        branchId={state.branchId}
        from={state.from}
        view={view}
        views={['week', 'month']}
        step={STEPS[view]}
        onBranch={(branchId) => setState((s) => ({ ...s, branchId }))}
        onFrom={(from) => setState((s) => ({ ...s, from }))}
        onView={setView}
      />
      <p>
        Showing branch {state.branchId} from {state.from}
      </p>
    </>
  );
}

const branches = (list: { id: number; name: string }[]) =>
  stubFetch((url) =>
    url.pathname === '/api/console/branches'
      ? { body: { branches: list } }
      : { status: 404, body: { message: 'Not found' } },
  );

describe('CalendarDayPicker', () => {
  it("names each control and moves the first day by the view's length", async () => {
    branches([
      { id: 1, name: 'Bhilai' },
      { id: 2, name: 'Raipur' },
    ]);
    renderAt(<Harness />);
    await userEvent.selectOptions(await screen.findByLabelText('Branch'), 'Raipur');
    expect(screen.getByText('Showing branch 2 from 2026-12-01')).toBeVisible();

    const views = screen.getByRole('group', { name: 'View' });
    expect(within(views).getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing branch 2 from 2026-12-08')).toBeVisible();

    await userEvent.click(within(views).getByRole('button', { name: 'Month' }));
    expect(within(views).getByRole('button', { name: 'Month' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(views).getByRole('button', { name: 'Week' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing branch 2 from 2026-11-07')).toBeVisible();

    const date = screen.getByLabelText('From');
    expect(date).toHaveValue('2026-11-07');
    fireEvent.change(date, { target: { value: '2027-01-15' } });
    expect(screen.getByText('Showing branch 2 from 2027-01-15')).toBeVisible();
    // Clearing the field keeps the day shown: a calendar always has one.
    fireEvent.change(date, { target: { value: '' } });
    expect(screen.getByText('Showing branch 2 from 2027-01-15')).toBeVisible();
  });
});
