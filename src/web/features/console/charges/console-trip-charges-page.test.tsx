import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import * as tripChargeRules from '../../../../shared/trip-charges';
import {
  CHARGE_CAR_NOT_FOUND_MESSAGE,
  chargeOnTheRoadMessage,
  TRIP_CHARGE_KIND_LABELS,
  tripChargeRecordedMessage,
  type TripChargePreview,
  type TripChargeView,
} from '../../../../shared/trip-charges';
import { createI18n } from '../../../lib/i18n';
import { enConsole } from '../../../locales/en-console';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderAt } from '../../../test/test-utils';
import { ConsoleTripChargesPage } from './console-trip-charges-page';
import { makeBilledChallan } from '../../../test/trip-charge-fixtures';

const billed = makeBilledChallan({
  evidence: [
    { id: 1, url: '/api/console/trip-charges/7/evidence/1', mimeType: 'image/jpeg' },
    { id: 2, url: '/api/console/trip-charges/7/evidence/2', mimeType: 'application/pdf' },
  ],
});

const ownCost: TripChargeView = {
  ...billed,
  id: 6,
  kind: 'toll',
  status: 'business',
  occurredAt: '2026-11-10T04:00:00.000Z',
  amountPaise: 25_000,
  feePaise: 0,
  totalPaise: 0,
  reference: '',
  place: 'Kumhari toll plaza',
  offence: '',
  bookingId: null,
  customerName: null,
  noticeEndsAt: null,
  invoiceNumber: null,
  owedPaise: 0,
  evidence: [],
  disputeUntil: null,
};

const preview: TripChargePreview = {
  status: 'billed',
  bookingId: 41,
  customerName: 'Asha Verma',
  amountPaise: 50_000,
  feePaise: 10_000,
  totalPaise: 60_000,
  noticeEndsAt: '2026-11-26T09:00:00.000Z',
  depositHeldPaise: 300_000,
};

type Reply = { status?: number; body: unknown };

/** A fake server by method and path; returns the requests made, JSON bodies parsed. */
function serve({
  role = 'staff',
  record,
  previewed = { body: preview },
  listed = [ownCost],
}: {
  role?: 'staff' | 'admin';
  record?: Reply;
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
      calls.push({
        method,
        path: `${url.pathname}${url.search}`,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
      let reply: Reply = { status: 404, body: { message: 'Not found' } };
      if (url.pathname === '/api/console/me') {
        reply = {
          body: { id: 2, name: 'Kavita', email: 'k@x.in', staffRole: role, branchId: 1 },
        };
      } else if (url.pathname === '/api/console/branches') {
        reply = {
          body: {
            branches: [
              { id: 1, name: 'Bhilai' },
              { id: 2, name: 'Raipur' },
            ],
          },
        };
      } else if (url.pathname === '/api/console/trip-charges' && method === 'GET') {
        reply = { body: { charges } };
      } else if (url.pathname === '/api/console/trip-charges/preview') {
        reply = previewed;
      } else if (url.pathname === '/api/console/trip-charges' && method === 'POST') {
        reply = record ?? {
          status: 201,
          body: { ...billed, evidence: [], message: tripChargeRecordedMessage(billed) },
        };
        if ((reply.status ?? 200) < 300) charges = [{ ...billed, evidence: [] }, ...charges];
      }
      return new Response(JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

/** What was written: the preview only reads. */
const posts = (calls: ReturnType<typeof serve>) =>
  calls.filter((c) => c.method === 'POST' && !c.path.endsWith('/preview'));

/** Fills the form for a challan on 20 Nov 2026 at 2:30 pm IST. */
async function fillChallan() {
  const form = await screen.findByRole('form', { name: 'Record a charge' });
  await userEvent.click(within(form).getByLabelText('Traffic challan'));
  await userEvent.type(within(form).getByLabelText('Registration number'), 'cg 07 ab 1234');
  await userEvent.type(within(form).getByLabelText('Fine amount (₹)'), '500');
  await userEvent.type(within(form).getByLabelText('Date (IST)'), '2026-11-20');
  await userEvent.type(within(form).getByLabelText('Time (IST)'), '14:30');
  await userEvent.type(within(form).getByLabelText('Challan number'), 'CG2026112012345');
  await userEvent.type(within(form).getByLabelText('Place on the challan'), 'GE Road, Raipur');
  await userEvent.type(within(form).getByLabelText('Offence'), 'Red light jumped');
  return form;
}

describe('charges after trips in the console', () => {
  it('names the kinds as the shared rules do', () => {
    expect(enConsole.console.tripCharges.kinds).toEqual(TRIP_CHARGE_KIND_LABELS);
  });

  it('has Hindi for every message of the charges’ rules', () => {
    const fixed = Object.entries(tripChargeRules)
      .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
      .map(([, value]) => value as string);
    const bad = tripChargeRules.recordTripChargeBodySchema.safeParse({
      registration: 'CG07AB1234',
      kind: 'bus',
      occurredAt: '2026-11-20T14:30:00+05:30',
      amountPaise: 1,
      place: 'p'.repeat(121),
      offence: 'o'.repeat(201),
      note: 'n'.repeat(501),
    });
    const messages = [...fixed, ...(bad.error?.issues.map((i) => i.message) ?? [])];
    expect(messages.length).toBeGreaterThan(13);
    expect(messages.filter((m) => !hiConsole.consoleMessages[m])).toEqual([]);
  });

  it('asks before charging the renter, then records the challan and shows the server’s message', async () => {
    installFakeXhr();
    const calls = serve();
    renderAt(<ConsoleTripChargesPage />);
    expect(screen.getByText('Loading the charges…')).toBeInTheDocument();
    const form = await fillChallan();
    await userEvent.click(within(form).getByRole('button', { name: 'Record the charge' }));

    const dialog = screen.getByRole('alertdialog', {
      name: 'Record a traffic challan of ₹500 for CG 07 AB 1234?',
    });
    expect(
      await within(dialog).findByText(
        'This charges ₹600 to booking #41 (Asha Verma), who had the car on 20 Nov 2026, 2:30 pm: ₹500 and a handling fee of ₹100, with GST where it applies. They are told at once.',
      ),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'If it is still unpaid on 26 Nov 2026, 2:30 pm, it is taken from the ₹3,000 of their deposit the branch still holds.',
    );
    expect(posts(calls)).toEqual([]);

    await userEvent.click(within(dialog).getByRole('button', { name: 'Record and charge' }));
    expect(
      await screen.findByText('₹600 is charged to booking #41; the customer is told.'),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(calls)).toEqual([
      {
        method: 'POST',
        path: '/api/console/trip-charges',
        body: {
          registration: 'CG 07 AB 1234',
          kind: 'challan',
          occurredAt: '2026-11-20T14:30:00+05:30',
          amountPaise: 50_000,
          reference: 'CG2026112012345',
          place: 'GE Road, Raipur',
          offence: 'Red light jumped',
          note: '',
        },
      },
    ]);
    // The form is empty again, for the next one.
    expect(within(form).getByLabelText('Registration number')).toHaveValue('');

    // The new charge's evidence goes up at once, and the list shows it.
    const upload = screen.getByLabelText('Attach the evidence to charge #7 (photos or PDFs)');
    const pdf = new File(['%PDF-1.4'], 'challan.pdf', { type: 'application/pdf' });
    await userEvent.upload(upload, pdf);
    const xhr = FakeXhr.sent[0];
    expect(xhr?.open).toHaveBeenCalledWith('POST', '/api/console/trip-charges/7/evidence');
    expect((xhr?.body?.get('file') as File).name).toBe('challan.pdf');
    xhr?.answer(201, {
      id: 3,
      url: '/api/console/trip-charges/7/evidence/3',
      mimeType: 'application/pdf',
    });
    expect(await screen.findByText('Uploaded and accepted.')).toBeInTheDocument();
    expect(
      await screen.findByRole('listitem', {
        name: 'Traffic challan, CG 07 AB 1234, 20 Nov 2026, 2:30 pm',
      }),
    ).toBeInTheDocument();
  });

  it('says beside the date that the car was still out on a booking then', async () => {
    const calls = serve({
      record: { status: 409, body: { message: chargeOnTheRoadMessage(43), field: 'occurredAt' } },
    });
    renderAt(<ConsoleTripChargesPage />);
    const form = await fillChallan();
    await userEvent.click(within(form).getByRole('button', { name: 'Record the charge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record and charge' }));

    const date = within(form).getByLabelText('Date (IST)');
    await waitFor(() =>
      expect(date).toHaveAccessibleDescription(
        'The car is still out on booking #43: charge this at its return.',
      ),
    );
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(date).toHaveFocus());
    expect(posts(calls)).toHaveLength(1);
  });

  it('says an unknown registration beside its field', async () => {
    serve({ record: { status: 404, body: { message: CHARGE_CAR_NOT_FOUND_MESSAGE } } });
    renderAt(<ConsoleTripChargesPage />);
    const form = await fillChallan();
    await userEvent.click(within(form).getByRole('button', { name: 'Record the charge' }));
    await userEvent.click(screen.getByRole('button', { name: 'Record and charge' }));
    await waitFor(() =>
      expect(within(form).getByLabelText('Registration number')).toHaveAccessibleDescription(
        CHARGE_CAR_NOT_FOUND_MESSAGE,
      ),
    );
  });

  it('says in the dialog when the car was with nobody then: nobody is charged', async () => {
    serve({
      previewed: {
        body: {
          ...preview,
          status: 'business',
          bookingId: null,
          customerName: null,
          totalPaise: 0,
          feePaise: 0,
          noticeEndsAt: null,
          depositHeldPaise: 0,
        },
      },
    });
    renderAt(<ConsoleTripChargesPage />);
    const form = await fillChallan();
    await userEvent.click(within(form).getByRole('button', { name: 'Record the charge' }));
    expect(
      await screen.findByText(
        'No renter had CG 07 AB 1234 on 20 Nov 2026, 2:30 pm: nobody is charged, it is the business’s own cost.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the preview’s refusal in the dialog and keeps its confirm button off', async () => {
    serve({
      previewed: {
        status: 409,
        body: { message: chargeOnTheRoadMessage(43), field: 'occurredAt' },
      },
    });
    renderAt(<ConsoleTripChargesPage />);
    const form = await fillChallan();
    await userEvent.click(within(form).getByRole('button', { name: 'Record the charge' }));
    const dialog = screen.getByRole('alertdialog');
    expect(await within(dialog).findByText(chargeOnTheRoadMessage(43))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Record and charge' })).toBeDisabled();
  });

  it('asks a damage for its description and no reference, before asking anything', async () => {
    const calls = serve();
    renderAt(<ConsoleTripChargesPage />);
    const form = await screen.findByRole('form', { name: 'Record a charge' });
    await userEvent.click(within(form).getByLabelText('Damage found later'));
    expect(within(form).queryByLabelText('Challan number')).toBeNull();
    expect(within(form).queryByLabelText('Toll transaction id')).toBeNull();
    await userEvent.type(within(form).getByLabelText('Registration number'), 'CG07AB1234');
    await userEvent.type(within(form).getByLabelText('Repair estimate (₹)'), '12.345');
    await userEvent.click(within(form).getByRole('button', { name: 'Record the charge' }));
    expect(within(form).getByLabelText('Describe the damage')).toHaveAccessibleDescription(
      'Describe the damage (at least 5 characters).',
    );
    expect(within(form).getByLabelText('Repair estimate (₹)')).toHaveAccessibleDescription(
      'Enter the amount in rupees, more than ₹0 and at most ₹1,00,000.',
    );
    expect(within(form).getByLabelText('Date (IST)')).toHaveAccessibleDescription(
      'Enter the date and time the charge arose.',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(posts(calls)).toEqual([]);
  });

  it('lists a charge no renter had as the business’s own cost, with no fee or booking', async () => {
    serve();
    renderAt(<ConsoleTripChargesPage />);
    const toll = await screen.findByRole('listitem', {
      name: 'Toll, CG 07 AB 1234, 10 Nov 2026, 9:30 am',
    });
    expect(toll).toHaveTextContent('Business’s own cost');
    expect(toll).toHaveTextContent('Kumhari toll plaza');
    expect(within(toll).queryByText('Handling fee')).toBeNull();
    expect(within(toll).queryByRole('link')).toBeNull();
  });

  it('shows a billed charge with its booking link, fee, total, notice and invoice', async () => {
    serve({ listed: [billed] });
    renderAt(<ConsoleTripChargesPage />);
    const item = await screen.findByRole('listitem', {
      name: 'Traffic challan, CG 07 AB 1234, 20 Nov 2026, 2:30 pm',
    });
    const valueOf = (term: string) => within(item).getByText(term).nextElementSibling;
    expect(valueOf('Amount')).toHaveTextContent('₹500');
    expect(valueOf('Handling fee')).toHaveTextContent('₹100');
    expect(valueOf('Charged to the renter')).toHaveTextContent('₹600');
    expect(valueOf('Notice ends')).toHaveTextContent('26 Nov 2026, 2:30 pm');
    expect(valueOf('Tax invoice')).toHaveTextContent('INV/2026-27/00012');
    expect(valueOf('Challan number')).toHaveTextContent('CG2026112012345');
    expect(valueOf('Offence')).toHaveTextContent('Red light jumped');
    expect(within(item).getByRole('link', { name: 'Booking #41 (Asha Verma)' })).toHaveAttribute(
      'href',
      '/staff/bookings/41',
    );
  });

  it('links the evidence files, opening in a new tab', async () => {
    serve({ listed: [billed] });
    renderAt(<ConsoleTripChargesPage />);
    const list = await screen.findByRole('list', { name: 'Evidence of charge #7' });
    const links = within(list).getAllByRole('link');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Photo 1', '/api/console/trip-charges/7/evidence/1'],
      ['PDF 2', '/api/console/trip-charges/7/evidence/2'],
    ]);
    expect(links[0]).toHaveAttribute('target', '_blank');
  });

  it('lets an admin pick the branch', async () => {
    const calls = serve({ role: 'admin' });
    renderAt(<ConsoleTripChargesPage />);
    const branch = await screen.findByLabelText('Branch');
    await screen.findByRole('option', { name: 'Raipur' });
    await userEvent.selectOptions(branch, '2');
    await waitFor(() =>
      expect(calls.map((c) => c.path)).toContain('/api/console/trip-charges?branchId=2'),
    );
  });

  it('shows the on-the-road refusal in Hindi on a Hindi page', async () => {
    serve({
      record: { status: 409, body: { message: chargeOnTheRoadMessage(43), field: 'occurredAt' } },
    });
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole } as typeof hi)}>
        <ConsoleTripChargesPage />
      </I18nextProvider>,
    );
    const words = hiConsole.console.tripCharges;
    const form = await screen.findByRole('form', { name: words.form.heading });
    await userEvent.type(within(form).getByLabelText(words.form.registration), 'CG07AB1234');
    await userEvent.type(within(form).getByLabelText(words.form.amount.toll), '250');
    await userEvent.type(within(form).getByLabelText(words.form.date), '2026-11-20');
    await userEvent.type(within(form).getByLabelText(words.form.time), '14:30');
    await userEvent.click(within(form).getByRole('button', { name: words.form.submit }));
    await userEvent.click(screen.getByRole('button', { name: words.confirm.confirm }));
    await waitFor(() =>
      expect(within(form).getByLabelText(words.form.date)).toHaveAccessibleDescription(
        'कार अभी बुकिंग #43 पर बाहर है: यह चार्ज उसकी वापसी के बिल में जोड़ें।',
      ),
    );
  });
});
