import { screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DISPUTE_REASON_MESSAGE,
  disputeWindowClosedMessage,
  type TripChargeDispute,
} from '../../../../shared/trip-charge-disputes';
import {
  TRIP_CHARGE_KIND_LABELS,
  type CustomerTripCharge,
  type CustomerTripCharges,
} from '../../../../shared/trip-charges';
import { createI18n } from '../../../lib/i18n';
import { enAccount } from '../../../locales/en-account';
import { hi } from '../../../locales/hi';
import { hiAccount } from '../../../locales/hi-account';
import {
  renderAt,
  requestedPaths,
  sentRequests,
  stubFetch,
  type FakeReply,
} from '../../../test/test-utils';
import { TripChargesSection } from './trip-charges-section';

const challan: CustomerTripCharge = {
  id: 7,
  kind: 'challan',
  status: 'billed',
  occurredAt: '2026-11-20T09:00:00.000Z',
  amountPaise: 50_000,
  feePaise: 10_000,
  totalPaise: 60_000,
  reference: 'CG2026112012345',
  place: 'GE Road, Raipur',
  offence: 'Red light jumped',
  note: '',
  noticeEndsAt: '2026-11-26T09:00:00.000Z',
  invoiceNumber: 'INV/2026-27/00012',
  owedPaise: 60_000,
  evidence: [
    { id: 1, url: '/api/bookings/42/trip-charges/7/evidence/1', mimeType: 'image/jpeg' },
    { id: 2, url: '/api/bookings/42/trip-charges/7/evidence/2', mimeType: 'application/pdf' },
  ],
  dispute: null,
  disputeUntil: '2026-11-30T09:00:00.000Z',
};

const DISPUTE_PATH = '/api/bookings/42/trip-charges/7/dispute';

// 2:30 pm IST on 24 Nov 2026, within the charge's dispute window; only Date is faked so user
// events still run.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-24T09:00:00Z') });
});
afterEach(() => vi.useRealTimers());

function setup(over: Partial<CustomerTripCharges> = {}) {
  const fetchMock = stubFetch(() => ({
    body: {
      bookingId: 42,
      charges: [challan],
      owedPaise: 60_000,
      depositHeldPaise: 300_000,
      depositHeldUntil: '2026-12-06T05:00:00.000Z',
      ...over,
    },
  }));
  renderAt(<TripChargesSection bookingId={42} />);
  return fetchMock;
}

describe('charges after the trip on the customer’s booking', () => {
  it('names the kinds as the shared rules do', () => {
    expect(enAccount.account.tripCharges.kinds).toEqual(TRIP_CHARGE_KIND_LABELS);
  });

  it('lists each charge with its figures, evidence and the link to pay what is owed', async () => {
    const fetchMock = setup();
    expect(screen.getByText('Loading the charges after the trip…')).toBeInTheDocument();
    const section = await screen.findByRole('region', { name: 'Charges after the trip' });
    expect(requestedPaths(fetchMock)).toEqual(['/api/bookings/42/trip-charges']);
    const item = within(section).getByRole('listitem', {
      name: 'Traffic challan on 20 Nov 2026, 2:30 pm',
    });
    const valueOf = (term: string) => within(item).getByText(term).nextElementSibling;
    expect(valueOf('Place')).toHaveTextContent('GE Road, Raipur');
    expect(valueOf('Challan number')).toHaveTextContent('CG2026112012345');
    expect(valueOf('Offence')).toHaveTextContent('Red light jumped');
    expect(valueOf('Amount')).toHaveTextContent('₹500');
    expect(valueOf('Handling fee')).toHaveTextContent('₹100');
    expect(valueOf('Total')).toHaveTextContent('₹600');
    expect(valueOf('Paid?')).toHaveTextContent('₹600 still to pay');
    expect(valueOf('Tax invoice')).toHaveTextContent('INV/2026-27/00012');
    expect(valueOf('Pay by')).toHaveTextContent('26 Nov 2026, 2:30 pm');

    const evidence = within(item).getByRole('list', { name: 'Evidence of the Traffic challan' });
    expect(
      within(evidence)
        .getAllByRole('link')
        .map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('target')]),
    ).toEqual([
      ['Photo 1', '/api/bookings/42/trip-charges/7/evidence/1', '_blank'],
      ['PDF 2', '/api/bookings/42/trip-charges/7/evidence/2', '_blank'],
    ]);

    expect(within(section).getByText('Still to pay on this booking: ₹600')).toBeInTheDocument();
    expect(
      within(section).getByText(
        'The branch holds ₹3,000 of your deposit until 6 Dec 2026, 10:30 am: a charge still unpaid after its pay-by date is taken from it.',
      ),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Pay ₹600 now' })).toHaveAttribute(
      'href',
      '/user/pay-balance?booking=42',
    );
  });

  it('offers no payment and no deposit sentence once nothing is owed', async () => {
    setup({ owedPaise: 0, charges: [{ ...challan, owedPaise: 0 }] });
    const section = await screen.findByRole('region', { name: 'Charges after the trip' });
    const item = within(section).getByRole('listitem', {
      name: 'Traffic challan on 20 Nov 2026, 2:30 pm',
    });
    expect(within(item).getByText('Paid?').nextElementSibling).toHaveTextContent('Paid');
    expect(within(section).getByText('Nothing is left to pay for these charges.')).toBeVisible();
    expect(within(section).queryByRole('link', { name: /^Pay / })).toBeNull();
    expect(within(section).queryByText(/of your deposit/)).toBeNull();
  });

  it('says nothing of a deposit when none is held', async () => {
    setup({ depositHeldPaise: 0, depositHeldUntil: null });
    const section = await screen.findByRole('region', { name: 'Charges after the trip' });
    expect(within(section).getByRole('link', { name: 'Pay ₹600 now' })).toBeInTheDocument();
    expect(within(section).queryByText(/of your deposit/)).toBeNull();
  });

  it('shows nothing when the booking has no charge after the trip', async () => {
    const fetchMock = setup({ charges: [], owedPaise: 0 });
    await waitForElementToBeRemoved(() =>
      screen.queryByText('Loading the charges after the trip…'),
    );
    expect(requestedPaths(fetchMock)).toEqual(['/api/bookings/42/trip-charges']);
    expect(screen.queryByRole('region')).toBeNull();
    expect(screen.queryByText('Charges after the trip')).toBeNull();
  });

  it('shows a written-off charge as written off, not owed, with nothing to pay or dispute', async () => {
    const writtenOff: CustomerTripCharge = { ...challan, status: 'written_off', owedPaise: 0 };
    setup({ owedPaise: 0, depositHeldPaise: 0, depositHeldUntil: null, charges: [writtenOff] });
    const item = await screen.findByRole('listitem', {
      name: 'Traffic challan on 20 Nov 2026, 2:30 pm',
    });
    expect(within(item).getByText('Paid?').nextElementSibling).toHaveTextContent(
      'Written off: you are no longer asked to pay it',
    );
    expect(within(item).queryByText('Pay by')).toBeNull();
    expect(within(item).queryByRole('button', { name: 'Dispute this charge' })).toBeNull();
    expect(within(item).queryByText(/dispute this charge/i)).toBeNull();
    expect(screen.getByText('Nothing is left to pay for these charges.')).toBeVisible();
  });

  it('says written off in Hindi on a Hindi page', async () => {
    stubFetch(() => ({
      body: {
        bookingId: 42,
        charges: [{ ...challan, status: 'written_off', owedPaise: 0 }],
        owedPaise: 0,
        depositHeldPaise: 0,
        depositHeldUntil: null,
      },
    }));
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiAccount } as typeof hi)}>
        <TripChargesSection bookingId={42} />
      </I18nextProvider>,
    );
    const words = hiAccount.account.tripCharges;
    const item = await screen.findByRole('listitem', { name: /का ट्रैफ़िक चालान$/ });
    expect(within(item).getByText(words.status).nextElementSibling).toHaveTextContent(
      'बट्टे खाते में डाला गया: अब आपसे यह नहीं माँगा जाएगा',
    );
  });

  it('shows until when a charge can be disputed, and nothing to press once that has passed', async () => {
    setup({ charges: [challan, { ...challan, id: 8, disputeUntil: '2026-11-23T09:00:00.000Z' }] });
    const [open, closed] = await screen.findAllByRole('listitem', {
      name: 'Traffic challan on 20 Nov 2026, 2:30 pm',
    });
    expect(
      within(open!).getByText('You can dispute this charge until 30 Nov 2026, 2:30 pm.'),
    ).toBeVisible();
    expect(within(open!).getByRole('button', { name: 'Dispute this charge' })).toBeVisible();
    expect(
      within(closed!).getByText('The time to dispute this charge ended on 23 Nov 2026, 2:30 pm.'),
    ).toBeVisible();
    expect(within(closed!).queryByRole('button', { name: 'Dispute this charge' })).toBeNull();
  });
});

describe('disputing a charge after the trip', () => {
  const reason = 'I returned the car on 19 Nov; the challan is from the next day.';

  /** The booking's charges, and the dispute's answer (201 with the charge disputed by default). */
  function serveDispute(answer?: FakeReply) {
    let disputed: TripChargeDispute | null = null;
    return stubFetch((url) => {
      if (url.pathname === DISPUTE_PATH) {
        if (answer) return answer;
        disputed = {
          status: 'open',
          reason,
          fileUrl: '/api/bookings/42/trip-charges/7/dispute/file',
          openedAt: '2026-11-24T09:00:00.000Z',
          decisionReason: null,
          decidedAt: null,
          creditNoteNumber: null,
        };
        return { status: 201, body: { ...challan, dispute: disputed } };
      }
      return {
        body: {
          bookingId: 42,
          charges: [{ ...challan, dispute: disputed }],
          owedPaise: 60_000,
          depositHeldPaise: 300_000,
          depositHeldUntil: '2026-12-06T05:00:00.000Z',
        },
      };
    });
  }

  async function openForm() {
    const item = await screen.findByRole('listitem', {
      name: 'Traffic challan on 20 Nov 2026, 2:30 pm',
    });
    await userEvent.click(within(item).getByRole('button', { name: 'Dispute this charge' }));
    const form = within(item).getByRole('form', {
      name: 'Dispute the Traffic challan of 20 Nov 2026, 2:30 pm',
    });
    return { item, form };
  }

  it('sends the reason and the photo in one multipart request, then shows it waiting for the branch', async () => {
    const fetchMock = serveDispute();
    renderAt(<TripChargesSection bookingId={42} />);
    const { item, form } = await openForm();
    const why = within(form).getByLabelText('Why do you dispute this charge?');
    await waitFor(() => expect(why).toHaveFocus());

    // Too short a reason is said beside it, and nothing is sent.
    await userEvent.type(why, 'Not me');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    expect(why).toHaveAccessibleDescription(DISPUTE_REASON_MESSAGE);
    expect(why).toHaveAttribute('aria-invalid', 'true');
    expect(requestedPaths(fetchMock)).not.toContain(DISPUTE_PATH);

    await userEvent.clear(why);
    await userEvent.type(why, reason);
    const photo = new File(['jpeg bytes'], 'return-receipt.jpg', { type: 'image/jpeg' });
    await userEvent.upload(
      within(form).getByLabelText('A photo or PDF that shows it (optional)'),
      photo,
    );
    await userEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));

    expect(
      await within(item).findByText('Your dispute is sent. The branch will decide and tell you.'),
    ).toHaveAttribute('role', 'status');
    const sent = sentRequests(fetchMock).filter((r) => r.path === DISPUTE_PATH);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.init.method).toBe('POST');
    const body = sent[0]?.init.body;
    expect(body).toBeInstanceOf(FormData);
    expect((body as FormData).get('reason')).toBe(reason);
    expect(((body as FormData).get('file') as File).name).toBe('return-receipt.jpg');

    expect(within(item).queryByRole('form')).toBeNull();
    expect(
      within(item).getByText('Disputed on 24 Nov 2026, 2:30 pm — waiting for the branch.'),
    ).toBeVisible();
    expect(
      within(item).getByText(
        'Nothing is taken from your deposit for this charge until the branch decides.',
      ),
    ).toBeVisible();
    expect(within(item).getByText(`Your reason: ${reason}`)).toBeVisible();
    expect(within(item).getByRole('link', { name: 'The file you sent' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(within(item).queryByRole('button', { name: 'Dispute this charge' })).toBeNull();
    // The section asked for its charges again.
    await waitFor(() =>
      expect(
        requestedPaths(fetchMock).filter((p) => p === '/api/bookings/42/trip-charges'),
      ).toHaveLength(2),
    );
  });

  it('sends the reason alone when no file is chosen', async () => {
    const fetchMock = serveDispute();
    renderAt(<TripChargesSection bookingId={42} />);
    const { item, form } = await openForm();
    await userEvent.type(within(form).getByLabelText('Why do you dispute this charge?'), reason);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    await within(item).findByText('Your dispute is sent. The branch will decide and tell you.');
    const body = sentRequests(fetchMock).find((r) => r.path === DISPUTE_PATH)?.init.body;
    expect((body as FormData).get('reason')).toBe(reason);
    expect((body as FormData).has('file')).toBe(false);
  });

  it('refuses a file too large before sending it, beside the file control', async () => {
    const fetchMock = serveDispute();
    renderAt(<TripChargesSection bookingId={42} />);
    const { form } = await openForm();
    await userEvent.type(within(form).getByLabelText('Why do you dispute this charge?'), reason);
    const input = within(form).getByLabelText('A photo or PDF that shows it (optional)');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'scan.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, big);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    expect(input).toHaveAccessibleDescription('The file is too large. The limit is 5 MB.');
    expect(requestedPaths(fetchMock)).not.toContain(DISPUTE_PATH);
  });

  it('says the server’s 409 when the window has closed, keeping the form', async () => {
    const closed = disputeWindowClosedMessage('24 Nov, 2:00 pm');
    serveDispute({ status: 409, body: { message: closed } });
    renderAt(<TripChargesSection bookingId={42} />);
    const { form } = await openForm();
    await userEvent.type(within(form).getByLabelText('Why do you dispute this charge?'), reason);
    await userEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(closed);
    expect(within(form).getByRole('button', { name: 'Send the dispute' })).toBeEnabled();
  });

  it('says the server’s refusal of the reason beside it', async () => {
    serveDispute({ status: 400, body: { message: DISPUTE_REASON_MESSAGE, field: 'reason' } });
    renderAt(<TripChargesSection bookingId={42} />);
    const { form } = await openForm();
    const why = within(form).getByLabelText('Why do you dispute this charge?');
    // Long enough here; the server's own check refuses it and names the field.
    await userEvent.type(why, 'abcdefghij');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the dispute' }));
    await waitFor(() => expect(why).toHaveAccessibleDescription(DISPUTE_REASON_MESSAGE));
    expect(within(form).queryByRole('alert')).toBeNull();
  });

  it('says the closed window in Hindi on a Hindi page, the month in Hindi', async () => {
    serveDispute({
      status: 409,
      body: { message: disputeWindowClosedMessage('24 Nov, 2:00 pm') },
    });
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiAccount } as typeof hi)}>
        <TripChargesSection bookingId={42} />
      </I18nextProvider>,
    );
    const words = hiAccount.account.tripCharges.dispute;
    await userEvent.click(await screen.findByRole('button', { name: words.open }));
    await userEvent.type(screen.getByLabelText(words.reason), reason);
    await userEvent.click(screen.getByRole('button', { name: words.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'इस चार्ज पर 24 नव॰, 2:00 pm तक ही आपत्ति की जा सकती थी; वह समय निकल चुका है।',
    );
  });

  it('shows an accepted dispute as taken back, not owed, and a rejected one with the reason', async () => {
    const decided = {
      reason,
      fileUrl: '/api/bookings/42/trip-charges/7/dispute/file',
      openedAt: '2026-11-21T09:00:00.000Z',
      decidedAt: '2026-11-22T09:00:00.000Z',
    };
    setup({
      owedPaise: 0,
      charges: [
        {
          ...challan,
          owedPaise: 0,
          dispute: {
            ...decided,
            status: 'accepted',
            decisionReason: 'The car was back at the branch then.',
            creditNoteNumber: 'CN/2627/00003',
          },
        },
        {
          ...challan,
          id: 8,
          kind: 'toll',
          occurredAt: '2026-11-18T04:00:00.000Z',
          reference: 'TXN123',
          offence: '',
          dispute: {
            ...decided,
            fileUrl: null,
            status: 'rejected',
            decisionReason: 'The FASTag statement shows the car at the plaza.',
            creditNoteNumber: null,
          },
        },
      ],
    });
    const accepted = await screen.findByRole('listitem', {
      name: 'Traffic challan on 20 Nov 2026, 2:30 pm',
    });
    expect(
      within(accepted).getByText(
        'Dispute accepted: the charge was taken back (credit note CN/2627/00003).',
      ),
    ).toBeVisible();
    expect(
      within(accepted).getByText('The branch’s reason: The car was back at the branch then.'),
    ).toBeVisible();
    expect(within(accepted).getByText('Paid?').nextElementSibling).toHaveTextContent('Taken back');
    expect(within(accepted).queryByText('Pay by')).toBeNull();
    expect(within(accepted).queryByRole('button')).toBeNull();

    const rejected = screen.getByRole('listitem', { name: 'Toll on 18 Nov 2026, 9:30 am' });
    expect(
      within(rejected).getByText(
        'Dispute rejected: The FASTag statement shows the car at the plaza.',
      ),
    ).toBeVisible();
    expect(within(rejected).getByText('Paid?').nextElementSibling).toHaveTextContent(
      '₹600 still to pay',
    );
    expect(within(rejected).queryByRole('link', { name: 'The file you sent' })).toBeNull();
    expect(within(rejected).queryByRole('button')).toBeNull();
    expect(screen.getByText('Nothing is left to pay for these charges.')).toBeVisible();
  });
});
