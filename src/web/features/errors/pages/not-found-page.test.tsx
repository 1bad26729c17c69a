import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/test-utils';
import { NotFoundPage } from './not-found-page';

const routes = [
  { path: '/', element: <p>Home page</p> },
  { path: '/cars', element: <p>Cars page</p> },
  { path: '*', Component: NotFoundPage },
];

describe('NotFoundPage', () => {
  it('shows 404, Page not found, Go Back and a link home', async () => {
    renderRoutes(routes, ['/no-such-page']);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404Page not found');
    expect(screen.getByRole('button', { name: 'Go Back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take Me To Home Page' })).toHaveAttribute('href', '/');
    await waitFor(() => expect(document.title).toBe('Page not found | SelfDrive Chhattisgarh'));
  });

  it('Go Back returns to the previous page', async () => {
    renderRoutes(routes, ['/cars', '/no-such-page'], 1);

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(await screen.findByText('Cars page')).toBeInTheDocument();
  });

  it('Go Back goes home when the error page was the first page opened', async () => {
    renderRoutes(routes, ['/error']);

    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });

  it('the home link navigates to /', async () => {
    renderRoutes(routes, ['/cars', '/oops'], 1);

    await userEvent.click(screen.getByRole('link', { name: 'Take Me To Home Page' }));

    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
