import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { ChangePassword } from './change-password';

const field = (name: string) => screen.getByLabelText(name, { selector: 'input' });

describe('ChangePassword', () => {
  it('ticks the three rules as the new password is typed', async () => {
    stubFetch(() => ({ body: {} }));
    renderAt(<ChangePassword />);
    const rules = screen.getByRole('list', { name: 'Password rules' });
    expect(rules).toHaveTextContent('At least 6 characters(not met)');
    await userEvent.type(field('New Password'), 'Abc');
    expect(rules).toHaveTextContent('One uppercase letter(met)');
    expect(rules).toHaveTextContent('One number(not met)');
    await userEvent.type(field('New Password'), '123');
    expect(rules).toHaveTextContent('At least 6 characters(met)');
    expect(rules).toHaveTextContent('One number(met)');
  });

  it('shows a refused current password, and clears the fields on success', async () => {
    let ok = false;
    stubFetch(() =>
      ok
        ? { body: { message: 'Your password has been changed successfully.' } }
        : { status: 400, body: { message: 'Your current password is not correct.' } },
    );
    renderAt(<ChangePassword />);
    await userEvent.type(field('Current Password'), 'Wrong123');
    await userEvent.type(field('New Password'), 'Fresh123');
    await userEvent.type(field('Confirm Password'), 'Fresh123');
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    ok = true;
    await userEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(
      await screen.findByText('Your password has been changed successfully.'),
    ).toBeInTheDocument();
    expect(field('Current Password')).toHaveValue('');
    expect(field('New Password')).toHaveValue('');
  });
});
