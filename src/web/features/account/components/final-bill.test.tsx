import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { formatIstDayTime } from '../../../../shared/ist-format';
import { FinalBill } from './final-bill';

const bill = {
  kmDriven: 330,
  kmIncluded: 240,
  extraKm: 90,
  extraKmPaise: 72_000,
  lateHours: 3,
  latePaise: 60_000,
  fuelEighthsShort: 2,
  fuelPaise: 120_000,
  damagePaise: 0,
  chargesPaise: 552_000,
  depositPaise: 300_000,
  depositRefundPaise: 0,
  balanceDuePaise: 252_000,
};

function setup(owedPaise: number) {
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/bookings/42/balance'
      ? { body: { bookingId: 42, owedPaise } }
      : { body: { bill, returnedAt: '2026-11-21T07:00:00.000Z' } },
  );
  renderAt(<FinalBill bookingId={42} />);
  return fetchMock;
}

const valueOf = (term: string) => screen.getByText(term, { exact: true }).nextElementSibling;

describe('the final bill on the dashboard', () => {
  it('asks for the balance the journal still has owed, with the link to pay it online', async () => {
    setup(252_000);
    expect(await screen.findByText('Balance to pay')).toBeInTheDocument();
    expect(valueOf('Balance to pay')).toHaveTextContent('₹2,520');
    expect(screen.getByRole('link', { name: 'Pay the balance online' })).toHaveAttribute(
      'href',
      '/user/pay-balance?booking=42',
    );
  });

  it('says the balance is paid once it was collected at the counter, and offers no payment', async () => {
    setup(0);
    expect(await screen.findByText('Balance paid')).toBeInTheDocument();
    expect(valueOf('Balance paid')).toHaveTextContent('₹2,520');
    expect(screen.queryByText('Balance to pay')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Pay the balance online' })).toBeNull();
  });

  it('asks only for what is left after part was collected', async () => {
    setup(100_000);
    expect(await screen.findByText('Balance to pay')).toBeInTheDocument();
    expect(valueOf('Balance to pay')).toHaveTextContent('₹1,000');
  });

  it('does not ask the balance of a bill the deposit covered', async () => {
    const fetchMock = stubFetch(() => ({
      body: { bill: { ...bill, balanceDuePaise: 0, depositRefundPaise: 48_000 } },
    }));
    renderAt(<FinalBill bookingId={42} />);
    expect(await screen.findByText('Deposit refund')).toBeInTheDocument();
    expect(screen.queryByText(/^Balance/)).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual([
      '/api/account/bookings/42/final-bill',
    ]);
  });

  it('says how much of the deposit the branch holds, and until when', async () => {
    const heldUntil = '2026-12-06T05:00:00.000Z';
    stubFetch(() => ({
      body: {
        bill: { ...bill, balanceDuePaise: 0, depositRefundPaise: 48_000 },
        depositHold: { heldPaise: 48_000, heldUntil },
      },
    }));
    renderAt(<FinalBill bookingId={42} />);
    expect(
      await screen.findByText(
        `₹480 of your deposit is held until ${formatIstDayTime(new Date(heldUntil))} for tolls, traffic challans or damage found after the trip. Then it comes back to you by itself.`,
      ),
    ).toBeVisible();
  });
});
