import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { StaffRole } from '../../../../shared/console';
import * as disputeRules from '../../../../shared/trip-charge-disputes';
import {
  DECISION_REASON_MESSAGE,
  DISPUTE_DECIDED_MESSAGE,
  disputeAcceptedMessage,
  disputeRejectedMessage,
  type TripChargeDispute,
} from '../../../../shared/trip-charge-disputes';
import type { TripChargeView } from '../../../../shared/trip-charges';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt } from '../../../test/test-utils';
import { ConsoleTripChargesPage } from './console-trip-charges-page';
import { makeBilledChallan } from '../../../test/trip-charge-fixtures';

const open: TripChargeDispute = {
  status: 'open',
  reason: 'I returned the car on 19 Nov; the challan is from the next day.',
  fileUrl: '/api/console/trip-charges/7/dispute/file',
  openedAt: '2026-11-24T09:00:00.000Z',
  decisionReason: null,
  decidedAt: null,
  creditNoteNumber: null,
};

const disputed = makeBilledChallan({ dispute: open });

const decidedReason = 'The car was back at the branch then.';

/** The charge once the dispute is decided, as the server answers and then lists it. */
function decided(decision: 'accept' | 'reject'): TripChargeView {
  const accepted = decision === 'accept';
  return {
    ...disputed,
    status: accepted ? 'reversed' : 'billed',
    owedPaise: accepted ? 0 : 60_000,
    dispute: {
      ...open,
      status: accepted ? 'accepted' : 'rejected',
      decisionReason: decidedReason,
      decidedAt: '2026-11-25T09:00:00.000Z',
      creditNoteNumber: accepted ? 'CN/2627/00003' : null,
    },
  };
}

type Reply = { status?: number; body: unknown };

/** A fake server: the staff member's role, the charges, and the decision's answer. */
function serve({
  role = 'manager',
  refuse,
  listed = [disputed],
}: {
  role?: StaffRole;
  refuse?: Reply;
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
        reply = {
          body: { id: 2, name: 'Kavita', email: 'k@x.in', staffRole: role, branchId: 1 },
        };
      } else if (url.pathname === '/api/console/branches') {
        reply = { body: { branches: [{ id: 1, name: 'Bhilai' }] } };
      } else if (url.pathname === '/api/console/trip-charges' && method === 'GET') {
        reply = { body: { charges } };
      } else if (url.pathname === '/api/console/trip-charges/7/dispute/decision') {
        const { decision } = body as { decision: 'accept' | 'reject' };
        const now = decided(decision);
        reply = refuse ?? {
          body: {
            ...now,
            message:
              decision === 'accept'
                ? disputeAcceptedMessage(41, '₹600')
                : disputeRejectedMessage(41),
          },
        };
        if (!refuse) charges = [now];
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const decisions = (calls: ReturnType<typeof serve>) =>
  calls.filter((c) => c.path.endsWith('/dispute/decision'));

const findCharge = () =>
  screen.findByRole('listitem', { name: 'Traffic challan, CG 07 AB 1234, 20 Nov 2026, 2:30 pm' });

describe('disputes of charges after the trip in the console', () => {
  it('has Hindi for every message of the disputes’ rules', () => {
    const fixed = Object.entries(disputeRules)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string);
    const bad = disputeRules.decideDisputeBodySchema.safeParse({ decision: 'maybe', reason: '' });
    const messages = [...fixed, ...(bad.error?.issues.map((i) => i.message) ?? [])];
    expect(messages.length).toBeGreaterThanOrEqual(7);
    expect(messages.filter((m) => !hiConsole.consoleMessages[m])).toEqual([]);
  });

  it('shows the dispute: the customer’s reason and file, when, and that the deposit waits', async () => {
    serve();
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    expect(item).toHaveTextContent('Disputed');
    const dispute = within(item).getByRole('region', {
      name: 'The customer’s dispute of charge #7',
    });
    const valueOf = (term: string) => within(dispute).getByText(term).nextElementSibling;
    expect(valueOf('Dispute')).toHaveTextContent('Open: waiting for a decision');
    expect(valueOf('Disputed on')).toHaveTextContent('24 Nov 2026, 2:30 pm');
    expect(within(dispute).getByText(open.reason)).toBeVisible();
    const file = within(dispute).getByRole('link', { name: 'The customer’s file' });
    expect(file).toHaveAttribute('href', '/api/console/trip-charges/7/dispute/file');
    expect(file).toHaveAttribute('target', '_blank');
    expect(
      within(dispute).getByText(
        'While the dispute is open, the held deposit is neither released nor used for this charge.',
      ),
    ).toBeVisible();
    // Decided or not, the window is not shown once the customer disputed.
    expect(within(item).queryByText('The customer can dispute it until')).toBeNull();
  });

  it('lets a manager accept after confirming what it does, then shows the server’s message and the charge reversed', async () => {
    const calls = serve();
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    const reason = within(item).getByLabelText('Reason for the decision (the customer is told it)');

    // No reason: said beside it, nothing asked or sent.
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    expect(reason).toHaveAccessibleDescription(DECISION_REASON_MESSAGE);
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await userEvent.type(reason, decidedReason);
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Accept the dispute of charge #7?' });
    expect(dialog).toHaveTextContent(
      'Accepting reverses the ₹600 charge to booking #41 with a credit note; what the customer paid for it comes back to them.',
    );
    expect(dialog).toHaveTextContent(`Your reason: “${decidedReason}”`);
    expect(decisions(calls)).toEqual([]);

    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accept and reverse the charge' }),
    );
    expect(await within(item).findByRole('status')).toHaveTextContent(
      disputeAcceptedMessage(41, '₹600'),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(decisions(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/console/trip-charges/7/dispute/decision',
        body: { decision: 'accept', reason: decidedReason },
      },
    ]);

    // The list, asked again, has the charge reversed and the dispute decided.
    const dispute = within(item).getByRole('region', {
      name: 'The customer’s dispute of charge #7',
    });
    await waitFor(() =>
      expect(within(dispute).getByText('Dispute').nextElementSibling).toHaveTextContent(
        'Accepted on 25 Nov 2026, 2:30 pm: the charge is reversed',
      ),
    );
    expect(within(item).getByText('Paid').nextElementSibling).toHaveTextContent('Reversed');
    expect(within(dispute).getByText('Credit note').nextElementSibling).toHaveTextContent(
      'CN/2627/00003',
    );
    expect(within(dispute).getByText(decidedReason)).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Reject' })).toBeNull();
  });

  it('asks before rejecting too, saying the charge stands', async () => {
    const calls = serve({ role: 'admin' });
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    await userEvent.type(
      within(item).getByLabelText('Reason for the decision (the customer is told it)'),
      decidedReason,
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject the dispute of charge #7?' });
    expect(dialog).toHaveTextContent('The charge stands; the customer is told your reason.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the dispute' }));
    expect(await within(item).findByRole('status')).toHaveTextContent(disputeRejectedMessage(41));
    expect(decisions(calls).map((c) => c.body)).toEqual([
      { decision: 'reject', reason: decidedReason },
    ]);
  });

  it('keeps the dialog open with the server’s refusal when the dispute was decided meanwhile', async () => {
    serve({ refuse: { status: 409, body: { message: DISPUTE_DECIDED_MESSAGE } } });
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    await userEvent.type(
      within(item).getByLabelText('Reason for the decision (the customer is told it)'),
      decidedReason,
    );
    await userEvent.click(within(item).getByRole('button', { name: 'Accept' }));
    const dialog = screen.getByRole('alertdialog');
    await userEvent.click(
      within(dialog).getByRole('button', { name: 'Accept and reverse the charge' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(DISPUTE_DECIDED_MESSAGE);
  });

  it('shows counter staff the dispute but no decision', async () => {
    serve({ role: 'staff' });
    const { queryClient } = renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    // The role is known: what follows is not merely before it came.
    await waitFor(() =>
      expect(queryClient.getQueryData(['console', 'me'])).toMatchObject({ staffRole: 'staff' }),
    );
    expect(
      within(item).getByRole('region', { name: 'The customer’s dispute of charge #7' }),
    ).toBeVisible();
    expect(within(item).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Reject' })).toBeNull();
    expect(within(item).queryByLabelText(/Reason for the decision/)).toBeNull();
  });

  it('shows until when an undisputed charge can be disputed', async () => {
    serve({ listed: [{ ...disputed, dispute: null }] });
    renderAt(<ConsoleTripChargesPage />);
    const item = await findCharge();
    expect(
      within(item).getByText('The customer can dispute it until').nextElementSibling,
    ).toHaveTextContent('30 Nov 2026, 2:30 pm');
    expect(within(item).queryByRole('region')).toBeNull();
    expect(within(item).queryByText('Disputed')).toBeNull();
  });
});
