import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { CarDetailResponse } from '../../../../shared/car-detail';
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

function setup(saved: object | undefined, post: FakeReply = { status: 201, body: { id: 42 } }) {
  if (saved) localStorage.setItem(CHECKOUT_TARGET_KEY, JSON.stringify(saved));
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session') return { body: { loggedIn: true, user } };
    if (url.pathname === '/api/cars/5') return { body: detail };
    if (url.pathname === '/api/branches/3/pickup-drop-options') return { body: { options } };
    if (url.pathname === '/api/bookings') return post;
    if (url.pathname === '/api/bookings/42')
      return { body: { id: 42, branchId: 3, tripType: 'outstation', pickupDropOptionId: 8 } };
    if (url.pathname === '/api/bookings/42/extensions') return post;
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
