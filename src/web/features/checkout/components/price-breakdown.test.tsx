import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CheckoutGst } from '../../../../shared/gst-buyer';
import type { BookingPrice } from '../../../../shared/pricing';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { PriceBreakdown } from './price-breakdown';

// ₹3,540 of rent (GST included) and a ₹3,000 deposit that carries no GST.
const price = {
  hours: 24,
  basePaise: 354_000,
  kmIncluded: 240,
  depositPaise: 300_000,
  pickupDropPaise: 0,
  totalPaise: 654_000,
  extraKmRatePaise: 1_200,
} as BookingPrice;

function show(reply: CheckoutGst) {
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/account/gst-details/checkout' && u.searchParams.get('carId') === '5'
      ? { body: reply }
      : { status: 404, body: { message: 'nope' } },
  );
  renderRoutes([
    { path: '/', element: <PriceBreakdown carId={5} price={price} ratePerHourPaise={14_750} /> },
  ]);
  return fetchMock;
}

describe('the checkout price breakdown', () => {
  it('says how much CGST and SGST the total includes, leaving out the deposit', async () => {
    show({ gst: { rateBp: 1800, sac: '996601', interState: false } });
    // 3,540 including 18%: taxable 3,000, CGST 270, SGST 270.
    expect(await screen.findByTestId('gst-line')).toHaveTextContent(
      'Includes GST of ₹540: CGST 9% ₹270 + SGST 9% ₹270 (SAC 996601; the deposit carries no GST).',
    );
  });

  it('says IGST for a registered buyer of another state', async () => {
    show({ gst: { rateBp: 1800, sac: '996601', interState: true } });
    expect(await screen.findByTestId('gst-line')).toHaveTextContent(
      'Includes IGST 18% of ₹540 (SAC 996601; the deposit carries no GST).',
    );
  });

  it('shows no tax line while GST is off', async () => {
    const fetchMock = show({ gst: null });
    expect(await screen.findByTestId('total')).toHaveTextContent('₹6,540');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await waitFor(() => expect(screen.queryByText('Working out the GST…')).toBeNull());
    expect(screen.queryByTestId('gst-line')).toBeNull();
  });
});
