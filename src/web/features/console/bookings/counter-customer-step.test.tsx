import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from '../../../test/test-utils';
import { CounterCustomerStep } from './counter-customer-step';

/** The counter booking's words, as console-counter-booking-page.tsx passes them. */
const WORDS = {
  heading: '1. Customer',
  contact: 'Customer’s e-mail or mobile',
  find: 'Find the customer',
  looking: 'Looking for the customer…',
  notFound: 'No customer has that e-mail or mobile.',
  choose: (name: string) => `Book for ${name}`,
};

const found = (over: object) => ({
  id: 12,
  name: 'Asha Verma',
  email: 'asha@example.com',
  mobile: '+919812345670',
  idVerified: true,
  blocked: false,
  refusedReason: null,
  ...over,
});

async function find(customer: object) {
  stubFetch((u) =>
    u.pathname === '/api/console/counter/customer' &&
    u.searchParams.get('contact') === 'asha@example.com'
      ? { body: { customer } }
      : { status: 404, body: { message: 'Not found' } },
  );
  const onChosen = vi.fn();
  renderAt(<CounterCustomerStep words={WORDS} onChosen={onChosen} />);
  await userEvent.type(screen.getByLabelText('Customer’s e-mail or mobile'), 'asha@example.com');
  await userEvent.click(screen.getByRole('button', { name: 'Find the customer' }));
  return onChosen;
}

describe('CounterCustomerStep', () => {
  it('says a refused customer is refused, and why, and offers no booking', async () => {
    const onChosen = await find(found({ blocked: true, refusedReason: 'Unpaid damage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This customer is on the refused list (Unpaid damage): no booking can be made for them.',
    );
    const book = screen.getByRole('button', { name: 'Book for Asha Verma' });
    expect(book).toBeDisabled();
    await userEvent.click(book);
    expect(onChosen).not.toHaveBeenCalled();
  });

  it('hands on a customer the business serves', async () => {
    const onChosen = await find(found({}));
    await userEvent.click(await screen.findByRole('button', { name: 'Book for Asha Verma' }));
    expect(onChosen).toHaveBeenCalledWith(expect.objectContaining({ id: 12 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
