import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { NotificationSettings as Settings } from '../../../../shared/notification-channels';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { NotificationSettings } from './notification-settings';

const PATH = '/api/account/notification-channels';

/** The server's side: what a customer who never chose gets, and what a save stores. */
function stubServer() {
  const stored: { settings: Settings } = {
    settings: { email: true, sms: true, whatsapp: false, whatsappAvailable: true },
  };
  const fetchMock = stubFetch((u) => {
    if (u.pathname !== PATH) return { status: 404, body: { message: 'nope' } };
    // The handler sees the URL only: the request being answered is the last one sent.
    const init = fetchMock.mock.calls.at(-1)?.[1];
    if (init?.method === 'PUT') {
      stored.settings = { ...stored.settings, ...(JSON.parse(String(init.body)) as object) };
    }
    return { body: stored.settings };
  });
  return fetchMock;
}

describe('booking messages and reminders (/user/page/NotificationSetting)', () => {
  it('starts with e-mail and SMS, turns WhatsApp on and keeps it on the next visit', async () => {
    const fetchMock = stubServer();
    const first = renderAt(<NotificationSettings />, '/user/page/NotificationSetting');
    expect(
      await screen.findByRole('heading', { name: 'Booking messages and reminders' }),
    ).toBeVisible();
    expect(await screen.findByLabelText('E-mail')).toBeChecked();
    expect(screen.getByLabelText('SMS')).toBeChecked();
    expect(screen.getByLabelText('WhatsApp')).not.toBeChecked();
    // What e-mail off does not stop (the server tests prove each case).
    expect(
      screen.getByText(/^Whatever you choose here, these always come by e-mail: a cancellation,/),
    ).toBeVisible();

    await userEvent.click(screen.getByLabelText('WhatsApp'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Your notification settings have been saved.',
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ email: true, sms: true, whatsapp: true });
    first.unmount();

    // The next visit reads the choice back from the server.
    renderAt(<NotificationSettings />, '/user/page/NotificationSetting');
    expect(await screen.findByLabelText('WhatsApp')).toBeChecked();
    expect(screen.getByLabelText('E-mail')).toBeChecked();
  });
});
