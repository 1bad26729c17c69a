import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar, renderRoutes, stubFetch } from '../../../test/test-utils';
import { HomePage } from './home-page';

const renderHome = () => renderRoutes([{ path: '/', Component: HomePage }]);

describe('HomePage', () => {
  it('shows the welcome, promises and the two content sections', () => {
    stubFetch(() => ({
      body: { from: '2025-01-01T18:29:00Z', to: '2025-01-02T04:29:00Z', cars: [] },
    }));
    renderHome();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Self-drive cars across Chhattisgarh',
    );
    for (const promise of [
      'Unlimited kilometres',
      'Unlimited locations',
      'Delivery anywhere',
      'Multiple payment options',
      'Easy cancellation',
      'Best-price guarantee',
    ]) {
      expect(screen.getByRole('heading', { name: promise })).toBeInTheDocument();
    }
    expect(screen.getByRole('heading', { name: 'Features & Benefits' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Why Ride with Us' })).toBeInTheDocument();
  });

  it('lists the trending cars with a View All link to /cars', async () => {
    const fetchMock = stubFetch(() => ({
      body: {
        from: '2025-01-01T18:29:00.000Z',
        to: '2025-01-02T04:29:00.000Z',
        cars: [makeCar({ id: 1, modelName: 'Creta' }), makeCar({ id: 2, modelName: 'Nexon' })],
      },
    }));
    renderHome();

    const section = screen.getByRole('region', { name: 'Trending Cars' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading…');
    expect(await within(section).findAllByRole('article')).toHaveLength(2);
    expect(within(section).getByRole('heading', { name: 'Maruti Suzuki Creta' })).toBeVisible();
    expect(
      within(section).getByText(/Free from 1 Jan.* 11:59 pm to 2 Jan.* 9:59 am/i),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'View All' })).toHaveAttribute(
      'href',
      '/cars',
    );
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/cars/trending');
  });

  it("shows the server's message when trending cars fail to load", async () => {
    stubFetch(() => ({
      status: 503,
      body: { statusCode: 503, error: 'Service Unavailable', message: 'Database is waking up.' },
    }));
    renderHome();

    expect(await screen.findByRole('alert')).toHaveTextContent('Database is waking up.');
  });
});
