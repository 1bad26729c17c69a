/** Razorpay Checkout (https://razorpay.com/docs/payments/payment-gateway/web-integration/standard/). */
export const RAZORPAY_CHECKOUT_SRC = 'https://checkout.razorpay.com/v1/checkout.js';
export const RAZORPAY_LOAD_ERROR =
  'Could not open the Razorpay payment window. Please check your connection and try again.';

export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description?: string;
  prefill?: { name?: string; email?: string; contact?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  open(): void;
  close?(): void;
  on(event: 'payment.failed', callback: (response: unknown) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | undefined;

/** Adds checkout.js once, on demand (only the pay button of a Razorpay site calls this). */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_CHECKOUT_SRC;
    script.async = true;
    script.addEventListener('load', () => {
      if (window.Razorpay) resolve(window.Razorpay);
      else reject(new Error(RAZORPAY_LOAD_ERROR));
    });
    script.addEventListener('error', () => {
      script.remove();
      reject(new Error(RAZORPAY_LOAD_ERROR));
    });
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = undefined; // let the next click try again
    throw error;
  });
  return loading;
}

/**
 * Opens Checkout for a server-side order. Exactly one of `onPaid` (with the signed return to
 * verify) or `onNotPaid` (payment failed or the window was closed) is called.
 */
export async function openRazorpayCheckout(opts: {
  checkout: Record<string, string | number>;
  prefill: { name: string; email: string; contact?: string };
  onPaid: (response: RazorpaySuccess) => void;
  onNotPaid: () => void;
}) {
  const Razorpay = await loadRazorpay();
  const c = opts.checkout;
  let settled = false;
  const once =
    <A extends unknown[]>(fn: (...args: A) => void) =>
    (...args: A) => {
      if (settled) return;
      settled = true;
      fn(...args);
    };
  const rzp = new Razorpay({
    key: String(c.key),
    order_id: String(c.order_id),
    amount: Number(c.amount),
    currency: String(c.currency ?? 'INR'),
    name: String(c.name ?? ''),
    ...(c.description ? { description: String(c.description) } : {}),
    prefill: {
      name: opts.prefill.name,
      email: opts.prefill.email,
      ...(opts.prefill.contact ? { contact: opts.prefill.contact } : {}),
    },
    handler: once(opts.onPaid),
    modal: { ondismiss: once(opts.onNotPaid) },
  });
  rzp.on(
    'payment.failed',
    once(() => {
      rzp.close?.();
      opts.onNotPaid();
    }),
  );
  rzp.open();
}
