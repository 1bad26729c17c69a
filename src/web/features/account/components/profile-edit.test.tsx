import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { ProfileEdit } from './profile-edit';
import { makeProfile } from '../../../test/session-fakes';

const profile = makeProfile({ mobile: '+919876543210', referralCode: 'ABC123' });

describe('ProfileEdit', () => {
  it('checks the e-mail as it is edited; a duplicate shows the message and blocks saving', async () => {
    const fetchMock = stubFetch((url) => {
      if (url.pathname === '/api/auth/check-availability') {
        return {
          body: {
            available: false,
            message: 'This e-mail is already registered with another account.',
          },
        };
      }
      return { body: profile };
    });
    renderAt(<ProfileEdit />);
    const email = await screen.findByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'taken@example.test');
    expect(
      await screen.findByText('This e-mail is already registered with another account.'),
    ).toBeInTheDocument();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(sentRequests(fetchMock).some(({ init }) => init.method === 'PUT')).toBe(false);
  });

  it('saves and shows the success message', async () => {
    let saved = false;
    const fetchMock = stubFetch((url) => {
      if (url.pathname !== '/api/account/profile') return { body: { loggedIn: false, user: null } };
      // Before saving the GET answers the profile; the PUT answers it with its message.
      return saved
        ? { body: { message: 'Your profile has been updated successfully.', profile } }
        : { body: profile };
    });
    renderAt(<ProfileEdit />);
    await userEvent.click(await screen.findByLabelText('Female'));
    saved = true;
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Your profile has been updated successfully.'),
    ).toBeInTheDocument();
    const put = sentRequests(fetchMock).find(({ init }) => init.method === 'PUT');
    expect(JSON.parse(String(put!.init.body))).toMatchObject({ gender: 'Female', name: 'Asha' });
  });
});
