import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberRedirect } from '../../../lib/redirect-after-login';
import { renderRoutes, stubFetch } from '../../../test/test-utils';
import { LoginPage } from './login-page';
import { makeSessionUser } from '../../../test/session-fakes';

const user = makeSessionUser();

const routes = [
  { path: '/user/login', element: <LoginPage /> },
  { path: '*', element: <p>Landed elsewhere</p> },
];

function stubServer(loginOk: boolean) {
  return stubFetch((url) => {
    if (url.pathname === '/api/auth/options') return { body: { otpLogin: true } };
    if (url.pathname === '/api/auth/login') {
      return loginOk
        ? { body: { loggedIn: true, user } }
        : { status: 401, body: { statusCode: 401, message: 'Invalid e-mail or password.' } };
    }
    return { body: { loggedIn: false, user: null } };
  });
}

async function fillAndSubmit() {
  await userEvent.type(await screen.findByLabelText('Email ID'), 'asha@example.test');
  await userEvent.type(screen.getByLabelText('Password', { selector: 'input' }), 'Secret123');
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('LoginPage', () => {
  afterEach(() => sessionStorage.clear());

  it('shows the server message on wrong credentials', async () => {
    stubServer(false);
    renderRoutes(routes, ['/user/login']);
    await fillAndSubmit();
    expect(await screen.findByText('Invalid e-mail or password.')).toBeInTheDocument();
  });

  it('goes to the remembered target after login', async () => {
    stubServer(true);
    rememberRedirect('/user/bookmyride');
    const { router } = renderRoutes(routes, ['/user/login']);
    await fillAndSubmit();
    expect(await screen.findByText('Landed elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/bookmyride');
  });

  it('goes to the page named by ?next= (the server sent the visitor here from it)', async () => {
    stubServer(true);
    const { router } = renderRoutes(routes, ['/user/login?next=%2Fuser%2Fpage%2FMyDocument']);
    await fillAndSubmit();
    expect(await screen.findByText('Landed elsewhere')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/user/page/MyDocument');
  });

  it('never follows ?next= to another site', async () => {
    stubServer(true);
    const { router } = renderRoutes(routes, ['/user/login?next=%2F%2Fevil.example%2Fx']);
    await fillAndSubmit();
    await screen.findByText('Landed elsewhere');
    expect(router.state.location.pathname).toBe('/cars');
  });

  it('goes to the cars list without a remembered target', async () => {
    stubServer(true);
    const { router } = renderRoutes(routes, ['/user/login']);
    await fillAndSubmit();
    await screen.findByText('Landed elsewhere');
    expect(router.state.location.pathname).toBe('/cars');
  });

  it('toggles password visibility and offers forgot password and OTP', async () => {
    stubServer(true);
    renderRoutes(routes, ['/user/login']);
    const password = await screen.findByLabelText('Password', { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show Password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back to Login' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Login with OTP' }));
    expect(screen.getByRole('button', { name: 'Send OTP' })).toBeInTheDocument();
  });
});
