import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CatalogueResponse } from '../../../../shared/cars';
import type { FakeReply } from '../../../test/test-utils';
import {
  branchOf,
  makeCar,
  renderRoutes,
  requestedPaths,
  stubFetch,
} from '../../../test/test-utils';
import { CarsPage } from './cars-page';

const catalogue: CatalogueResponse = {
  branches: [branchOf(1, 'Raipur Main', 2)],
  categories: [
    { id: 1, name: 'SUV', subcategories: [{ id: 3, name: 'Compact SUV' }] },
    { id: 2, name: 'Sedan', subcategories: [{ id: 4, name: 'Premium Sedan' }] },
  ],
};

let carsReply: FakeReply;

function setup(url: string) {
  const fetchMock = stubFetch((requested) => {
    if (requested.pathname === '/api/catalogue') return { body: catalogue };
    if (requested.pathname === '/api/cars') return carsReply;
    return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No route' } };
  });
  const view = renderRoutes([{ path: '/cars', Component: CarsPage }], [url]);
  return { ...view, fetchMock };
}

beforeEach(() => {
  carsReply = { body: { cars: [makeCar({ id: 1 }), makeCar({ id: 2 })], total: 2 } };
});

describe('CarsPage', () => {
  it('passes the URL filters to the API and shows the city heading, count and cards', async () => {
    const { fetchMock } = setup('/cars?cityid=2&category=1&subcategory=3');

    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(await screen.findAllByRole('article')).toHaveLength(2);
    expect(requestedPaths(fetchMock)).toContain('/api/cars?cityid=2&category=1&subcategory=3');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Self-drive cars in Raipur',
    );
    expect(screen.getByText('2 cars available')).toBeInTheDocument();
    expect(screen.getByLabelText('City')).toHaveValue('2');
    await waitFor(() => expect(screen.getByLabelText('Category')).toHaveValue('1'));
    expect(screen.getByLabelText('Sub-category')).toHaveValue('3');
    expect(document.title).toBe('Self-drive cars in Raipur | SelfDrive Chhattisgarh');
  });

  it('fetches all cars without filters', async () => {
    const { fetchMock } = setup('/cars');
    await screen.findAllByRole('article');
    expect(requestedPaths(fetchMock)).toContain('/api/cars');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('All self-drive cars');
  });

  it("shows the server's message when the API answers 400", async () => {
    carsReply = {
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: 'cityid must be from 0 to 4.' },
    };
    setup('/cars?cityid=9');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('cityid must be from 0 to 4.');
    expect(within(alert).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('offers Try again after a server error and recovers', async () => {
    carsReply = {
      status: 500,
      body: { statusCode: 500, error: 'Internal Server Error', message: 'Database is waking up.' },
    };
    setup('/cars');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Database is waking up.');

    carsReply = { body: { cars: [makeCar()], total: 1 } };
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findAllByRole('article')).toHaveLength(1);
    expect(screen.getByText('1 car available')).toBeInTheDocument();
  });

  it('updates the URL and refetches when a filter changes', async () => {
    const { fetchMock, router } = setup('/cars?cityid=2');
    await screen.findAllByRole('article');

    await userEvent.selectOptions(screen.getByLabelText('City'), 'Bilaspur');

    expect(router.state.location.search).toBe('?cityid=3');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/api/cars?cityid=3'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Self-drive cars in Bilaspur',
    );
  });

  it('limits sub-categories to the chosen category and clears them when it changes', async () => {
    const { router } = setup('/cars?category=1&subcategory=3');
    const subcategory = screen.getByLabelText('Sub-category');
    await waitFor(() => expect(subcategory).toHaveValue('3'));
    expect(within(subcategory).queryByText('Premium Sedan')).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Category'), 'Sedan');

    expect(router.state.location.search).toBe('?category=2');
    expect(within(subcategory).getByText('Premium Sedan')).toBeInTheDocument();
    expect(within(subcategory).queryByText('Compact SUV')).not.toBeInTheDocument();
  });

  it('shows the empty state with a link that clears the filters', async () => {
    carsReply = { body: { cars: [], total: 0 } };
    setup('/cars?cityid=4&category=2');

    expect(await screen.findByText('No cars match these filters.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/cars');
    expect(screen.getByText('0 cars available')).toBeInTheDocument();
  });
});
