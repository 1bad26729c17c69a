import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueResponse } from '../../../../shared/cars';
import { SELECTION_STORAGE_KEY } from '../../../lib/search-selection';
import {
  type FakeReply,
  stubFetch,
  branchOf,
  makeCar,
  renderRoutes,
  requestedPaths,
} from '../../../test/test-utils';
import { CarsPage } from './cars-page';

const catalogue: CatalogueResponse = {
  branches: [branchOf(1, 'Raipur', 2)],
  categories: [{ id: 1, name: 'SUV', subcategories: [] }],
};
const query = 'branch=1&pickupDate=2030-01-10&pickupTime=10:00&dropDate=2030-01-11&dropTime=10:00';
let carsReply: FakeReply;

function setup(url: string, state?: unknown) {
  const fetchMock = stubFetch((requested) => {
    if (requested.pathname === '/api/catalogue') return { body: catalogue };
    return carsReply;
  });
  const view = renderRoutes(
    [
      { path: '/cars', Component: CarsPage },
      { path: '/search-cars', element: <p>Search page</p> },
    ],
    [{ pathname: '/cars', search: url, state }],
  );
  return { ...view, fetchMock };
}

beforeEach(() => {
  localStorage.clear();
  carsReply = {
    body: {
      cars: [makeCar({ id: 1, period: { hours: 24, basePaise: 237_600, kmIncluded: 240 } })],
      total: 1,
      search: {
        branchId: 1,
        pickupAt: '2030-01-10T04:30:00.000Z',
        dropAt: '2030-01-11T04:30:00.000Z',
        hours: 24,
      },
    },
  };
});

describe('CarsPage with a search', () => {
  it('asks the API for the period, shows the period price and the searching message', async () => {
    const { fetchMock } = setup(`?${query}`, {
      searchMessage: 'Searching available cars for Minimum of 24 Hours.',
    });
    expect(await screen.findByText('₹2,376')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain(`/api/cars?${query.replaceAll(':', '%3A')}`);
    expect(
      screen.getByText('Searching available cars for Minimum of 24 Hours.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/· 24 hours/)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Cars available in Raipur',
      ),
    );
    expect(screen.getByRole('link', { name: 'Change pickup or drop date' })).toHaveAttribute(
      'href',
      '/search-cars',
    );
  });

  it('stores a searched URL as the selection, so a shared link fills the form', async () => {
    setup(`?${query}`);
    await screen.findByText('₹2,376');
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem(SELECTION_STORAGE_KEY) ?? '{}')).toMatchObject({
        branch: '1',
        pickupDate: '2030-01-10',
        dropDate: '2030-01-11',
        hours: 24,
      }),
    );
  });

  it('keeps the search when a filter changes', async () => {
    const { router } = setup(`?${query}`);
    await screen.findByText('₹2,376');
    await waitFor(() => expect(screen.getByLabelText('Category')).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Category'), 'SUV');
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('category')).toBe('1');
    expect(params.get('pickupDate')).toBe('2030-01-10');
    expect(params.get('branch')).toBe('1');
  });

  it('shows the server’s search message and offers other dates when nothing is free', async () => {
    carsReply = {
      status: 400,
      body: {
        statusCode: 400,
        error: 'Bad Request',
        message: 'Please select a branch.',
        field: 'branch',
      },
    };
    setup('?branch=&pickupDate=2030-01-10');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please select a branch.');
  });

  it('pages a long list and keeps the search on every page', async () => {
    carsReply = {
      body: {
        cars: [makeCar({ id: 1 })],
        total: 100,
        page: 2,
        pageCount: 3,
        search: { branchId: 1, pickupAt: '', dropAt: '', hours: 24 },
      },
    };
    const { fetchMock } = setup(`?${query}&page=2`);
    const pager = await screen.findByRole('navigation', { name: 'Car list pages' });
    expect(requestedPaths(fetchMock).some((p) => p.endsWith('&page=2'))).toBe(true);
    expect(screen.getByText('100 cars available')).toBeInTheDocument();
    const next = new URLSearchParams(
      screen.getByRole('link', { name: 'Page 3' }).getAttribute('href')!.slice(1),
    );
    expect(next.get('page')).toBe('3');
    expect(next.get('pickupDate')).toBe('2030-01-10');
    expect(pager).toContainElement(screen.getByText('2'));
  });

  it('says no car is free for the period', async () => {
    carsReply = {
      body: { cars: [], total: 0, search: { branchId: 1, pickupAt: '', dropAt: '', hours: 24 } },
    };
    setup(`?${query}`);
    expect(
      await screen.findByText('No cars are free for the selected period.'),
    ).toBeInTheDocument();
  });
});
