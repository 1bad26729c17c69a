import { execFileSync } from 'node:child_process';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { splitGst } from '../../../shared/gst.js';
import type { GstDocumentSummary } from '../../../shared/gst-documents.js';
import type { AccountsReport } from '../../../shared/accounts.js';
import { istMonth } from '../../../shared/console-reports.js';
import { inrPaiseOf } from '../../../shared/exchange-rate.js';
import { formatRupees } from '../../../shared/money.js';
import { gstDocuments, journalEntries, journalLines, outboxMessages } from '../../db/schema.js';
import type { TestApp } from '../../test/test-app.js';
import {
  learningApp,
  orderPaidCourse,
  payCourseOrder,
  staffCookie,
  studentCookie,
} from '../learning/learning-test-helpers.js';
import { setGstRate, syncExchangeRates } from './gst-settings.service.js';
import { istMonthBounds } from './ledger.service.js';
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
    const { cookie } = await studentCookie(t);
    const order = await orderPaidCourse(t, cookie, 'IN');
    expect(order.currency).toBe('INR');
    expect(await entriesOfCourseOrder(t.db, order.orderId)).toEqual([]);
    await payCourseOrder(t, cookie, order);
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

describe('course orders paid in US dollars or dirhams', () => {
  it('posts a USD order and its refund in rupees at the rate recorded when paid, whatever the rate later', async () => {
    // LEARNING_INR_PER_USD=84.5 at start.
    await syncExchangeRates(t.db, { inrPerUsd: 84.5, aedPerUsd: 3.6725 });
    const { cookie } = await studentCookie(t);
    const order = await orderPaidCourse(t, cookie, 'US');
    expect(order.currency).toBe('USD');
    await payCourseOrder(t, cookie, order);

    const inr = inrPaiseOf(order.total, '84.5');
    expect(inr).toBe(Math.round(order.total * 84.5));
    const tax = splitGst({ amountPaise: inr, rateBp: 1800, inclusive: true, interState: false });
    const [paidEntry] = await entriesOfCourseOrder(t.db, order.orderId);
    expect(paidEntry).toEqual({
      event: 'course_order_paid',
      paymentId: null,
      lines: {
        gateway_clearing: inr,
        course_revenue: -tax.taxablePaise,
        gst_output_cgst: -tax.cgstPaise,
        gst_output_sgst: -tax.sgstPaise,
      },
    });
    const entryRows = () =>
      t.db
        .select({
          event: journalEntries.event,
          currency: journalEntries.currency,
          foreignMinor: journalEntries.foreignMinor,
          inrPerUnit: journalEntries.inrPerUnit,
        })
        .from(journalEntries)
        .where(eq(journalEntries.courseOrderId, order.orderId))
        .orderBy(journalEntries.id);
    expect(await entryRows()).toEqual([
      {
        event: 'course_order_paid',
        currency: 'USD',
        foreignMinor: order.total,
        inrPerUnit: '84.500000',
      },
    ]);

    // The accounts report counts the order's rupees, as the journal has them.
    const admin = await staffCookie(t);
    const month = istMonth(new Date());
    const report = (
      await t.app.inject({
        url: `/api/console/accounts?month=${month}`,
        headers: { cookie: admin },
      })
    ).json<AccountsReport>();
    const { start, end } = istMonthBounds(month);
    const monthLines = await t.db
      .select({
        account: journalLines.account,
        debit: journalLines.debitPaise,
        credit: journalLines.creditPaise,
        postedAt: journalEntries.postedAt,
      })
      .from(journalLines)
      .innerJoin(journalEntries, eq(journalEntries.id, journalLines.entryId));
    const monthNet = (account: string) =>
      monthLines
        .filter((l) => l.account === account && l.postedAt >= start && l.postedAt < end)
        .reduce((s, l) => s + l.credit - l.debit, 0);
    expect(report.revenuePaise.courses).toBe(monthNet('course_revenue'));
    expect(report.gstOutputPaise.cgst).toBe(monthNet('gst_output_cgst'));
    // The first test's rupee order was refunded: what remains is this order's.
    expect(report.revenuePaise.courses).toBe(tax.taxablePaise);

    // The rate moves (a restart with LEARNING_INR_PER_USD=90) before the buyer takes the refund.
    await syncExchangeRates(t.db, { inrPerUsd: 90, aedPerUsd: 3.6725 });
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/learning/orders/${order.orderId}/refund`,
      headers: { cookie },
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const entries = await entriesOfCourseOrder(t.db, order.orderId);
    expect(entries[0]).toEqual(paidEntry);
    expect(entries[1]).toEqual({
      event: 'course_order_refunded',
      paymentId: null,
      lines: {
        gateway_clearing: -inr,
        course_revenue: tax.taxablePaise,
        gst_output_cgst: tax.cgstPaise,
        gst_output_sgst: tax.sgstPaise,
      },
    });
    expect(net(entries)).toEqual({});
    expect((await entryRows()).map((e) => e.inrPerUnit)).toEqual(['84.500000', '84.500000']);
    expect(await unbalancedEntries(t.db)).toEqual([]);

    // The tax invoice and the credit note are in rupees at that rate and name the dollars paid.
    const docs = await t.db
      .select()
      .from(gstDocuments)
      .where(eq(gstDocuments.courseOrderId, order.orderId))
      .orderBy(gstDocuments.id);
    expect(docs.map((d) => d.docType)).toEqual(['tax_invoice', 'credit_note']);
    for (const d of docs) {
      expect(d).toMatchObject({
        totalPaise: inr,
        taxablePaise: tax.taxablePaise,
        cgstPaise: tax.cgstPaise,
        sgstPaise: tax.sgstPaise,
        igstPaise: 0,
        placeOfSupply: '22',
        foreignPayment: { currency: 'USD', amountMinor: order.total, inrPerUnit: '84.500000' },
      });
    }
    const pdf = await t.app.inject({
      url: `/api/account/tax-documents/${docs[0]!.id}/pdf`,
      headers: { cookie },
    });
    expect(pdf.statusCode).toBe(200);
    const text = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf.rawPayload })
      .toString()
      .replace(/\s+/g, ' ');
    expect(text).toContain(`Total: ${formatRupees(inr)}`);
    expect(text).toContain(
      `Paid in USD: $${(order.total / 100).toFixed(2).replace(/\.00$/, '')}. Rupee figures at ₹84.5 per USD.`,
    );

    // The day book names the currency, the amount paid and the rate on each line.
    const today = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
    const book = await t.app.inject({
      url: `/api/console/accounts/day-book.csv?from=${today}&to=${today}`,
      headers: { cookie: admin },
    });
    const rows = book.body
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','));
    expect(rows[0]!.slice(-3)).toEqual(['paid_currency', 'paid_amount', 'inr_per_unit']);
    const orderRows = rows.filter((r) => r[4] === String(order.orderId));
    expect(orderRows.length).toBe(8);
    for (const r of orderRows) {
      expect(r.slice(-3)).toEqual(['USD', (order.total / 100).toFixed(2), '84.5']);
    }
    const column = (i: number, event: string, account: string) =>
      orderRows.find((r) => r[2] === event && r[7] === account)?.[i];
    expect(column(10, 'course_order_paid', 'gateway_clearing')).toBe((inr / 100).toFixed(2));
    expect(column(11, 'course_order_refunded', 'gateway_clearing')).toBe((inr / 100).toFixed(2));
  });

  it('books a dirham order at the dollar rate over the dirhams per dollar', async () => {
    await syncExchangeRates(t.db, { inrPerUsd: 84.5, aedPerUsd: 3.6725 });
    const { cookie } = await studentCookie(t);
    const order = await orderPaidCourse(t, cookie, 'AE');
    expect(order.currency).toBe('AED');
    await payCourseOrder(t, cookie, order);
    const [entry] = await entriesOfCourseOrder(t.db, order.orderId);
    // 84.5 / 3.6725 = 23.0088495…: 23.008850 rupees a dirham.
    expect(entry!.lines.gateway_clearing).toBe(inrPaiseOf(order.total, '23.008850'));
    const [row] = await t.db
      .select({ inrPerUnit: journalEntries.inrPerUnit })
      .from(journalEntries)
      .where(
        and(
          eq(journalEntries.courseOrderId, order.orderId),
          eq(journalEntries.event, 'course_order_paid'),
        ),
      );
    expect(row!.inrPerUnit).toBe('23.008850');
    expect(await unbalancedEntries(t.db)).toEqual([]);
  });
});
