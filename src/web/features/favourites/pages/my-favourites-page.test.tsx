import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeCar, renderRoutes, requestedPaths, stubFetch } from '../../../test/test-utils';
import { MyFavouritesPage } from './my-favourites-page';
import { makeSessionUser } from '../../../test/session-fakes';

const user = makeSessionUser();

function setup(url: string, loggedIn = true) {
  const fetchMock = stubFetch((requested) => {
    if (requested.pathname === '/api/auth/session') {
      return { body: loggedIn ? { loggedIn: true, user } : { loggedIn: false, user: null } };
    }
    if (requested.pathname === '/api/favourites/ids') return { body: { carIds: [1, 2, 3] } };
    const page = Number(requested.searchParams.get('page'));
    return {
      body: {
        cars: [1, 2, 3].map((n) => makeCar({ id: n + (page - 1) * 3, modelName: `Model ${n}` })),
        total: 36,
        page,
        pageCount: 12,
      },
    };
  });
  const view = renderRoutes(
    [
      { path: '/user/page/MyFavourite', Component: MyFavouritesPage },
      { path: '/user/login', element: <p>Login page</p> },
    ],
    [url],
  );
  return { ...view, fetchMock };
}

describe('MyFavouritesPage', () => {
  it('shows three favourite cards, pressed hearts and the pager with margin pages', async () => {
    const { fetchMock } = setup('/user/page/MyFavourite?page=7');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(requestedPaths(fetchMock)).toContain('/api/favourites?page=7');
    const pager = screen.getByRole('navigation', { name: 'Favourite pages' });
    const labels = within(pager)
      .getAllByRole('link')
      .map((a) => a.textContent);
    expect(labels).toEqual(['Previous', '1', '2', '5', '6', '8', '9', '11', '12', 'Next']);
    expect(within(pager).getByText('7')).toHaveAttribute('aria-current', 'page');
  });

  it('sends a visitor to login', async () => {
    setup('/user/page/MyFavourite', false);
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
