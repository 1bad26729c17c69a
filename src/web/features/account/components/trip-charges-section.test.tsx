import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  TRIP_CHARGE_KIND_LABELS,
  type CustomerTripCharge,
  type CustomerTripCharges,
} from '../../../../shared/trip-charges';
import { enAccount } from '../../../locales/en-account';
import { renderAt, requestedPaths, stubFetch } from '../../../test/test-utils';
import { TripChargesSection } from './trip-charges-section';

const challan: CustomerTripCharge = {
  id: 7,
  kind: 'challan',
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
  evidence: [
    { id: 1, url: '/api/bookings/42/trip-charges/7/evidence/1', mimeType: 'image/jpeg' },
    { id: 2, url: '/api/bookings/42/trip-charges/7/evidence/2', mimeType: 'application/pdf' },
  ],
};

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
    setup({ owedPaise: 0 });
    const section = await screen.findByRole('region', { name: 'Charges after the trip' });
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
});
