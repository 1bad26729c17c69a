import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureReferralCode, storedReferralCode } from '../../../lib/referral-code';
import { renderRoutes, sentBody, stubFetch } from '../../../test/test-utils';
import { RegisterPage } from './register-page';
import { VerifyEmailPage } from './verify-email-page';

const routes = [
  { path: '/user/register', element: <RegisterPage /> },
  { path: '/user/register/:regToken', element: <VerifyEmailPage /> },
  { path: '*', element: <p>Elsewhere</p> },
];

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });
const created = () =>
  stubFetch((url) =>
    url.pathname === '/api/auth/register'
      ? { status: 201, body: { message: "You're almost there! Please verify your Email." } }
      : { body: { loggedIn: false, user: null } },
  );
/** Fills every field with valid values. */
async function fillForm() {
  await userEvent.type(await screen.findByLabelText('Name'), 'Asha Verma');
  await userEvent.type(screen.getByRole('textbox', { name: 'Mobile Number' }), '9876543210');
  await userEvent.type(screen.getByLabelText('Email ID'), 'Asha@Example.TEST');
  await userEvent.type(field('Password'), 'Secret123');
  await userEvent.type(field('Confirm Password'), 'Secret123');
}

describe('registration', () => {
  it('sends the form (e-mail lower-cased, mobile in E.164) and asks to verify the e-mail', async () => {
    const fetchMock = created();
    renderRoutes(routes, ['/user/register']);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation' }));
    expect(await screen.findByText(/Please agree to the Privacy Policy/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation' }));
    expect(
      await screen.findByText("You're almost there! Please verify your Email."),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'To Confirm your email address, Please click the link in the email we sent you.',
      ),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/auth/register')).toMatchObject({
      email: 'asha@example.test',
      mobile: '+919876543210',
      acceptTerms: true,
    });
  });

  it("sends the invite link's referral code with the sign-up, once", async () => {
    captureReferralCode('?couponCode=REF42XY');
    const fetchMock = created();
    renderRoutes(routes, ['/user/register']);
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation' }));
    expect(
      await screen.findByText("You're almost there! Please verify your Email."),
    ).toBeInTheDocument();
    expect(sentBody(fetchMock, '/api/auth/register')).toMatchObject({ referralCode: 'REF42XY' });
    expect(storedReferralCode()).toBeNull();
  });

  it('refuses a password that breaks the rules before sending', async () => {
    const fetchMock = stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    renderRoutes(routes, ['/user/register']);
    await userEvent.type(await screen.findByLabelText('Name'), 'Asha');
    await userEvent.type(field('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation' }));
    expect(
      await screen.findByText(
        'Password must have at least 6 characters, one uppercase letter and one number.',
      ),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/auth/register')).toBe(false);
  });

  it('opening the mailed link shows Password Created. and Login Now', async () => {
    stubFetch(() => ({ body: { message: 'Password Created.' } }));
    renderRoutes(routes, ['/user/register/abcdefghijklmnop']);
    expect(await screen.findByText('Password Created.')).toBeInTheDocument();
    expect(
      screen.getByText('You can now log in by clicking the button below.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/user/login');
  });

  it('sends a new instructor on to finish the instructor sign-up after logging in', async () => {
    stubFetch(() => ({ body: { message: 'Password Created.' } }));
    renderRoutes(routes, ['/user/register/abcdefghijklmnop?next=instructor']);
    await userEvent.click(await screen.findByRole('link', { name: 'Login Now' }));
    expect(sessionStorage.getItem('RedirectAfterLogin')).toBe('/instructor-register');
    sessionStorage.clear();
  });

  it('tells the server a sign-up started from the instructor sign-up', async () => {
    sessionStorage.setItem('RedirectAfterLogin', '/instructor-register');
    const fetchMock = created();
    renderRoutes(routes, ['/user/register']);
    await fillForm();
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Send Confirmation' }));
    await screen.findByText("You're almost there! Please verify your Email.");
    expect(sentBody(fetchMock, '/api/auth/register')).toMatchObject({ next: 'instructor' });
    sessionStorage.clear();
  });
});
