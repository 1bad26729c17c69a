import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCar, renderRoutes, stubFetch, type FakeReply } from '../test/test-utils';
import { CarCard } from './car-card';
import { makeSessionUser } from '../test/session-fakes';

const user = makeSessionUser();

function setup(opts: { loggedIn: boolean; ids?: number[]; toggle?: FakeReply }) {
  const ids = new Set(opts.ids ?? []);
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/auth/session') {
      return { body: opts.loggedIn ? { loggedIn: true, user } : { loggedIn: false, user: null } };
    }
    if (url.pathname === '/api/favourites/ids') return { body: { carIds: [...ids] } };
    // Only the heart's own request toggles: the card asks other things too (/api/site).
    if (url.pathname !== '/api/favourites/3') return { status: 404, body: { message: 'none' } };
    if (opts.toggle) return opts.toggle;
    ids.add(3);
    return { body: { carId: 3, favourite: true } };
  });
  const view = renderRoutes(
    [
      { path: '/cars', element: <CarCard car={makeCar({ id: 3 })} /> },
      { path: '/user/login', element: <p>Login page</p> },
    ],
    ['/cars'],
  );
  return { ...view, fetchMock };
}

const heart = () => screen.getByRole('button', { name: 'Favourite Maruti Suzuki Swift Dzire' });

describe('FavouriteButton', () => {
  it('sends a visitor to login with the spec’s message and remembers the page', async () => {
    const { router } = setup({ loggedIn: false });
    await userEvent.click(heart());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Please Login to Add on your Favourite List.',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), {
      timeout: 3000,
    });
    expect(sessionStorage.getItem('RedirectAfterLogin')).toBe('/cars');
  });

  it('toggles a customer’s favourite at once and tells the server', async () => {
    const { fetchMock } = setup({ loggedIn: true, ids: [] });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/favourites/ids'),
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart());
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    const put = fetchMock.mock.calls.find(([u]) => String(u) === '/api/favourites/3');
    expect((put as unknown[] | undefined)?.[1]).toMatchObject({ method: 'PUT' });
  });

  it('shows a favourite as pressed and rolls an un-favourite back when the server fails', async () => {
    setup({
      loggedIn: true,
      ids: [3],
      toggle: {
        status: 500,
        body: {
          statusCode: 500,
          error: 'x',
          message: 'Something went wrong, Please try again later.',
        },
      },
    });
    await waitFor(() => expect(heart()).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(heart());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong, Please try again later.',
    );
    expect(heart()).toHaveAttribute('aria-pressed', 'true');
  });
});
