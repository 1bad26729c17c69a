import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { UNAUTHORIZED_EVENT } from '../../lib/api-client';
import { renderAt, stubFetch } from '../../test/test-utils';
import { AccountMenu } from './account-menu';
import { makeSessionUser } from '../../test/session-fakes';

const user = makeSessionUser({ name: 'Asha Verma', mobile: '+919876543210' });

describe('AccountMenu', () => {
  it('shows Sign in to a visitor', async () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    renderAt(<AccountMenu />);
    expect(await screen.findByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/user/login',
    );
  });

  it('shows My Account with the profile dropdown and a confirmed logout', async () => {
    let loggedIn = true;
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/logout') {
        loggedIn = false;
        return { status: 200, body: null };
      }
      return { body: loggedIn ? { loggedIn, user } : { loggedIn: false, user: null } };
    });
    renderAt(<AccountMenu />, '/cars');
    await userEvent.click(await screen.findByRole('button', { name: 'My Account' }));
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('asha@example.test')).toBeInTheDocument();
    for (const [name, href] of [
      ['My Booking', '/user/dashboard'],
      ['My Transaction', '/user/page/MyTransaction'],
      ['Account Setting', '/user/page/profilesetting'],
      ['Change Password', '/user/page/changePassword'],
    ]) {
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(
      screen.getByRole('alertdialog', { name: 'Are you sure, You want to Logout?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'No' }));
    expect(screen.queryByText('Are you sure, You want to Logout?')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/auth/logout')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'My Account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/auth/logout')).toBe(true);
  });

  it('re-checks the session as soon as any API call answers 401', async () => {
    let loggedIn = true;
    stubFetch(() => ({ body: loggedIn ? { loggedIn, user } : { loggedIn: false, user: null } }));
    renderAt(<AccountMenu />);
    expect(await screen.findByRole('button', { name: 'My Account' })).toBeInTheDocument();
    loggedIn = false;
    act(() => {
      window.dispatchEvent(new Event(UNAUTHORIZED_EVENT));
    });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
