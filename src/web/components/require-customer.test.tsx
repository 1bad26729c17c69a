import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { takeRedirect } from '../lib/redirect-after-login';
import { renderRoutes, stubFetch } from '../test/test-utils';
import { RequireCustomer } from './require-customer';
import { makeSessionUser } from '../test/session-fakes';

const user = makeSessionUser();

const routes = [
  {
    path: '/user/page/:name',
    element: (
      <RequireCustomer>
        <p>Secret area</p>
      </RequireCustomer>
    ),
  },
  { path: '/user/login', element: <p>Login screen</p> },
];

describe('RequireCustomer', () => {
  afterEach(() => sessionStorage.clear());

  it('sends a visitor to /user/login and remembers where they were going', async () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    renderRoutes(routes, ['/user/page/MyDocument?x=1']);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(screen.queryByText('Secret area')).not.toBeInTheDocument();
    expect(takeRedirect()).toBe('/user/page/MyDocument?x=1');
  });

  it('shows a loader while checking, then the page to a customer', async () => {
    stubFetch(() => ({ body: { loggedIn: true, user } }));
    renderRoutes(routes, ['/user/page/profilesetting']);
    expect(screen.getByText('Checking your login…')).toBeInTheDocument();
    expect(await screen.findByText('Secret area')).toBeInTheDocument();
  });

  it('counts a failed check as logged out', async () => {
    stubFetch(() => ({ status: 500, body: { message: 'down' } }));
    renderRoutes(routes, ['/user/page/profilesetting']);
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
