import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MANAGER_ONLY_MESSAGE } from '../../../../shared/console';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { ConsoleTeamPage } from './console-team-page';

const ME = {
  id: 4,
  name: 'Kiran',
  email: 'kiran@selfdrive.test',
  staffRole: 'staff',
  branchId: 1,
  branchName: 'Bhilai',
};

describe('the team page', () => {
  it('tells counter staff it is not open to their role, with nothing to try again', async () => {
    stubFetch((u) =>
      u.pathname === '/api/console/me'
        ? { body: ME }
        : u.pathname === '/api/console/staff'
          ? { status: 403, body: { message: MANAGER_ONLY_MESSAGE } }
          : { status: 404, body: { message: 'Not found' } },
    );
    renderAt(<ConsoleTeamPage />, '/staff/team');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This page is not open to your role');
    expect(alert).toHaveTextContent(MANAGER_ONLY_MESSAGE);
    expect(alert).not.toHaveTextContent('We could not load this');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('still offers to try again when the list could not be loaded', async () => {
    stubFetch((u) =>
      u.pathname === '/api/console/me'
        ? { body: ME }
        : u.pathname === '/api/console/staff'
          ? { status: 503, body: { message: 'The service is busy. Please try again.' } }
          : { status: 404, body: { message: 'Not found' } },
    );
    renderAt(<ConsoleTeamPage />, '/staff/team');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load this');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
