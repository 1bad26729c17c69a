import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../../shared/console.js';
import type { GstDocumentSummary } from '../../../shared/gst-documents.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { paidCourseOrder, seedSchool, studentCookie } from '../learning/learning-test-helpers.js';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  // The demo's GST rates (18 % on courses) come with the seed.
  await seedSchool(t);
  admin = (await staffCookie(t.app, t.db, null)).cookie;
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ url, ...(cookie ? { headers: { cookie } } : {}) });
const documentsOf = async (orderId: number, cookie = admin) => {
  const res = await get(`/api/console/course-orders/${orderId}/tax-documents`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ documents: GstDocumentSummary[] }>().documents;
};
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString();

describe("a course order's GST documents in the console", () => {
  it('lets an admin download the tax invoice, then the credit note of the refund', async () => {
    const { cookie } = await studentCookie(t);
    const order = await paidCourseOrder(t, cookie);
    const [invoice, ...others] = await documentsOf(order.orderId);
    expect(others).toEqual([]);
    expect(invoice).toMatchObject({
      docType: 'tax_invoice',
      courseOrderId: order.orderId,
      totalPaise: order.total,
      pdfUrl: `/api/console/course-orders/${order.orderId}/tax-documents/${invoice!.id}/pdf`,
    });
    const invoicePdf = await get(invoice!.pdfUrl, admin);
    expect(invoicePdf.statusCode, invoicePdf.body).toBe(200);
    expect(invoicePdf.headers['content-type']).toBe('application/pdf');
    expect(invoicePdf.headers['content-disposition']).toBe(
      `attachment; filename="${invoice!.number.replaceAll('/', '-')}.pdf"`,
    );
    expect(pdfText(invoicePdf.rawPayload)).toContain(invoice!.number);

    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/learning/orders/${order.orderId}/refund`,
      headers: { cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const [credit, sameInvoice] = await documentsOf(order.orderId);
    expect(sameInvoice).toEqual(invoice);
    expect(credit).toMatchObject({ docType: 'credit_note', totalPaise: order.total });
    const creditPdf = await get(credit!.pdfUrl, admin);
    expect(creditPdf.statusCode, creditPdf.body).toBe(200);
    expect(creditPdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(creditPdf.rawPayload);
    expect(text).toContain(credit!.number);
    // A credit note names the invoice it reduces.
    expect(text).toContain(invoice!.number);
  });

  it('answers 404 for a document of another order and for an order that does not exist', async () => {
    const first = await paidCourseOrder(t, (await studentCookie(t)).cookie);
    const second = await paidCourseOrder(t, (await studentCookie(t)).cookie);
    const [firstInvoice] = await documentsOf(first.orderId);
    const crossed = await get(
      `/api/console/course-orders/${second.orderId}/tax-documents/${firstInvoice!.id}/pdf`,
      admin,
    );
    expect(crossed.statusCode).toBe(404);
    const missing = await get('/api/console/course-orders/999999/tax-documents', admin);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a visitor (401), a customer, even the buyer (403), and branch staff (403)', async () => {
    const { cookie } = await studentCookie(t);
    const order = await paidCourseOrder(t, cookie);
    const [invoice] = await documentsOf(order.orderId);
    const manager = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
    const counter = (await staffCookie(t.app, t.db, 'Raipur', { staffRole: 'staff' })).cookie;
    for (const url of [
      `/api/console/course-orders/${order.orderId}/tax-documents`,
      invoice!.pdfUrl,
    ]) {
      expect((await get(url)).statusCode, url).toBe(401);
      const buyer = await get(url, cookie);
      expect(buyer.statusCode, url).toBe(403);
      expect(buyer.headers['content-type']).not.toBe('application/pdf');
      for (const staff of [manager, counter]) {
        const res = await get(url, staff);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe(ADMIN_ONLY_MESSAGE);
      }
    }
  });
});
