import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PayResponse } from '../../../../shared/payments';
import { renderRoutes, sentBody, stubFetch } from '../../../test/test-utils';
import {
  RAZORPAY_CHECKOUT_SRC,
  RAZORPAY_LOAD_ERROR,
  type RazorpayOptions,
  type RazorpaySuccess,
} from '../lib/razorpay-checkout';
import { MakePaymentPage } from './make-payment-page';
import { makeSessionUser } from '../../../test/session-fakes';
import { makeManualPaymentInfo } from '../../../test/payment-fakes';

const user = makeSessionUser({
  name: 'Asha Verma',
  email: 'asha@x.test',
  mobile: '+919876500001',
});
const info = makeManualPaymentInfo();
const order: PayResponse = {
  gateway: 'razorpay',
  orderId: 'order_R1',
  amountPaise: 660_000,
  checkout: {
    key: 'rzp_test_key',
    order_id: 'order_R1',
    amount: 660_000,
    currency: 'INR',
    name: 'SelfDrive',
  },
};
const signed: RazorpaySuccess = {
  razorpay_order_id: 'order_R1',
  razorpay_payment_id: 'pay_P1',
  razorpay_signature: 'sig',
};

/** A stand-in for checkout.js: records the options and plays the scripted outcome on open(). */
function stubRazorpay(outcome: (o: RazorpayOptions, fail: (r: unknown) => void) => void) {
  const opened: RazorpayOptions[] = [];
  class FakeRazorpay {
    private failed: (r: unknown) => void = () => {};
    constructor(private readonly options: RazorpayOptions) {}
    on(_event: string, cb: (r: unknown) => void) {
      this.failed = cb;
    }
    close = vi.fn();
    open() {
      opened.push(this.options);
      outcome(this.options, this.failed);
    }
  }
  vi.stubGlobal('Razorpay', FakeRazorpay);
  return opened;
}

function Dashboard() {
  const location = useLocation();
  return <p>Dashboard {location.search}</p>;
}

function setup(verifyStatus = 200) {
  const fetchMock = stubFetch((u) => {
    if (u.pathname === '/api/auth/session') return { body: { loggedIn: true, user } };
    if (u.pathname === '/api/bookings/42/manual-payment') return { body: info };
    if (u.pathname === '/api/bookings/42/pay') return { body: order };
    if (u.pathname === '/api/payments/razorpay/verify') {
      return verifyStatus === 200
        ? {
            body: {
              status: 'success',
              redirectUrl: '/user/dashboard?order_id=order_R1&status=1',
            },
          }
        : { status: verifyStatus, body: { message: 'The payment signature is not valid.' } };
    }
    return { status: 404, body: { message: 'nope' } };
  });
  renderRoutes(
    [
      { path: '/make-payment', Component: MakePaymentPage },
      { path: '/user/dashboard', Component: Dashboard },
    ],
    ['/make-payment?booking=42'],
  );
  return fetchMock;
}

describe('make payment page with Razorpay', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('opens Checkout with the server order and the customer, verifies, lands on status=1', async () => {
    const opened = stubRazorpay((o) => o.handler(signed));
    const fetchMock = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect(await screen.findByText(/Dashboard/)).toHaveTextContent(
      'Dashboard ?order_id=order_R1&status=1',
    );
    expect(opened).toHaveLength(1);
    expect(opened[0]).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_R1',
      amount: 660_000,
      currency: 'INR',
      prefill: { name: 'Asha Verma', email: 'asha@x.test', contact: '+919876500001' },
    });
    expect(sentBody(fetchMock, '/api/payments/razorpay/verify')).toEqual(signed);
  });

  it('lands on status=2 when the customer closes Checkout', async () => {
    stubRazorpay((o) => o.modal?.ondismiss?.());
    const fetchMock = setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect(await screen.findByText(/Dashboard/)).toHaveTextContent(
      'Dashboard ?order_id=order_R1&status=2',
    );
    expect(sentBody(fetchMock, '/api/payments/razorpay/verify')).toBeUndefined();
  });

  it('lands on status=2 when the payment fails', async () => {
    stubRazorpay((_o, fail) => fail({ error: { description: 'Card declined' } }));
    setup();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect(await screen.findByText(/Dashboard/)).toHaveTextContent('status=2');
  });

  it('lands on status=2 when the server refuses the signature', async () => {
    stubRazorpay((o) => o.handler(signed));
    setup(400);
    await userEvent.click(await screen.findByRole('button', { name: 'Pay online' }));
    expect(await screen.findByText(/Dashboard/)).toHaveTextContent('status=2');
  });

  it('loads checkout.js only when the order is a Razorpay one, and says so if it fails', async () => {
    // Catch the script instead of letting the test DOM try to fetch it (no network here).
    const added: HTMLScriptElement[] = [];
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      added.push(...(nodes as HTMLScriptElement[]));
    });
    setup();
    const pay = await screen.findByRole('button', { name: 'Pay online' });
    expect(added).toHaveLength(0);
    await userEvent.click(pay);
    await waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]!.src).toBe(RAZORPAY_CHECKOUT_SRC);
    expect(screen.getByRole('button', { name: 'Opening the payment page…' })).toBeDisabled();
    added[0]!.dispatchEvent(new Event('error'));
    expect(await screen.findByRole('alert')).toHaveTextContent(RAZORPAY_LOAD_ERROR);

    // The next click tries again; this time the script arrives.
    await userEvent.click(screen.getByRole('button', { name: 'Pay online' }));
    await waitFor(() => expect(added).toHaveLength(2));
    stubRazorpay((o) => o.handler(signed));
    added[1]!.dispatchEvent(new Event('load'));
    expect(await screen.findByText(/Dashboard/)).toHaveTextContent('status=1');
  });
});
