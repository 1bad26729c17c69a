import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Booking, CancellationQuote } from '../../../../shared/bookings';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { CancelDialog } from './cancel-dialog';

// A booking priced without GST: ₹2,520 of rent plus 18 % GST, cancelled a day ahead (50 %).
const quote: CancellationQuote = {
  rules: [{ minHoursBeforeStart: 0, maxHoursBeforeStart: null, deductionPercent: 50 }],
  paid: true,
  refund: {
    hoursBeforePickup: 20,
    deductionPercent: 50,
    deductionPaise: 126_000,
    deductionGstPaise: 22_680,
    gstRefundPaise: 22_680,
    rentRefundPaise: 126_000,
    depositRefundPaise: 500_000,
    pickupDropRefundPaise: 0,
    refundPaise: 648_680,
  },
};

function show(reply: CancellationQuote) {
  stubFetch((u) =>
    u.pathname === '/api/bookings/9/cancellation-quote'
      ? { body: reply }
      : { status: 404, body: { message: 'nope' } },
  );
  renderRoutes([
    {
      path: '/',
      element: (
        <CancelDialog
          booking={{ id: 9 } as Booking}
          busy={false}
          onConfirm={vi.fn()}
          onClose={vi.fn()}
        />
      ),
    },
  ]);
}

describe('the cancel dialog', () => {
  it('says how much of the GST paid on top of the prices comes back', async () => {
    show(quote);
    expect(
      await screen.findByText(
        'GST paid on top of the prices: ₹226.80 comes back, ₹226.80 is kept with the deduction.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund: ₹6,486.80')).toBeInTheDocument();
  });

  it('says nothing about GST when the prices included it', async () => {
    const { deductionGstPaise: _k, gstRefundPaise: _r, ...refund } = quote.refund;
    show({ ...quote, refund: { ...refund, refundPaise: 626_000 } });
    expect(await screen.findByText('Refund: ₹6,260')).toBeInTheDocument();
    expect(screen.queryByText(/GST/)).toBeNull();
  });

  it('takes what a booking change left unpaid off the refund, and says so', async () => {
    show({ ...quote, refund: { ...quote.refund, owedSettledPaise: 28_000, refundPaise: 620_680 } });
    expect(
      await screen.findByText(
        'Less ₹280 your booking change left unpaid: it is taken from the refund, and you owe nothing more.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Refund: ₹6,206.80')).toBeInTheDocument();
  });
});
