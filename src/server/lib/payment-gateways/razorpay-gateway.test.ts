import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { GatewaySignatureError } from './payment-gateway.js';
import { RAZORPAY_ORDERS_URL, createRazorpayGateway, hmacHex } from './razorpay-gateway.js';

const settings = {
  keyId: 'rzp_test_key',
  keySecret: 'key-secret-for-tests',
  webhookSecret: 'webhook-secret-for-tests',
  businessName: 'SelfDrive Chhattisgarh',
};

describe('Razorpay gateway', () => {
  it('creates the order server-side with basic auth and the amount in paise', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(JSON.stringify({ id: 'order_ABC123', amount: 450_000 }), {
        status: 200,
      });
    }) as typeof fetch;
    const gateway = createRazorpayGateway(settings, fakeFetch);
    const order = await gateway.createOrder({ id: 42 }, 450_000);

    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(RAZORPAY_ORDERS_URL);
    expect(calls[0]!.init.method).toBe('POST');
    const headers = calls[0]!.init.headers as Record<string, string>;
    expect(headers.Authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:key-secret-for-tests').toString('base64')}`,
    );
    expect(JSON.parse(calls[0]!.init.body as string)).toMatchObject({
      amount: 450_000,
      currency: 'INR',
      receipt: 'booking_42',
    });
    expect(order).toMatchObject({
      orderId: 'order_ABC123',
      checkout: { key: 'rzp_test_key', order_id: 'order_ABC123', amount: 450_000 },
    });
  });

  it('fails loudly when Razorpay refuses the order', async () => {
    const fakeFetch = (async () => new Response('{}', { status: 401 })) as typeof fetch;
    await expect(
      createRazorpayGateway(settings, fakeFetch).createOrder({ id: 1 }, 100),
    ).rejects.toThrow(/HTTP 401/);
  });

  it('accepts a checkout return signed with the key secret and refuses a forged one', () => {
    const gateway = createRazorpayGateway(settings);
    const signature = hmacHex(settings.keySecret, 'order_1|pay_1');
    expect(
      gateway.verifyReturn({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: signature,
      }),
    ).toEqual({ status: 'paid', orderId: 'order_1', paymentId: 'pay_1' });
    expect(() =>
      gateway.verifyReturn({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_2',
        razorpay_signature: signature,
      }),
    ).toThrow(GatewaySignatureError);
    expect(() =>
      gateway.verifyReturn({
        razorpay_order_id: 'order_1',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: hmacHex('wrong-secret', 'order_1|pay_1'),
      }),
    ).toThrow(GatewaySignatureError);
  });

  it('cannot be configured without its three secrets; the test gateway is the default', () => {
    expect(() => loadConfig({ PAYMENT_GATEWAY: 'razorpay', RAZORPAY_KEY_ID: 'k' })).toThrow(
      ConfigError,
    );
    expect(loadConfig({}).payment.gateway).toBe('test');
  });
});
