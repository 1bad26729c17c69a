import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import { formatRupees } from '../../../../shared/money';
import {
  RENTAL_REFERRAL,
  RENTAL_REFERRAL_MESSAGES,
  rentalReferralDiscount,
  type RentalReferralOffer,
} from '../../../../shared/rental-referral';
import { CHECKOUT_TARGET_KEY } from '../../../lib/checkout-target';
import { makeDetailCar, makeRatePackage } from '../../../test/car-detail-fixtures';
import { makeSessionUser } from '../../../test/session-fakes';
import {
  type FakeReply,
  renderRoutes,
  requestedPaths,
  sentRequests,
  stubFetch,
} from '../../../test/test-utils';
import { CheckoutPage } from './checkout-page';

// The referral offer at the checkout (decision 0051): one discount per booking, a coupon or
// the offer, priced by the shared rule and sent as `useReferral`.

const detail: CarDetailResponse = {
  car: makeDetailCar({ branchId: 3, shortDescription: '' }),
  packages: [makeRatePackage()],
  accessories: [],
  amenities: [],
  priceRules: [],
};
const target = {
  carId: 5,
  packageId: 11,
  branch: '3',
  pickupDate: '2099-01-10',
  pickupTime: '10:00',
  dropDate: '2099-01-11',
  dropTime: '10:00',
};
const DIWALI = {
  code: 'DIWALI10',
  kind: 'percent',
  percent: 10,
  amountPaise: null,
  maxDiscountPaise: 50_000,
  description: '10% off',
  descriptionHi: '10% की छूट',
};
const WELCOME: RentalReferralOffer = {
  kind: 'welcome',
  referralId: 4,
  referrerName: 'Asha',
  percent: RENTAL_REFERRAL.welcomePercent,
  capPaise: RENTAL_REFERRAL.welcomeCapPaise,
};
const CREDIT: RentalReferralOffer = {
  kind: 'credit',
  referralId: 6,
  friendName: 'Ravi',
  amountPaise: RENTAL_REFERRAL.rewardPaise,
};
/** 24 hours at ₹150, and the local deposit. */
const RENT = 360_000;
const DEPOSIT = 300_000;
const WELCOME_LABEL =
  "Use my referral offer: 10% off your first booking, up to ₹1,000 (from Asha's invite)";

function setup(
  offer: RentalReferralOffer | null,
  post: FakeReply = { status: 201, body: { id: 42 } },
) {
  localStorage.setItem(CHECKOUT_TARGET_KEY, JSON.stringify(target));
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session')
      return { body: { loggedIn: true, user: makeSessionUser({ email: 'a@x.test' }) } };
    if (url.pathname === '/api/cars/5') return { body: detail };
    if (url.pathname === '/api/branches/3/pickup-drop-options')
      return { body: { options: [{ id: 7, name: 'Self pickup at branch', ratePaise: 0 }] } };
    if (url.pathname === '/api/offers/referral')
      return {
        body: { ...RENTAL_REFERRAL, ...(offer ? { offer } : {}), openCreditPaise: 0, friends: [] },
      };
    if (url.pathname === '/api/offers/check') return { body: { terms: DIWALI } };
    if (url.pathname === '/api/bookings') return post;
    return { status: 404, body: { message: 'nope' } };
  });
  renderRoutes(
    [
      { path: '/user/bookmyride', Component: CheckoutPage },
      { path: '/thankyou', element: <p>Thank-you page</p> },
    ],
    ['/user/bookmyride'],
  );
  return fetchMock;
}

const choose = async () => {
  await userEvent.click(await screen.findByLabelText(/Local/));
  await userEvent.click(screen.getByLabelText(/Self pickup/));
  await userEvent.click(screen.getByLabelText(/I accept the/));
};
const applyCoupon = async () => {
  await userEvent.type(screen.getByLabelText('Coupon code'), 'diwali10');
  await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await screen.findByText('Coupon DIWALI10');
};
/** The amount of the breakdown's row named `label`. */
const rowAmount = (label: string) => screen.getByText(label).closest('div')?.querySelector('dd');
const bookedBody = async (fetchMock: ReturnType<typeof stubFetch>) => {
  await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
  await waitFor(() =>
    expect(sentRequests(fetchMock).filter((r) => r.path === '/api/bookings')).toHaveLength(1),
  );
  const { init } = sentRequests(fetchMock).find((r) => r.path === '/api/bookings')!;
  return JSON.parse(String(init.body)) as Record<string, unknown>;
};

describe('the referral offer at the checkout', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it("takes a friend's welcome off the rent, ticked, and books with useReferral", async () => {
    const fetchMock = setup(WELCOME);
    const box = await screen.findByLabelText(WELCOME_LABEL);
    expect(screen.getByRole('checkbox', { name: /^Use my referral offer: 10% off/ })).toBe(box);
    expect(box).toBeChecked();
    await choose();
    const off = rentalReferralDiscount(WELCOME, RENT);
    expect(off).toBe(36_000);
    expect(rowAmount('Referral offer')).toHaveTextContent(`-${formatRupees(off)}`);
    expect(screen.getByTestId('total')).toHaveTextContent(formatRupees(RENT - off + DEPOSIT));
    const body = await bookedBody(fetchMock);
    expect(body).toMatchObject({ useReferral: true });
    expect(body).not.toHaveProperty('couponCode');
  });

  it("names an earned credit by the friend's trip and takes its amount off", async () => {
    setup(CREDIT);
    expect(
      await screen.findByLabelText("Use my referral credit: ₹500 off (earned by Ravi's trip)"),
    ).toBeChecked();
    await choose();
    expect(rowAmount('Referral credit')).toHaveTextContent('-₹500');
    expect(screen.getByTestId('total')).toHaveTextContent(formatRupees(RENT - 50_000 + DEPOSIT));
  });

  it('unticks the offer when a coupon is applied, and books with the coupon only', async () => {
    const fetchMock = setup(WELCOME);
    await choose();
    await applyCoupon();
    expect(screen.getByLabelText(WELCOME_LABEL)).not.toBeChecked();
    expect(
      screen.getByText('Your coupon replaces your referral offer: one discount per booking.'),
    ).toBeVisible();
    expect(screen.queryByText('Referral offer')).not.toBeInTheDocument();
    expect(rowAmount('Coupon DIWALI10')).toHaveTextContent('-₹360');
    const body = await bookedBody(fetchMock);
    expect(body).toMatchObject({ couponCode: 'DIWALI10' });
    expect(body).not.toHaveProperty('useReferral');
  });

  it('removes the coupon when the offer is ticked again', async () => {
    const fetchMock = setup(WELCOME);
    await choose();
    await applyCoupon();
    await userEvent.click(screen.getByLabelText(WELCOME_LABEL));
    expect(screen.getByLabelText(WELCOME_LABEL)).toBeChecked();
    expect(screen.queryByText('Coupon DIWALI10')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Coupon code')).toHaveValue('');
    expect(rowAmount('Referral offer')).toHaveTextContent('-₹360');
    const body = await bookedBody(fetchMock);
    expect(body).toMatchObject({ useReferral: true });
    expect(body).not.toHaveProperty('couponCode');
  });

  it('books at the full price when the customer unticks it', async () => {
    const fetchMock = setup(WELCOME);
    await userEvent.click(await screen.findByLabelText(WELCOME_LABEL));
    await choose();
    expect(screen.queryByText('Referral offer')).not.toBeInTheDocument();
    expect(screen.getByTestId('total')).toHaveTextContent(formatRupees(RENT + DEPOSIT));
    expect(await bookedBody(fetchMock)).not.toHaveProperty('useReferral');
  });

  it("shows the server's refusal where the booking's are shown", async () => {
    setup(WELCOME, {
      status: 400,
      body: { message: RENTAL_REFERRAL_MESSAGES.notWithCoupon, field: 'couponCode' },
    });
    await choose();
    await userEvent.click(screen.getByRole('button', { name: 'Book now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      RENTAL_REFERRAL_MESSAGES.notWithCoupon,
    );
    expect(screen.getByRole('button', { name: 'Book now' })).toBeVisible();
  });

  it('shows no box and sends no useReferral without an offer', async () => {
    const fetchMock = setup(null);
    await choose();
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/offers/referral'));
    expect(screen.queryByRole('checkbox', { name: /referral/ })).not.toBeInTheDocument();
    expect(await bookedBody(fetchMock)).not.toHaveProperty('useReferral');
  });
});
