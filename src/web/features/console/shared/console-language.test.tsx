import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from '../../../lib/i18n';
import { loadConsoleCatalogue } from '../../../lib/load-catalogue';
import { en } from '../../../locales/en';
import { hiConsole } from '../../../locales/hi-console';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { ConsoleLayout } from './console-layout';

const clerk = { id: 7, name: 'Reena Verma', email: 'reena@selfdrive.test' };
const me = { ...clerk, staffRole: 'staff', branchId: 1, branchName: 'Bhilai' };

/** The console as the router shows it: its words loaded with its routes. */
async function renderConsole(staffLanguage: 'en' | 'hi' | null) {
  const fetchMock = stubFetch((url) => {
    if (url.pathname === '/api/staff/session') {
      return { body: { staff: { ...clerk, language: staffLanguage } } };
    }
    if (url.pathname === '/api/console/me') return { body: me };
    if (url.pathname === '/api/console/language') return { body: { language: 'hi' } };
    return { status: 404, body: { message: 'Not found.' } };
  });
  const i18n = createI18n('en', en);
  i18n.addResourceBundle('en', 'translation', await loadConsoleCatalogue('en'), true, false);
  renderAt(
    <I18nextProvider i18n={i18n}>
      <ConsoleLayout />
    </I18nextProvider>,
  );
  return { fetchMock, i18n };
}

afterEach(() => {
  document.cookie = 'lang=; max-age=0; path=/';
  document.documentElement.lang = 'en-IN';
});

describe("the console's language switch", () => {
  it("turns the console into Hindi and saves the clerk's choice on the staff account", async () => {
    const { fetchMock } = await renderConsole(null);
    await screen.findByRole('button', { name: 'Logout' });

    await userEvent.click(screen.getByRole('button', { name: 'Switch to हिन्दी' }));

    expect(
      await screen.findByRole('button', { name: hiConsole.console.shared.layout.logout }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi-IN');
    expect(document.cookie).toContain('lang=hi');
    await waitFor(() => {
      const calls = fetchMock.mock.calls as unknown as [string, RequestInit][];
      const put = calls.find(([url]) => url === '/api/console/language');
      expect(put?.[1]).toMatchObject({ method: 'PUT', body: JSON.stringify({ language: 'hi' }) });
    });
  });

  it("opens in the clerk's saved language on a device that never chose one", async () => {
    const { i18n } = await renderConsole('hi');
    expect(
      await screen.findByRole('button', { name: hiConsole.console.shared.layout.logout }),
    ).toBeInTheDocument();
    expect(i18n.language).toBe('hi');
  });
});
