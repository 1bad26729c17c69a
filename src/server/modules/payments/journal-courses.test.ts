import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitGst } from '../../../shared/gst.js';
import { CART_COOKIE, serializeCart } from '../../../shared/learning-cart.js';
import type { CheckoutResult } from '../../../shared/learning-orders.js';
import type { GstDocumentSummary } from '../../../shared/gst-documents.js';
import { courses, outboxMessages } from '../../db/schema.js';
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

    // The receipt mail carries the order's tax invoice, the refund mail its credit note: the
    // same documents the buyer lists and downloads from their account.
    const { documents } = (
      await t.app.inject({ method: 'GET', url: '/api/account/tax-documents', headers: { cookie } })
    ).json<{ documents: GstDocumentSummary[] }>();
    const numberOf = (docType: string) =>
      documents.find((d) => d.courseOrderId === order.orderId && d.docType === docType)?.number;
    await t.events.idle();
    const mails = await t.db
      .select({ subject: outboxMessages.subject, attachments: outboxMessages.attachments })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'));
    const attachmentsOf = (subject: string) =>
      mails
        .find((m) => m.subject?.startsWith(subject))
        ?.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          pdf: Buffer.from(a.contentBase64, 'base64').subarray(0, 5).toString('latin1'),
        }));
    const pdfNamed = (docType: string) => ({
      filename: `${numberOf(docType)?.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
      pdf: '%PDF-',
    });
    expect(numberOf('tax_invoice')).toBeTruthy();
    expect(numberOf('credit_note')).toBeTruthy();
    expect(attachmentsOf(`Course order #${order.orderId}: payment received`)).toEqual([
      pdfNamed('tax_invoice'),
    ]);
    expect(attachmentsOf(`Course order #${order.orderId}: refund of`)).toEqual([
      pdfNamed('credit_note'),
    ]);
  });
});
