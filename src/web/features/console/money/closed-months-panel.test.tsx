import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { monthClosedMessage } from '../../../../shared/closed-months';
import { renderAt, sentBody, sentRequests, stubFetch } from '../../../test/test-utils';
import { ClosedMonthsPanel } from './closed-months-panel';

const list = {
  months: [{ month: '2025-09', closedAt: '2025-10-02T06:30:00.000Z', closedBy: 'Asha Verma' }],
};

describe('closing a month, as an admin', () => {
  it('asks before closing, says what follows, and shows a refusal in the dialog', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/console/closed-months/2025-10'
        ? { status: 409, body: { statusCode: 409, message: monthClosedMessage('2025-10') } }
        : { body: list },
    );
    renderAt(<ClosedMonthsPanel />);
    expect(
      await screen.findByText('2025-09: closed by Asha Verma on', { exact: false }),
    ).toBeVisible();
    const month = screen.getByLabelText('Month to close');
    await userEvent.clear(month);
    await userEvent.type(month, '2025-10');
    await userEvent.click(screen.getByRole('button', { name: 'Close the books of 2025-10' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Close the books of 2025-10?',
    });
    expect(
      within(dialog).getByText('Nothing can be dated in 2025-10 afterwards', { exact: false }),
    ).toBeVisible();
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Close the books of 2025-10' }),
    );
    expect(await within(dialog).findByText(monthClosedMessage('2025-10'))).toBeVisible();
    expect(
      sentRequests(fetchMock).some(
        (r) => r.path === '/api/console/closed-months/2025-10' && r.init.method === 'POST',
      ),
    ).toBe(true);
  });

  it('reopens a month only with a reason, which it sends', async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname.endsWith('/reopen') ? { body: { month: '2025-09' } } : { body: list },
    );
    renderAt(<ClosedMonthsPanel />);
    await userEvent.click(await screen.findByRole('button', { name: 'Reopen 2025-09' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Reopen the books of 2025-09?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen 2025-09' }));
    expect(
      await within(dialog).findByText(
        'Please write why the month is reopened (5 to 300 characters).',
      ),
    ).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Why it is reopened'), 'Late UPI receipt');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reopen 2025-09' }));
    expect(await screen.findByText('2025-09 is open again.')).toBeVisible();
    await waitFor(() =>
      expect(sentBody(fetchMock, '/api/console/closed-months/2025-09/reopen')).toEqual({
        reason: 'Late UPI receipt',
      }),
    );
  });
});
