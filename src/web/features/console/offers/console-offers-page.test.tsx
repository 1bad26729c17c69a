import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { COUPON_MESSAGES, type ConsoleCoupon } from '../../../../shared/coupons';
import { createI18n } from '../../../lib/i18n';
import { hi } from '../../../locales/hi';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, sentBody, sentRequests, stubFetch } from '../../../test/test-utils';
import { ConsoleOffersPage } from './console-offers-page';

const monsoon: ConsoleCoupon = {
  id: 7,
  code: 'MONSOON10',
  description: '10% off in the rains',
  descriptionHi: 'बारिश में 10% की छूट',
  kind: 'percent',
  percent: 10,
  amountPaise: null,
  maxDiscountPaise: 500_00,
  startsOn: '2030-07-01',
  endsOn: '2030-09-30',
  branchIds: [1],
  categoryIds: [],
  minTripHours: 24,
  maxUses: null,
  maxUsesPerCustomer: 1,
  firstBookingOnly: false,
  isActive: true,
  uses: 3,
  discountPaise: 1_200_00,
  rentPaise: 12_000_00,
  editable: true,
};
const everywhere: ConsoleCoupon = {
  ...monsoon,
  id: 8,
  code: 'WELCOME',
  branchIds: [],
  firstBookingOnly: true,
  editable: false,
  uses: 0,
  discountPaise: 0,
  rentPaise: 0,
};

function stubOffers(save: { status?: number; body: unknown } = { body: monsoon }) {
  return stubFetch((u) => {
    if (u.pathname === '/api/console/branches') {
      return { body: { branches: [{ id: 1, name: 'Raipur' }] } };
    }
    if (u.pathname === '/api/console/fleet/options') {
      return {
        body: {
          categories: [
            { id: 3, name: 'SUV', isActive: true, subcategories: [] },
            { id: 4, name: 'Sedan', isActive: true, subcategories: [] },
          ],
          accessories: [],
          amenities: [],
        },
      };
    }
    if (u.pathname === '/api/console/offers/coupons') {
      // GET lists, POST answers the coupon made: one body serves both.
      return { body: { ...monsoon, coupons: [monsoon, everywhere] } };
    }
    if (u.pathname === '/api/console/offers/referrals') {
      return {
        body: {
          signedUp: 4,
          welcomesUsed: 2,
          welcomeDiscountPaise: 200_00,
          welcomeRentPaise: 1_800_00,
          creditsEarned: 1,
          creditsUsed: 1,
          creditDiscountPaise: 500_00,
          creditRentPaise: 2_500_00,
        },
      };
    }
    if (u.pathname === '/api/console/offers/coupons/7') return save;
    if (u.pathname === '/api/console/offers/coupons/7/active') {
      return { body: { ...monsoon, isActive: false } };
    }
    return { status: 404, body: { message: 'Not found' } };
  });
}

describe('the coupon codes page', () => {
  it('lists each code with its rules and what it gave; only the owner changes a shared one', async () => {
    stubOffers();
    renderAt(<ConsoleOffersPage />);
    const item = (await screen.findByText('MONSOON10')).closest('li')!;
    expect(within(item).getByText(/10% off the rent, at most ₹500/)).toBeVisible();
    expect(
      await within(item).findByText(/Raipur · every car category · trips of 24 hours/),
    ).toBeVisible();
    expect(within(item).getByTestId('coupon-given-7')).toHaveTextContent(
      'Uses: 3 · discount given: ₹1,200 · rent of those bookings: ₹12,000',
    );
    const shared = screen.getByText('WELCOME').closest('li')!;
    expect(within(shared).getByText(/only the owner can change it/)).toBeVisible();
    expect(within(shared).queryByRole('button', { name: 'Edit' })).toBeNull();
  });

  it('shows the referral figures below the codes', async () => {
    stubOffers();
    renderAt(<ConsoleOffersPage />);
    const section = await screen.findByRole('region', { name: 'Referrals' });
    const welcomes = await within(section).findByRole('region', { name: "Friends' welcome" });
    expect(within(welcomes).getByText('Discount given').nextElementSibling).toHaveTextContent(
      '₹200',
    );
  });

  it('switches a code off after asking', async () => {
    const fetchMock = stubOffers();
    renderAt(<ConsoleOffersPage />);
    const item = (await screen.findByText('MONSOON10')).closest('li')!;
    await userEvent.click(within(item).getByRole('button', { name: 'Switch off' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Switch off MONSOON10?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Switch off' }));
    expect(await screen.findByText('Coupon MONSOON10 switched off.')).toBeVisible();
    expect(sentBody(fetchMock, '/api/console/offers/coupons/7/active')).toEqual({
      isActive: false,
    });
  });

  it('checks the form before sending it, then sends every field', async () => {
    const fetchMock = stubOffers();
    renderAt(<ConsoleOffersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'New coupon code' }));
    const form = screen.getByRole('form', { name: 'New coupon code' });
    await userEvent.type(within(form).getByLabelText('Code'), 'ab');
    await userEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await within(form).findByText(COUPON_MESSAGES.code)).toBeVisible();
    expect(within(form).getByText(COUPON_MESSAGES.percent)).toBeVisible();
    expect(within(form).getByText(COUPON_MESSAGES.endsOn)).toBeVisible();
    expect(sentRequests(fetchMock).some((r) => r.init.method === 'POST')).toBe(false);

    await userEvent.clear(within(form).getByLabelText('Code'));
    await userEvent.type(within(form).getByLabelText('Code'), 'diwali500');
    await userEvent.selectOptions(within(form).getByLabelText('Discount'), 'amount');
    await userEvent.type(within(form).getByLabelText('Amount off (₹)'), '500');
    await userEvent.clear(within(form).getByLabelText('First day (IST)'));
    await userEvent.type(within(form).getByLabelText('First day (IST)'), '2030-10-20');
    await userEvent.type(within(form).getByLabelText('Last day (IST)'), '2030-11-05');
    await userEvent.click(within(form).getByLabelText('Raipur'));
    await userEvent.click(within(form).getByLabelText('SUV'));
    await userEvent.type(within(form).getByLabelText('Shortest trip (hours)'), '48');
    await userEvent.type(within(form).getByLabelText('Most bookings in all'), '100');
    await userEvent.click(within(form).getByLabelText("Only on a customer's first booking"));
    await userEvent.click(within(form).getByRole('button', { name: 'Save coupon' }));
    expect(await screen.findByText('Coupon MONSOON10 saved.')).toBeVisible();
    const post = sentRequests(fetchMock).find((r) => r.init.method === 'POST');
    expect(JSON.parse(String(post?.init.body))).toEqual({
      code: 'diwali500',
      description: '',
      descriptionHi: '',
      kind: 'amount',
      percent: null,
      amountPaise: 500_00,
      maxDiscountPaise: null,
      startsOn: '2030-10-20',
      endsOn: '2030-11-05',
      branchIds: [1],
      categoryIds: [3],
      minTripHours: 48,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      firstBookingOnly: true,
      isActive: true,
    });
  });

  it("shows the server's refusal in Hindi", async () => {
    stubOffers({ status: 409, body: { message: COUPON_MESSAGES.duplicate } });
    renderAt(
      <I18nextProvider i18n={createI18n('hi', { ...hi, ...hiConsole })}>
        <ConsoleOffersPage />
      </I18nextProvider>,
    );
    const item = (await screen.findByText('MONSOON10')).closest('li')!;
    expect(within(item).getByText('बारिश में 10% की छूट')).toBeVisible();
    await userEvent.click(within(item).getByRole('button', { name: 'बदलें' }));
    const form = screen.getByRole('form', { name: 'कूपन कोड बदलें' });
    await userEvent.click(within(form).getByRole('button', { name: 'कूपन सहेजें' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'यह कूपन कोड पहले से इस्तेमाल में है।',
    );
  });
});
