import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { GatewayRefundError, GatewaySignatureError } from './payment-gateway.js';
import {
  RAZORPAY_ORDERS_URL,
  createRazorpayGateway,
  hmacHex,
  razorpayRefundUrl,
} from './razorpay-gateway.js';
import { createTestGateway } from './test-gateway.js';

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

  it('refunds a payment with basic auth, the amount in paise and our reference', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, init });
      return new Response(
        JSON.stringify({ id: 'rfnd_XYZ', entity: 'refund', amount: 120_000, status: 'processed' }),
        { status: 200 },
      );
    }) as typeof fetch;
    const refund = await createRazorpayGateway(settings, fakeFetch).refund({
      gatewayPaymentId: 'pay_ABC',
      amountPaise: 120_000,
      reference: 'refund_9',
    });
    expect(refund).toEqual({ refundId: 'rfnd_XYZ', status: 'processed' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://api.razorpay.com/v1/payments/pay_ABC/refund');
    expect(calls[0]!.url).toBe(razorpayRefundUrl('pay_ABC'));
    expect(calls[0]!.init.method).toBe('POST');
    expect((calls[0]!.init.headers as Record<string, string>).Authorization).toBe(
      `Basic ${Buffer.from('rzp_test_key:key-secret-for-tests').toString('base64')}`,
    );
    expect(JSON.parse(calls[0]!.init.body as string)).toEqual({
      amount: 120_000,
      speed: 'normal',
      receipt: 'refund_9',
      notes: { reference: 'refund_9' },
    });
  });

  it('reports a refund still on its way as pending, and throws when Razorpay refuses', async () => {
    const answer = (status: number, body: object) =>
      createRazorpayGateway(
        settings,
        (async () => new Response(JSON.stringify(body), { status })) as typeof fetch,
      ).refund({
        gatewayPaymentId: 'pay_1',
        amountPaise: 100,
        reference: 'refund_1',
      });
    await expect(answer(200, { id: 'rfnd_1', status: 'pending' })).resolves.toEqual({
      refundId: 'rfnd_1',
      status: 'pending',
    });
    await expect(
      answer(400, { error: { description: 'The refund amount is greater than the payment.' } }),
    ).rejects.toThrow(/HTTP 400: The refund amount is greater/);
    await expect(answer(200, { id: 'rfnd_2', status: 'failed' })).rejects.toThrow(
      GatewayRefundError,
    );
  });

  it('reads refund.processed and refund.failed webhooks only with a valid signature', () => {
    const gateway = createRazorpayGateway(settings);
    const body = (event: string) =>
      JSON.stringify({
        event,
        payload: {
          refund: { entity: { id: 'rfnd_7', payment_id: 'pay_7', receipt: 'refund_3' } },
          payment: { entity: { id: 'pay_7', order_id: 'order_7' } },
        },
      });
    const sign = (raw: string) => ({
      'x-razorpay-signature': hmacHex(settings.webhookSecret, raw),
    });
    const processed = body('refund.processed');
    expect(gateway.parseWebhook(processed, sign(processed))).toEqual({
      type: 'refund',
      refundId: 'rfnd_7',
      status: 'processed',
      reference: 'refund_3',
    });
    const failed = body('refund.failed');
    expect(gateway.parseWebhook(failed, sign(failed))).toMatchObject({ status: 'failed' });
    const created = body('refund.created');
    expect(gateway.parseWebhook(created, sign(created))).toBeNull();
    expect(() => gateway.parseWebhook(processed, { 'x-razorpay-signature': 'bad' })).toThrow(
      GatewaySignatureError,
    );
  });

  it('the test gateway refunds at once with a refund id of its own', async () => {
    const refund = await createTestGateway().refund({
      gatewayPaymentId: 'testpay_1',
      amountPaise: 500,
      reference: 'refund_1',
    });
    expect(refund.status).toBe('processed');
    expect(refund.refundId).toMatch(/^testrfnd_/);
  });
});
