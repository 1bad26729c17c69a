import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes, stubFetch } from '../test/test-utils';
import { routes } from './routes';

function stubApi() {
  return stubFetch((url) => {
    switch (url.pathname) {
      case '/api/site':
        return {
          body: {
            name: 'SelfDrive Chhattisgarh',
            phone: '1800 000 000',
            email: 'a@b.in',
            address: 'Raipur',
          },
        };
      case '/api/catalogue':
        return { body: { branches: [], categories: [] } };
      case '/api/cars/trending':
        return { body: { from: '2025-01-01T18:29:00Z', to: '2025-01-02T04:29:00Z', cars: [] } };
      case '/api/cars':
        return { body: { cars: [], total: 0 } };
      default:
        return { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'Not found' } };
    }
  });
}

describe('routes', () => {
  it('renders the home page inside the header, main and footer', async () => {
    stubApi();
    renderRoutes(routes, ['/']);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Self-drive cars across Chhattisgarh' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.title).toBe('Self-drive car rental in Chhattisgarh | SelfDrive Chhattisgarh'),
    );
  });

  it('lazy-loads About Us and the blog list, also as /Blogs', async () => {
    stubApi();
    renderRoutes(routes, ['/about-us']);
    expect(
      await screen.findByRole('heading', { level: 1, name: /across Chhattisgarh/ }),
    ).toBeVisible();
    stubApi();
    renderRoutes(routes, ['/Blogs']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Featured posts' })).toBeVisible();
  });

  it('lazy-loads the cars page', async () => {
    stubApi();
    renderRoutes(routes, ['/cars?cityid=0']);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Self-drive cars in Bhilai' }),
    ).toBeInTheDocument();
  });

  it('sends a visitor from the account area to the login screen', async () => {
    stubApi();
    const { router } = renderRoutes(routes, ['/user/dashboard']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/login');
  });

  it.each(['/error', '/no-such-page'])('shows the 404 page for %s', async (path) => {
    stubApi();
    renderRoutes(routes, [path]);
    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('404'));
  });
});
