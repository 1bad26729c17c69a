import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitGst } from '../../../shared/gst.js';
import { CART_COOKIE, serializeCart } from '../../../shared/learning-cart.js';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import { courses } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import { learningApp, PAID_COURSE, studentCookie } from '../learning/learning-test-helpers.js';
import { setGstRate } from './gst-settings.service.js';
import { entriesOfCourseOrder, net, unbalancedEntries } from './journal-test-helpers.js';

let t: TestApp;

beforeAll(async () => {
  t = await learningApp({ RATE_LIMITS: 'false', GST_ENABLED: 'true' });
  for (const category of ['exam', 'skill', 'qb']) {
    await setGstRate(t.db, {
      subject: 'course_category',
      subjectKey: category,
      sac: '999293',
      rateBp: 1800,
    });
  }
});
afterAll(() => t.close());

describe('journal of course orders', () => {
  it('posts a paid course order as course revenue with GST, and its refund as the reverse', async () => {
    const rows = await t.db.select({ id: courses.id, slug: courses.slug }).from(courses);
    const courseId = rows.find((r) => r.slug === PAID_COURSE)!.id;
    const { cookie } = await studentCookie(t);
    const cart = `${CART_COOKIE}=${serializeCart([{ targetID: courseId, targetType: 'MainCourse' }])}`;
    const order = (
      await t.app.inject({
        method: 'POST',
        url: '/api/learning/orders',
        headers: { cookie: `${cookie}; ${cart}` },
        payload: {},
      })
    ).json<CheckoutResult>();
    expect(order.currency).toBe('INR');
    expect(await entriesOfCourseOrder(t.db, order.orderId)).toEqual([]);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/learning/payments/test/${order.redirectUrl!.split('/').pop()}/complete`,
      headers: { cookie },
      payload: { outcome: 'success' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const tax = splitGst({
      amountPaise: order.total,
      rateBp: 1800,
      inclusive: true,
      interState: false,
    });
    const [entry] = await entriesOfCourseOrder(t.db, order.orderId);
    expect(entry).toEqual({
      event: 'course_order_paid',
      paymentId: null,
      lines: {
        gateway_clearing: order.total,
        course_revenue: -tax.taxablePaise,
        gst_output_cgst: -tax.cgstPaise,
        gst_output_sgst: -tax.sgstPaise,
      },
    });

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/learning/orders/${order.orderId}/refund`,
      headers: { cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const entries = await entriesOfCourseOrder(t.db, order.orderId);
    expect(entries.map((e) => e.event)).toEqual(['course_order_paid', 'course_order_refunded']);
    expect(net(entries)).toEqual({});
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });
});
