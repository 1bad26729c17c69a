import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../test/test-utils';
import { MobileDrawer } from './mobile-drawer';
import { makeSessionUser } from '../../test/session-fakes';

const noop = () => {};

describe('MobileDrawer', () => {
  it('offers Sign in to a visitor', async () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    renderAt(<MobileDrawer id="drawer" open onClose={noop} />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
  });

  it('offers My Account instead of Sign in to a logged-in customer', async () => {
    stubFetch(() => ({
      body: {
        loggedIn: true,
        user: makeSessionUser({ name: 'Asha Verma' }),
      },
    }));
    renderAt(<MobileDrawer id="drawer" open onClose={noop} />);
    expect(await screen.findByRole('link', { name: /My Account \(Asha Verma\)/ })).toHaveAttribute(
      'href',
      '/user/page/profilesetting',
    );
    expect(screen.queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
