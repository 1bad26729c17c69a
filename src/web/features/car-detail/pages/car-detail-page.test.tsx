import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CarDetailResponse } from '../../../../shared/car-detail';
import { defaultSearch } from '../../../../shared/search';
import { CHECKOUT_TARGET_KEY } from '../../../lib/checkout-target';
import { SELECTION_STORAGE_KEY } from '../../../lib/search-selection';
import { makeDetailCar, makeRatePackage } from '../../../test/car-detail-fixtures';
import { renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { RequireCustomer } from '../../../components/require-customer';
import { CarDetailPage } from './car-detail-page';

const search = defaultSearch(new Date(), '1');

function detail(overrides: Partial<CarDetailResponse> = {}): CarDetailResponse {
  return {
    car: makeDetailCar(),
    packages: [makeRatePackage({ period: { hours: 24, basePaise: 360_000, kmIncluded: 240 } })],
    accessories: ['First-aid kit'],
    amenities: ['Air conditioning'],
    priceRules: [],
    search: { pickupAt: '', dropAt: '', hours: 24, available: true, minimumTripProblem: null },
    ...overrides,
  };
}

const routes = [
  { path: '/car-details', Component: CarDetailPage },
  { path: '/car-details/:brandName/:modelName', Component: CarDetailPage },
  { path: '/car-details/:carId/:brandName/:modelName', Component: CarDetailPage },
  {
    path: '/user/bookmyride',
    element: (
      <RequireCustomer>
        <p>Checkout</p>
      </RequireCustomer>
    ),
  },
  { path: '*', element: <p>Other page</p> },
];

function setup(url: string, reply: CarDetailResponse = detail()) {
  const fetchMock = stubFetch(() => ({ body: reply }));
  return { ...renderRoutes(routes, [url]), fetchMock };
}

beforeEach(() => localStorage.clear());

describe('CarDetailPage', () => {
  it('shows the car, its package priced for the stored search, accessories and amenities', async () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ ...search, hours: 24 }));
    const { fetchMock } = setup('/car-details/5/Tata/Nexon-EV');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tata Nexon EV' }),
    ).toBeInTheDocument();
    expect(requestedPaths(fetchMock).find((u) => u.startsWith('/api/cars'))).toBe(
      `/api/cars/5?branch=1&pickupDate=${search.pickupDate}&pickupTime=10%3A00&dropDate=${search.dropDate}&dropTime=10%3A00`,
    );
    expect(screen.getByText('5 Seater')).toBeInTheDocument();
    expect(screen.getByText('Automatic')).toBeInTheDocument();
    expect(screen.getByText('Electric')).toBeInTheDocument();
    expect(screen.getByText('Quiet electric SUV.')).toBeInTheDocument();

    const pkg = screen.getByRole('article', { name: 'Standard' });
    expect(within(pkg).getByText('₹150')).toBeInTheDocument();
    expect(within(pkg).getByText('₹180').tagName).toBe('DEL');
    expect(within(pkg).getByText('10 km')).toBeInTheDocument();
    expect(within(pkg).getByText('₹12/km')).toBeInTheDocument();
    expect(within(pkg).getByText('₹3,600')).toBeInTheDocument();
    expect(within(pkg).getByText('240 km')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Accessories' })).toHaveTextContent('First-aid kit');
    expect(screen.getByRole('region', { name: 'Amenities' })).toHaveTextContent('Air conditioning');
  });

  it('choosing a package as a visitor stores the checkout target and goes to login', async () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ ...search, hours: 24 }));
    const { router } = setup('/car-details/5/Tata/Nexon-EV');
    await userEvent.click(await screen.findByRole('button', { name: 'Book Now' }));

    // Checkout's guard sends the visitor on to login, and back afterwards.
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'));
    expect(sessionStorage.getItem('RedirectAfterLogin')).toBe('/user/bookmyride');
    expect(JSON.parse(localStorage.getItem(CHECKOUT_TARGET_KEY)!)).toEqual({
      carId: 5,
      packageId: 11,
      ...search,
      hours: 24,
    });
  });

  it('says when the car is not free for the selected period and offers other dates', async () => {
    localStorage.setItem(SELECTION_STORAGE_KEY, JSON.stringify({ ...search, hours: 24 }));
    setup(
      '/car-details/5/Tata/Nexon-EV',
      detail({
        search: { pickupAt: '', dropAt: '', hours: 24, available: false, minimumTripProblem: null },
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This car is not free for the selected period.');
    expect(within(alert).getByRole('link', { name: 'Change pickup or drop date' })).toHaveAttribute(
      'href',
      '/search-cars',
    );
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('without a search shows hourly rates and asks for dates', async () => {
    const { fetchMock } = setup('/car-details/Tata/Nexon-EV', detail({ search: undefined }));
    expect(await screen.findByRole('link', { name: 'Choose dates' })).toHaveAttribute(
      'href',
      '/search-cars',
    );
    expect(requestedPaths(fetchMock)).toContain('/api/cars/by-model/Tata/Nexon-EV');
    expect(screen.queryByRole('button', { name: 'Book Now' })).not.toBeInTheDocument();
  });

  it('/car-details opens the car seen last, or asks to choose one', async () => {
    const first = setup('/car-details');
    expect(screen.getByRole('heading', { name: 'Choose a car first' })).toBeInTheDocument();
    first.unmount();

    const second = setup('/car-details/5/Tata/Nexon-EV');
    await screen.findByRole('heading', { level: 1, name: 'Tata Nexon EV' });
    second.unmount();

    const { router } = setup('/car-details');
    expect(router.state.location.pathname).toBe('/car-details/5/Tata/Nexon-EV');
  });

  it('shows the server’s message for an unknown car', async () => {
    stubFetch(() => ({
      status: 404,
      body: {
        statusCode: 404,
        error: 'Not Found',
        message: 'This car is not available on our site any more.',
      },
    }));
    renderRoutes(routes, ['/car-details/999/X/Y']);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This car is not available on our site any more.',
    );
  });
});
