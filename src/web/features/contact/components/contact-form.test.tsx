import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt, stubFetch, type FakeReply } from '../../../test/test-utils';
import { ContactForm } from './contact-form';

function setup(reply: FakeReply) {
  const fetchMock = stubFetch(() => reply);
  renderAt(<ContactForm />);
  return fetchMock;
}

async function fill(email: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Your name'), 'Asha Verma');
  await user.type(screen.getByLabelText('E-mail address'), email);
  await user.type(screen.getByLabelText('Phone number'), '9876543210');
  await user.click(screen.getByRole('button', { name: 'Send message' }));
}

describe('ContactForm', () => {
  it('blocks a bad e-mail by field without calling the server', async () => {
    const fetchMock = setup({ body: { message: 'ok' } });
    await fill('asha@');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeVisible();
    expect(screen.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends name, e-mail and the phone in E.164 (India by default) and shows the reply', async () => {
    const fetchMock = setup({ body: { message: 'Thank you for contacting us.' } });
    await fill('asha@example.in');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for contacting us.');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.in',
      phone: '+919876543210',
    });
  });

  it('asks for the name first when the form is sent empty, without calling the server', async () => {
    const fetchMock = setup({ body: { message: 'ok' } });
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Please enter your name.')).toBeVisible();
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the message written too, and empties the form once it is sent', async () => {
    const fetchMock = setup({ body: { message: 'Thank you for contacting us.' } });
    await userEvent.type(
      screen.getByRole('textbox', { name: /Message/ }),
      'Do you deliver to Supela on Sundays?',
    );
    await fill('asha@example.in');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for contacting us.');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toMatchObject({
      message: 'Do you deliver to Supela on Sundays?',
    });
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('E-mail address')).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('');
  });

  it('shows the server message in a red alert when sending fails', async () => {
    setup({ status: 429, body: { statusCode: 429, error: 'x', message: 'Rate limit exceeded' } });
    await fill('asha@example.in');
    expect(await screen.findByRole('alert')).toHaveTextContent('Rate limit exceeded');
  });

  it('sends the branch the visitor picks, so its staff get the message', async () => {
    const fetchMock = stubFetch(() => ({ body: { message: 'Thank you for contacting us.' } }));
    renderAt(
      <ContactForm
        branches={[
          { id: 1, name: 'Bhilai' },
          { id: 3, name: 'Raipur' },
        ]}
      />,
    );
    const user = userEvent.setup();
    const branch = screen.getByLabelText(/Which branch is it about\?/);
    expect(branch).toHaveValue('');
    await user.selectOptions(branch, 'Raipur');
    await fill('asha@example.in');
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you for contacting us.');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).toMatchObject({ branchId: 3 });
  });

  it('leaves the branch out when none is picked (the server finds one named in the text)', async () => {
    const fetchMock = stubFetch(() => ({ body: { message: 'ok' } }));
    renderAt(<ContactForm branches={[{ id: 1, name: 'Bhilai' }]} />);
    await fill('asha@example.in');
    await screen.findByRole('status');
    const init = (fetchMock.mock.calls[0] as unknown[])[1] as RequestInit | undefined;
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('branchId');
  });
});
