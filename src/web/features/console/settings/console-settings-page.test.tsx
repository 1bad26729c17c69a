import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ConsoleSettings } from '../../../../shared/console-settings';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { ConsoleSettingsPage } from './console-settings-page';

const ADMIN = {
  id: 1,
  name: 'Asha',
  email: 'admin@selfdrive.test',
  staffRole: 'admin',
  branchId: null,
  branchName: null,
};

/** The server's side: the settings as stored, changed by each save (phones kept in E.164). */
function stubServer() {
  const settings: ConsoleSettings = {
    branches: [
      {
        id: 3,
        name: 'Raipur',
        address: 'GE Road',
        phone: '+917712000000',
        mapUrl: '',
        openingHours: '9 to 8',
      },
    ],
    categories: [],
    accessories: [],
    amenities: [],
    pickupDropOptions: [
      { id: 8, branchId: 3, name: 'Doorstep delivery', ratePaise: 50_000, isActive: true },
    ],
    cancellationRules: [{ minHoursBeforeStart: 0, maxHoursBeforeStart: null, deductionPercent: 0 }],
  };
  const fetchMock = stubFetch((u) => {
    const init = fetchMock.mock.calls.at(-1)?.[1];
    const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : {};
    switch (u.pathname) {
      case '/api/console/me':
        return { body: ADMIN };
      case '/api/console/settings':
        return { body: settings };
      case '/api/console/branch-rules':
        return { body: { branches: [] } };
      case '/api/console/branches/3': {
        const phone = String(body.phone).replace(/\D/g, '').replace(/^0/, '+91');
        Object.assign(settings.branches[0]!, body, { phone });
        return { body: settings.branches[0] };
      }
      case '/api/console/pickup-drop-options/8':
        Object.assign(settings.pickupDropOptions[0]!, body);
        return { body: settings.pickupDropOptions[0] };
      default:
        return { status: 404, body: { message: 'Not found' } };
    }
  });
  return fetchMock;
}

const writes = (fetchMock: ReturnType<typeof stubFetch>) =>
  sentRequests(fetchMock)
    .filter((r) => r.init.method === 'PUT')
    .map((r) => ({ path: r.path, body: JSON.parse(String(r.init.body)) as unknown }));

describe('the settings page for an admin', () => {
  it('refuses a bad phone, then saves a branch’s phone and hours and shows them as stored', async () => {
    const fetchMock = stubServer();
    renderAt(<ConsoleSettingsPage />, '/staff/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    const phone = screen.getByLabelText('Raipur phone');
    await userEvent.clear(phone);
    await userEvent.type(phone, '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Save Raipur' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(writes(fetchMock)).toEqual([]);

    await userEvent.clear(phone);
    await userEvent.type(phone, '0771 404 5566');
    const hours = screen.getByLabelText('Raipur opening hours');
    await userEvent.clear(hours);
    await userEvent.type(hours, 'Every day 7:00 AM – 10:00 PM');
    await userEvent.click(screen.getByRole('button', { name: 'Save Raipur' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Saved the details of Raipur.');
    expect(writes(fetchMock)).toEqual([
      {
        path: '/api/console/branches/3',
        body: {
          address: 'GE Road',
          phone: '0771 404 5566',
          mapUrl: '',
          openingHours: 'Every day 7:00 AM – 10:00 PM',
        },
      },
    ]);
    // The form shows the number as the server stored it.
    expect(await screen.findByDisplayValue('+917714045566')).toBe(
      screen.getByLabelText('Raipur phone'),
    );
  });

  it('saves a new charge for a branch’s pickup/drop option and shows it on the option', async () => {
    const fetchMock = stubServer();
    renderAt(<ConsoleSettingsPage />, '/staff/settings');
    const raipur = await screen.findByRole('region', { name: 'Raipur' });
    const charge = within(raipur).getByLabelText('Charge (₹) for Doorstep delivery');
    await userEvent.clear(charge);
    await userEvent.type(charge, '777');
    await userEvent.click(
      within(raipur).getByRole('button', { name: 'Save Doorstep delivery (₹500)' }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Saved Doorstep delivery.');
    expect(writes(fetchMock)).toEqual([
      {
        path: '/api/console/pickup-drop-options/8',
        body: { name: 'Doorstep delivery', ratePaise: 77_700, isActive: true },
      },
    ]);
    expect(
      await within(raipur).findByRole('button', { name: 'Save Doorstep delivery (₹777)' }),
    ).toBeVisible();
  });
});
