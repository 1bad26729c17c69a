import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { Header } from './header';
import { createI18n } from '../../lib/i18n';
import { useAccountLanguage } from '../../lib/language';
import { en } from '../../locales/en';
import { makeSessionUser } from '../../test/session-fakes';
import { renderAt, stubFetch } from '../../test/test-utils';

const customer = makeSessionUser({ name: 'Asha Verma' });

function renderHeader() {
  const i18n = createI18n('en', en);
  renderAt(
    <I18nextProvider i18n={i18n}>
      <Header />
    </I18nextProvider>,
  );
  return i18n;
}

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  document.documentElement.lang = 'en-IN';
});

describe('the language switch', () => {
  it('turns the page into Hindi, sets <html lang> and remembers it on the device', async () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    renderHeader();
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));

    expect(await screen.findByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'English में देखें' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).toContain('lang=hi');
  });

  it('is a link to this page in Hindi, which the server answers before the app runs', () => {
    stubFetch(() => ({ body: { loggedIn: false, user: null } }));
    const i18n = createI18n('en', en);
    renderAt(
      <I18nextProvider i18n={i18n}>
        <Header />
      </I18nextProvider>,
      '/cars?cityid=2',
    );
    expect(screen.getByRole('button', { name: 'Switch to हिन्दी' })).toHaveAttribute(
      'href',
      '/cars?cityid=2&lang=hi',
    );
  });

  it("saves a signed-in customer's choice on the account", async () => {
    const fetchMock = stubFetch((url) =>
      url.pathname === '/api/account/language'
        ? { body: { language: 'hi' } }
        : { body: { loggedIn: true, user: customer } },
    );
    renderHeader();
    await screen.findByRole('button', { name: /My Account/ });

    await userEvent.click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));

    await waitFor(() => {
      const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
      const put = calls.find(([url]) => url === '/api/account/language');
      expect(put?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'hi' }) });
    });
    expect(await screen.findByRole('button', { name: /मेरा खाता/ })).toBeInTheDocument();
  });

  it("applies the account's language after sign-in on a device that never chose one", async () => {
    stubFetch(() => ({ body: { loggedIn: true, user: { ...customer, language: 'hi' } } }));
    const i18n = createI18n('en', en);
    renderAt(
      <I18nextProvider i18n={i18n}>
        <AccountLanguage />
        <Header />
      </I18nextProvider>,
    );
    expect(await screen.findByRole('button', { name: 'मेन्यू खोलें' })).toBeInTheDocument();
    expect(i18n.language).toBe('hi');
    expect(document.cookie).toContain('lang=hi');
  });
});

/** What the root layout does on every page. */
function AccountLanguage() {
  useAccountLanguage();
  return null;
}
