import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { BILLING_MESSAGES } from '../../../../shared/billing-address';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import { GSTIN_CHECK_MESSAGE } from '../../../../shared/gst';
import { formatRupees } from '../../../../shared/money';
import { BOOKING_RESULT_KEY, NEW_BOOKING_ID_KEY } from '../../../lib/booking-result';
import { CHECKOUT_TARGET_KEY } from '../../../lib/checkout-target';
import { makeDetailCar, makeRatePackage } from '../../../test/car-detail-fixtures';
import { type FakeReply, renderRoutes, sentRequests, stubFetch } from '../../../test/test-utils';
import { CheckoutPage } from './checkout-page';
import { makeSessionUser } from '../../../test/session-fakes';

const user = makeSessionUser({ email: 'a@x.test' });
const detail: CarDetailResponse = {
  car: makeDetailCar({ branchId: 3, shortDescription: '' }),
  packages: [makeRatePackage()],
  accessories: [],
  amenities: [],
  priceRules: [],
};
const options = [
  { id: 7, name: 'Self pickup at branch', ratePaise: 0 },
  { id: 8, name: 'Doorstep delivery', ratePaise: 50_000 },
];
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

function setup(
  saved: object | undefined,
  post: FakeReply = { status: 201, body: { id: 42 } },
  billing?: FakeReply,
) {
  if (saved) localStorage.setItem(CHECKOUT_TARGET_KEY, JSON.stringify(saved));
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: { loggedIn: true, user } };
    if (billing && url.pathname === '/api/account/billing-address') return billing;
    if (billing && url.pathname === '/api/account/gst-details') return { body: { details: {} } };
    if (url.pathname === '/api/cars/5') return { body: detail };
    if (url.pathname === '/api/branches/3/pickup-drop-options') return { body: { options } };
    if (url.pathname === '/api/bookings') return post;
    if (url.pathname === '/api/bookings/42')
      return { body: { id: 42, branchId: 3, tripType: 'outstation', pickupDropOptionId: 8 } };
    if (url.pathname === '/api/bookings/42/extensions') return post;
    if (url.pathname === '/api/offers/check') return { body: { terms: DIWALI } };
    return { status: 404, body: { message: 'nope' } };
  });
  renderRoutes(
    [
      { path: '/user/bookmyride', Component: CheckoutPage },
      { path: '/thankyou', element: <p>Thank-you page</p> },
      { path: '/cars', element: <p>Cars page</p> },
    ],
    ['/user/bookmyride'],
  );
  return fetchMock;
}

const book = async () => userEvent.click(await screen.findByRole('button', { name: 'Book now' }));
const bookingCalls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.filter(([input]) => String(input) === '/api/bookings');

describe('checkout page', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('asks to select a car and package when nothing was chosen', async () => {
    setup(undefined);
    await book();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops! Please select a Car and Packages to Proceed.',
    );
  });

  it.each([
    ['pickupDate', 'Oops! Please Select Pickup Date.'],
    ['dropDate', 'Oops! Please Select Return Date.'],
    ['pickupTime', 'Oops! Please Select Pickup Time.'],
    ['dropTime', 'Oops! Please Select Return Time.'],
  ])('shows the message for a missing %s', async (field, message) => {
    setup({ ...target, [field]: '' });
    await screen.findByText('Tata Nexon EV', { exact: false });
    await book();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('requires Local or Outstation, an option and the terms, and prices each choice', async () => {
    const fetchMock = setup(target);
    await screen.findByLabelText(/Doorstep delivery/);
    expect(screen.getByRole('heading', { name: 'Price breakdown' })).toBeInTheDocument();
    expect(screen.getByText(/Base fare \(24 hours x/)).toBeInTheDocument();
    expect(screen.getByText('240 km included; extra km at ₹12/km.')).toBeInTheDocument();
    await book();
    expect(screen.getByRole('alert')).toHaveTextContent('Oops! Please select Local or Outstation.');
    await userEvent.click(screen.getByLabelText(/Local/));
    expect(screen.getByTestId('total')).toHaveTextContent(formatRupees(360_000 + 300_000));
    await userEvent.click(screen.getByLabelText(/Outstation/));
    await book();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops! Please select a pickup and drop option.',
    );
    await userEvent.click(screen.getByLabelText(/Doorstep delivery/));
    expect(screen.getByTestId('total')).toHaveTextContent(formatRupees(360_000 + 500_000 + 50_000));
    await book();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Oops! Please accept the Terms and Conditions.',
    );
    expect(screen.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute(
      'target',
      '_blank',
    );
    expect(bookingCalls(fetchMock)).toHaveLength(0);
  });

  it('books once with an idempotency key, stores the id and goes to /thankyou', async () => {
    const fetchMock = setup(target);
    await userEvent.click(await screen.findByLabelText(/Local/));
    await userEvent.click(screen.getByLabelText(/Self pickup/));
    await userEvent.click(screen.getByLabelText(/I accept the/));
    await book();
    expect(
      await screen.findByText('Your car has been booked successfully. Your Booking ID is 42.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book now' })).not.toBeInTheDocument();
    const [call] = bookingCalls(fetchMock);
    const init = call![1]!;
    expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(init.body))).toMatchObject({
      carId: 5,
      ratePackageId: 11,
      tripType: 'local',
      pickupDropOptionId: 7,
      acceptTerms: true,
    });
    expect(localStorage.getItem(NEW_BOOKING_ID_KEY)).toBe('42');
    expect(sessionStorage.getItem(BOOKING_RESULT_KEY)).toContain('upload your documents');
    expect(await screen.findByText('Thank-you page', {}, { timeout: 3000 })).toBeInTheDocument();
  });

  it('takes a coupon off the rent in the breakdown and books with its code', async () => {
    const fetchMock = setup(target);
    await userEvent.click(await screen.findByLabelText(/Local/));
    await userEvent.click(screen.getByLabelText(/Self pickup/));
    await userEvent.type(screen.getByLabelText('Coupon code'), 'diwali10');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    // 24 hours at ₹150: ₹3,600 of rent, 10% off.
    const row = (await screen.findByText('Coupon DIWALI10')).closest('div');
    expect(row?.querySelector('dd')).toHaveTextContent('-₹360');
    await userEvent.click(screen.getByLabelText(/I accept the/));
    await book();
    await screen.findByText('Your car has been booked successfully. Your Booking ID is 42.');
    const [call] = bookingCalls(fetchMock);
    expect(JSON.parse(String(call![1]!.body))).toMatchObject({ couponCode: 'DIWALI10' });
  });

  it("shows the server's message on a conflict with a link to other cars", async () => {
    setup(target, { status: 409, body: { message: 'Sorry, this car was just booked.' } });
    await userEvent.click(await screen.findByLabelText(/Local/));
    await userEvent.click(screen.getByLabelText(/Self pickup/));
    await userEvent.click(screen.getByLabelText(/I accept the/));
    await book();
    expect(await screen.findByText('Sorry, this car was just booked.')).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Choose another car' });
    expect(link.getAttribute('href')).toContain('/cars?branch=3&pickupDate=2099-01-10');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Book now' })).toBeVisible());
  });

  describe('the billing address for the GST documents (decision 0041)', () => {
    const NONE_ON_FILE = { body: { address: null, business: null, documentsIssued: true } };
    const HOME = { street: 'Qr 12B, Sector 6', city: 'Bhilai', stateCode: '22', pincode: '490006' };
    const choose = async () => {
      await userEvent.click(await screen.findByLabelText(/Local/));
      await userEvent.click(screen.getByLabelText(/Self pickup/));
      await userEvent.click(screen.getByLabelText(/I accept the/));
    };
    const putsTo = (fetchMock: ReturnType<typeof stubFetch>, path: string) =>
      sentRequests(fetchMock).filter((r) => r.path === path && r.init.method === 'PUT');

    it('asks for it when none is on file, saves it, then books', async () => {
      const fetchMock = setup(target, undefined, NONE_ON_FILE);
      expect(
        await screen.findByRole('heading', { name: 'Billing address for your GST documents' }),
      ).toBeInTheDocument();
      await choose();
      await book();
      expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.street);
      expect(bookingCalls(fetchMock)).toHaveLength(0);
      await userEvent.type(screen.getByLabelText('House or office, street and area'), HOME.street);
      await userEvent.type(screen.getByLabelText('Town or city'), HOME.city);
      await userEvent.type(screen.getByLabelText('PIN code'), '49000');
      await book();
      expect(screen.getAllByText(BILLING_MESSAGES.state)).toHaveLength(2);
      await userEvent.selectOptions(screen.getByLabelText('State'), 'Chhattisgarh');
      await book();
      expect(screen.getAllByText(BILLING_MESSAGES.pincode)).toHaveLength(2);
      expect(putsTo(fetchMock, '/api/account/billing-address')).toHaveLength(0);
      await userEvent.type(screen.getByLabelText('PIN code'), '6');
      await book();
      await waitFor(() => expect(bookingCalls(fetchMock)).toHaveLength(1));
      const [put] = putsTo(fetchMock, '/api/account/billing-address');
      expect(JSON.parse(String(put!.init.body))).toEqual({ address: HOME });
    });

    it("bills a business at its own address, in its GSTIN's State", async () => {
      const fetchMock = setup(target, undefined, NONE_ON_FILE);
      await choose();
      await userEvent.click(screen.getByLabelText('Bill my business: I have a GSTIN'));
      await userEvent.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zw');
      await userEvent.type(screen.getByLabelText('Business name, as registered'), 'Pune Traders');
      await userEvent.type(screen.getByLabelText('House or office, street and area'), 'Baner Road');
      await userEvent.type(screen.getByLabelText('Town or city'), 'Pune');
      await userEvent.selectOptions(screen.getByLabelText('State'), 'Chhattisgarh');
      await userEvent.type(screen.getByLabelText('PIN code'), '411045');
      await book();
      expect(screen.getByRole('alert')).toHaveTextContent(GSTIN_CHECK_MESSAGE);
      await userEvent.clear(screen.getByLabelText('GSTIN'));
      await userEvent.type(screen.getByLabelText('GSTIN'), '27aapfu0939f1zv');
      await book();
      expect(screen.getByRole('alert')).toHaveTextContent(BILLING_MESSAGES.gstState);
      await userEvent.selectOptions(screen.getByLabelText('State'), 'Maharashtra');
      await book();
      await waitFor(() => expect(bookingCalls(fetchMock)).toHaveLength(1));
      const [put] = putsTo(fetchMock, '/api/account/gst-details');
      expect(JSON.parse(String(put!.init.body))).toEqual({
        gstin: '27AAPFU0939F1ZV',
        businessName: 'Pune Traders',
        address: { street: 'Baner Road', city: 'Pune', stateCode: '27', pincode: '411045' },
      });
    });

    it('shows the address on file and books without asking again', async () => {
      const fetchMock = setup(target, undefined, {
        body: { address: HOME, business: null, documentsIssued: true },
      });
      expect(
        await screen.findByText('Qr 12B, Sector 6, Bhilai 490006, Chhattisgarh'),
      ).toBeInTheDocument();
      expect(screen.queryByLabelText('PIN code')).not.toBeInTheDocument();
      await choose();
      await book();
      await waitFor(() => expect(bookingCalls(fetchMock)).toHaveLength(1));
      expect(putsTo(fetchMock, '/api/account/billing-address')).toHaveLength(0);
    });

    it('changes the address on file from what it was', async () => {
      const fetchMock = setup(target, undefined, {
        body: { address: HOME, business: null, documentsIssued: true },
      });
      await userEvent.click(await screen.findByRole('button', { name: 'Change' }));
      const city = screen.getByLabelText('Town or city');
      expect(city).toHaveValue('Bhilai');
      await userEvent.clear(city);
      await userEvent.type(city, 'Durg');
      await choose();
      await book();
      await waitFor(() => expect(bookingCalls(fetchMock)).toHaveLength(1));
      const [put] = putsTo(fetchMock, '/api/account/billing-address');
      expect(JSON.parse(String(put!.init.body))).toEqual({ address: { ...HOME, city: 'Durg' } });
    });

    it("asks a registered buyer for the business's address when their GSTIN came without one", async () => {
      setup(target, undefined, {
        body: {
          address: HOME,
          business: { gstin: '27AAPFU0939F1ZV', businessName: 'Pune Traders', address: null },
          documentsIssued: true,
        },
      });
      expect(await screen.findByLabelText('Bill my business: I have a GSTIN')).toBeChecked();
      expect(screen.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
      expect(screen.getByLabelText('House or office, street and area')).toHaveValue('');
    });

    it('asks nothing when no GST documents are issued', async () => {
      setup(target, undefined, { body: { address: null, business: null, documentsIssued: false } });
      await screen.findByLabelText(/Doorstep delivery/);
      expect(
        screen.queryByRole('heading', { name: 'Billing address for your GST documents' }),
      ).not.toBeInTheDocument();
    });
  });

  describe('extending booking 42', () => {
    const extension = {
      ...target,
      bookingId: 42,
      pickupDate: '2099-01-11',
      pickupTime: '10:00',
      dropDate: '2099-01-11',
      dropTime: '18:00',
    };
    const extend = async () =>
      userEvent.click(await screen.findByRole('button', { name: 'Extend now' }));

    it('prices hours x rate only, with trip type and pickup/drop shown but disabled', async () => {
      const fetchMock = setup(extension);
      expect(await screen.findByText('Extending booking 42')).toBeInTheDocument();
      expect(screen.getByText('Extension from: 2099-01-11 10:00')).toBeInTheDocument();
      expect(screen.getByText('New drop: 2099-01-11 18:00')).toBeInTheDocument();
      expect(screen.getByLabelText(/Outstation/)).toBeChecked();
      expect(screen.getByLabelText(/Outstation/)).toBeDisabled();
      expect(await screen.findByLabelText(/Doorstep delivery/)).toBeDisabled();
      expect(screen.getByLabelText(/Doorstep delivery/)).toBeChecked();
      expect(screen.getByTestId('total')).toHaveTextContent(formatRupees(8 * 15_000));
      await extend();
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Oops! Please accept the Terms and Conditions.',
      );
      expect(fetchMock.mock.calls.filter(([i]) => String(i).endsWith('/extensions'))).toHaveLength(
        0,
      );
    });

    it('buys the extension once and goes to /thankyou with the new id', async () => {
      const fetchMock = setup(extension, { status: 201, body: { id: 57 } });
      await userEvent.click(await screen.findByLabelText(/I accept the/));
      await extend();
      expect(
        await screen.findByText('Your booking has been extended. Your Booking ID is 57.'),
      ).toBeInTheDocument();
      const { init } = sentRequests(fetchMock).find((r) => r.path.endsWith('/extensions'))!;
      expect((init.headers as Record<string, string>)['Idempotency-Key']).toMatch(
        /^[0-9a-f-]{36}$/,
      );
      expect(JSON.parse(String(init.body))).toEqual({
        ratePackageId: 11,
        dropDate: '2099-01-11',
        dropTime: '18:00',
        acceptTerms: true,
      });
      expect(localStorage.getItem(NEW_BOOKING_ID_KEY)).toBe('57');
      expect(await screen.findByText('Thank-you page', {}, { timeout: 3000 })).toBeInTheDocument();
    });

    it("shows the server's refusal as a danger alert", async () => {
      setup(extension, { status: 409, body: { message: 'Sorry, this car is already booked.' } });
      await userEvent.click(await screen.findByLabelText(/I accept the/));
      await extend();
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Sorry, this car is already booked.',
      );
    });
  });
});
