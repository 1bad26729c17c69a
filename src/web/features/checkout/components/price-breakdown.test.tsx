import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CheckoutGst } from '../../../../shared/gst-buyer';
import type { BookingPrice } from '../../../../shared/pricing';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiAccount } from '../../../locales/hi-account';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { PriceBreakdown } from './price-breakdown';

// ₹3,540 of rent (GST included) and a ₹3,000 deposit that carries no GST.
const price = {
  hours: 24,
  basePaise: 354_000,
  discountPaise: 0,
  kmIncluded: 240,
  depositPaise: 300_000,
  pickupDropPaise: 0,
  totalPaise: 654_000,
  extraKmRatePaise: 1_200,
} as BookingPrice;

function show(reply: CheckoutGst, shown: BookingPrice = price) {
  // GET /api/site says whether rental prices are shown without GST.
  const site = { rentalPricesExcludeGst: reply.gst?.pricesIncludeTax === false };
  const fetchMock = stubFetch((u) =>
    u.pathname === '/api/account/gst-details/checkout' && u.searchParams.get('carId') === '5'
      ? { body: reply }
      : u.pathname === '/api/site'
        ? { body: site }
        : { status: 404, body: { message: 'nope' } },
  );
  renderRoutes([
    { path: '/', element: <PriceBreakdown carId={5} price={shown} ratePerHourPaise={14_750} /> },
  ]);
  return fetchMock;
}

// The same car with prices shown without GST: ₹3,000 of rent and ₹500 pickup/drop (taxable).
const exclusive = {
  hours: 24,
  basePaise: 300_000,
  discountPaise: 0,
  kmIncluded: 240,
  depositPaise: 300_000,
  pickupDropPaise: 50_000,
  totalPaise: 650_000,
  extraKmRatePaise: 1_200,
} as BookingPrice;

const rowValue = (label: string) =>
  screen.getByText(label).closest('div')?.querySelector('dd')?.textContent;

describe('the checkout price breakdown', () => {
  it('says how much CGST and SGST the total includes, leaving out the deposit', async () => {
    show({ gst: { rateBp: 1800, sac: '996601', interState: false, pricesIncludeTax: true } });
    // 3,540 including 18%: taxable 3,000, CGST 270, SGST 270.
    expect(await screen.findByTestId('gst-line')).toHaveTextContent(
      'Includes GST of ₹540: CGST 9% ₹270 + SGST 9% ₹270 (SAC 996601; the deposit carries no GST).',
    );
  });

  it('says IGST for a registered buyer of another state', async () => {
    show({ gst: { rateBp: 1800, sac: '996601', interState: true, pricesIncludeTax: true } });
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

  it('adds CGST and SGST to prices shown without GST, and the deposit carries none', async () => {
    show(
      { gst: { rateBp: 1800, sac: '997311', interState: false, pricesIncludeTax: false } },
      exclusive,
    );
    expect(await screen.findByTestId('gst-line')).toHaveTextContent(
      'Prices exclude GST; GST is added below (SAC 997311; the deposit carries no GST).',
    );
    // 18 % of ₹3,500 (fare and pickup/drop): ₹315 CGST + ₹315 SGST.
    expect(rowValue('CGST 9%')).toBe('₹315');
    expect(rowValue('SGST 9%')).toBe('₹315');
    expect(screen.queryByText(/^IGST/)).toBeNull();
    expect(screen.getByTestId('total')).toHaveTextContent('₹7,130');
    expect(screen.queryByText(/^Includes/)).toBeNull();
  });

  it('adds IGST for a registered buyer of another state, rounding per line to the paisa', async () => {
    show(
      { gst: { rateBp: 1800, sac: '997311', interState: true, pricesIncludeTax: false } },
      { ...exclusive, basePaise: 300_003, pickupDropPaise: 0, totalPaise: 600_003 },
    );
    expect(await screen.findByTestId('gst-line')).toHaveTextContent('Prices exclude GST');
    // 18 % of ₹3,000.03 = ₹540.0054: ₹540.01 after rounding half up to the paisa.
    expect(screen.getByTestId('total')).toHaveTextContent('₹6,540.04');
    expect(rowValue('IGST 18%')).toBe('₹540.01');
    expect(screen.queryByText(/^CGST/)).toBeNull();
  });
});

describe('the checkout in Hindi', () => {
  it('says in Hindi that the prices exclude GST and names each tax', async () => {
    stubFetch((u) =>
      u.pathname === '/api/account/gst-details/checkout'
        ? {
            body: {
              gst: { rateBp: 1800, sac: '997311', interState: false, pricesIncludeTax: false },
            },
          }
        : { status: 404, body: { message: 'nope' } },
    );
    const hindi = createI18n('hi', { ...hi, ...hiAccount } as typeof hi);
    renderRoutes([
      {
        path: '/',
        element: (
          <I18nextProvider i18n={hindi}>
            <PriceBreakdown carId={5} price={exclusive} ratePerHourPaise={12_500} />
          </I18nextProvider>
        ),
      },
    ]);
    expect(await screen.findByTestId('gst-line')).toHaveTextContent(
      'कीमतों में GST शामिल नहीं है; GST नीचे जोड़ा गया है (SAC 997311; डिपॉज़िट पर GST नहीं लगता)।',
    );
    expect(rowValue('CGST 9% (केंद्रीय)')).toBe('₹315');
    expect(rowValue('SGST 9% (राज्य)')).toBe('₹315');
    expect(screen.getByTestId('total')).toHaveTextContent('₹7,130');
  });
});

describe('the total with prices shown without GST', () => {
  it('waits for the GST it adds before showing the total', async () => {
    let answer: () => void = () => {};
    const json = (body: unknown, status = 200) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => {
        const path = new URL(String(input), 'http://localhost').pathname;
        if (path === '/api/site') return json({ rentalPricesExcludeGst: true });
        if (path !== '/api/account/gst-details/checkout') return json({ message: 'nope' }, 404);
        await new Promise<void>((resolve) => (answer = resolve));
        const gst = { rateBp: 1800, sac: '997311', interState: false, pricesIncludeTax: false };
        return json({ gst });
      }),
    );
    renderRoutes([
      {
        path: '/',
        element: <PriceBreakdown carId={5} price={exclusive} ratePerHourPaise={12_500} />,
      },
    ]);
    expect(await screen.findByText('Working out the GST…')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('total')).toBeNull());
    answer();
    expect(await screen.findByTestId('total')).toHaveTextContent('₹7,130');
    expect(screen.queryByText('Working out the GST…')).toBeNull();
  });
});

describe('a trip priced under a season', () => {
  const seasonal = {
    ...price,
    basePaise: 6 * 10_000 + 18 * 13_000,
    lines: [
      {
        seasonId: null,
        name: null,
        nameHi: null,
        weekend: false,
        hours: 6,
        ratePerHourPaise: 10_000,
      },
      {
        seasonId: 4,
        name: 'Diwali 2026',
        nameHi: 'दिवाली 2026',
        weekend: true,
        hours: 18,
        ratePerHourPaise: 13_000,
      },
    ],
  } as BookingPrice;

  it('shows which hours each season priced, in English and in Hindi', async () => {
    show({ gst: null }, seasonal);
    const lines = await screen.findByTestId('rent-lines');
    expect(lines).toHaveTextContent('6 hours at ₹100/hour: package rate');
    expect(lines).toHaveTextContent('18 hours at ₹130/hour: Diwali 2026, weekend');
    expect(rowValue('Base fare (24 hours, by the rates below)')).toBe('₹2,940');
  });

  it('names the season in Hindi on a Hindi page', async () => {
    stubFetch(() => ({ body: { gst: null } }));
    const hindi = createI18n('hi', { ...hi, ...hiAccount } as typeof hi);
    renderRoutes([
      {
        path: '/',
        element: (
          <I18nextProvider i18n={hindi}>
            <PriceBreakdown carId={5} price={seasonal} ratePerHourPaise={10_000} />
          </I18nextProvider>
        ),
      },
    ]);
    const lines = await screen.findByTestId('rent-lines');
    expect(lines).toHaveTextContent('18 घंटे, ₹130/घंटा: दिवाली 2026, सप्ताहांत');
    expect(lines).toHaveTextContent('6 घंटे, ₹100/घंटा: पैकेज दर');
  });
});
