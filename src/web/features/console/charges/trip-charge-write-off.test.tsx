import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../../shared/console';
import {
  WRITE_OFF_REASON_MESSAGE,
  chargeWrittenOffMessage,
  writeOffDepositHeldMessage,
  type WriteOffPreview,
} from '../../../../shared/trip-charge-write-off';
import type { TripChargeView } from '../../../../shared/trip-charges';
import { renderAt } from '../../../test/test-utils';
import { ConsoleTripChargesPage } from './console-trip-charges-page';
import { makeBilledChallan } from '../../../test/trip-charge-fixtures';

// Issue 36 item 5: a manager writes off what a renter never paid of a charge.

// The list's figure is a day old: the renter paid more since, the server knows it.
const billed = makeBilledChallan();

const preview: WriteOffPreview = {
  chargeId: 7,
  bookingId: 41,
  totalPaise: 60_000,
  unpaidPaise: 45_000,
};
const REASON = 'The renter cannot be reached for three months.';
const writtenOff: TripChargeView = {
  ...billed,
  status: 'written_off',
  owedPaise: 0,
  writeOff: { paise: 45_000, at: '2026-12-24T09:00:00.000Z', reason: REASON },
};

type Reply = { status?: number; body: unknown };

/** A fake server: the staff member's role, the charges, the preview and the write-off. */
function serve({
  role = 'manager',
  previewed = { body: preview },
  listed = [billed],
}: {
  role?: StaffRole;
  previewed?: Reply;
  listed?: TripChargeView[];
} = {}) {
  let charges = listed;
  const calls: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const method = init?.method ?? 'GET';
      const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ method, path: url.pathname, body });
      let reply: Reply = { status: 404, body: { message: 'Not found.' } };
      if (url.pathname === '/api/console/me') {
        reply = { body: { id: 2, name: 'Kavita', email: 'k@x.in', staffRole: role, branchId: 1 } };
      } else if (url.pathname === '/api/console/branches') {
        reply = { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
      } else if (url.pathname === '/api/console/trip-charges' && method === 'GET') {
        reply = { body: { charges } };
      } else if (url.pathname === '/api/console/trip-charges/report') {
        reply = { body: { from: '2026-12-01', to: '2026-12-24', branchId: 1, rows: [] } };
      } else if (url.pathname === '/api/console/trip-charges/7/write-off/preview') {
        reply = previewed;
      } else if (url.pathname === '/api/console/trip-charges/7/write-off') {
        charges = [writtenOff];
        reply = { body: { ...writtenOff, message: chargeWrittenOffMessage(7, '₹450', 41) } };
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const writeOffs = (calls: ReturnType<typeof serve>) =>
  calls.filter((c) => c.path === '/api/console/trip-charges/7/write-off');
const findCharge = () =>
  screen.findByRole('listitem', { name: 'Traffic challan, CG 07 AB 1234, 20 Nov 2026, 2:30 pm' });

describe('writing off a charge in the console', () => {
  it('names the server’s unpaid amount, asks for a reason and to confirm, then shows it written off', async () => {
    const calls = serve();
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    await userEvent.click(await within(item).findByRole('button', { name: 'Write off' }));

    // The amount is the server's (the preview's), not the list's.
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Write off ₹450 of charge #7?',
    });
    expect(dialog).toHaveTextContent(
      'Booking #41 was charged ₹600 and ₹450 of it is unpaid. Writing it off records ₹450 as a bad debt',
    );
    expect(dialog).toHaveTextContent('This cannot be undone.');
    const confirm = within(dialog).getByRole('button', { name: 'Write off the unpaid part' });
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toBeVisible();

    // No reason: said beside it, nothing sent.
    await userEvent.click(confirm);
    const reason = within(dialog).getByLabelText('Reason for the write-off');
    expect(reason).toHaveAccessibleDescription(WRITE_OFF_REASON_MESSAGE);
    expect(writeOffs(calls)).toEqual([]);

    await userEvent.type(reason, REASON);
    await userEvent.click(confirm);
    expect(await within(item).findByText(chargeWrittenOffMessage(7, '₹450', 41))).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(writeOffs(calls)).toEqual([
      { method: 'POST', path: '/api/console/trip-charges/7/write-off', body: { reason: REASON } },
    ]);

    // The list, asked again, has it written off, with the reason, and no button.
    await waitFor(() =>
      expect(within(item).getByText('Paid').nextElementSibling).toHaveTextContent(
        '₹450 written off on 24 Dec 2026, 2:30 pm',
      ),
    );
    expect(within(item).getByText('Reason for the write-off').nextElementSibling).toHaveTextContent(
      REASON,
    );
    expect(within(item).queryByRole('button', { name: 'Write off' })).toBeNull();
  });

  it('shows the preview’s refusal in the dialog and keeps its confirm button off', async () => {
    const held = writeOffDepositHeldMessage(41, '30 Nov, 2:30 pm');
    const calls = serve({ previewed: { status: 409, body: { message: held } } });
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    await userEvent.click(await within(item).findByRole('button', { name: 'Write off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Write off charge #7?' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(held);
    expect(
      within(dialog).getByRole('button', { name: 'Write off the unpaid part' }),
    ).toBeDisabled();
    expect(within(dialog).queryByLabelText('Reason for the write-off')).toBeNull();
    expect(writeOffs(calls)).toEqual([]);
  });

  it('offers no write-off to counter staff, nor on a paid charge or one in dispute', async () => {
    serve({ role: 'staff' });
    const { queryClient } = renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    await waitFor(() =>
      expect(queryClient.getQueryData(['console', 'me'])).toMatchObject({ staffRole: 'staff' }),
    );
    expect(within(item).queryByRole('button', { name: 'Write off' })).toBeNull();
  });

  it.each([
    ['paid', { ...billed, owedPaise: 0 }],
    [
      'in dispute',
      {
        ...billed,
        dispute: {
          status: 'open' as const,
          reason: 'I was in Raipur that day.',
          fileUrl: null,
          openedAt: '2026-11-24T09:00:00.000Z',
          decisionReason: null,
          decidedAt: null,
          creditNoteNumber: null,
        },
      },
    ],
  ])('offers a manager no write-off on a charge %s', async (_, charge) => {
    serve({ listed: [charge] });
    const { queryClient } = renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    await waitFor(() =>
      expect(queryClient.getQueryData(['console', 'me'])).toMatchObject({ staffRole: 'manager' }),
    );
    expect(within(item).queryByRole('button', { name: 'Write off' })).toBeNull();
  });
});
