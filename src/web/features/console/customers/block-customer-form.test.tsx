import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, sentRequests, stubFetch } from '../../../test/test-utils';
import { BlockCustomerForm } from './block-customer-form';

const BLOCK_URL = '/api/console/customers/12/block';

describe('BlockCustomerForm', () => {
  it('asks before refusing a customer, naming them and the reason, and blocks only on confirm', async () => {
    const fetchMock = stubFetch((u) =>
      u.pathname === BLOCK_URL ? { body: { blocked: true } } : { status: 404, body: {} },
    );
    renderAt(<BlockCustomerForm customerId={12} customerName="Asha Verma" blocked={false} />);
    await userEvent.type(screen.getByLabelText('Reason for blocking'), 'Unpaid damage');
    await userEvent.click(screen.getByRole('button', { name: 'Block the account' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Block Asha Verma?' });
    expect(dialog).toHaveTextContent('signed out everywhere');
    expect(dialog).toHaveTextContent('Reason: Unpaid damage');
    expect(within(dialog).getByRole('button', { name: 'Keep it' })).toHaveFocus();
    expect(sentRequests(fetchMock)).toEqual([]);
    // Kept: nothing sent.
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sentRequests(fetchMock)).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Block the account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block Asha Verma' }));
    expect(await screen.findByRole('button', { name: 'Block the account' })).toBeEnabled();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    const sent = sentRequests(fetchMock);
    expect(sent.map((r) => r.path)).toEqual([BLOCK_URL]);
    expect(JSON.parse(String(sent[0]!.init.body))).toEqual({
      blocked: true,
      reason: 'Unpaid damage',
    });
  });

  it('shows the server’s refusal in the dialog, under a heading that says so', async () => {
    stubFetch(() => ({
      status: 400,
      body: { message: 'Please give the reason for blocking (at least 3 characters).' },
    }));
    renderAt(<BlockCustomerForm customerId={12} customerName="Asha Verma" blocked={false} />);
    await userEvent.click(screen.getByRole('button', { name: 'Block the account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Block Asha Verma' }));
    const alert = await within(screen.getByRole('alertdialog')).findByRole('alert');
    expect(alert).toHaveTextContent('This was refused');
    expect(alert).toHaveTextContent('Please give the reason for blocking');
  });
});
