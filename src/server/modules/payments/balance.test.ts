import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COLLECT_REFERENCE_MESSAGE,
  collectAboveOwedMessage,
} from '../../../shared/balance-collection.js';
import { auditLog, payments } from '../../db/schema.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { staffCookie } from '../console-access/console-test-helpers.js';
import { customerWithDocuments, paidBooking } from '../../test/desk-fixtures.js';
import { entriesOfBooking, net, unbalancedEntries } from './journal-test-helpers.js';
import { postBookingPaid } from './journal.service.js';

let t: TestApp;
let staff: string;

beforeAll(async () => {
  t = await createTestApp({ seed: true, env: { RATE_LIMITS: 'false', GST_ENABLED: 'true' } });
  staff = (await staffCookie(t.app, t.db, 'Bhilai')).cookie;
});
afterAll(() => t.close());

const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, headers: { cookie: staff } });

/** A returned booking whose damage charge is ₹2,520 beyond its deposit. */
async function returnedOwing(extraPaise = 252_000) {
  const who = await customerWithDocuments(t.db, 'verified');
  const { booking } = await paidBooking(t.db, who.id, 'Bhilai', new Date(Date.now() + 3_600_000));
  const [paid] = await t.db.select().from(payments).where(eq(payments.bookingId, booking.id));
  await t.db.transaction((tx) => postBookingPaid(tx, paid!));
  const base = `/api/console/bookings/${booking.id}`;
  expect((await post(`${base}/pickup`, { odometerKm: 100, fuelEighths: 8 })).statusCode).toBe(200);
  const back = await post(`${base}/return`, {
    odometerKm: 100,
    fuelEighths: 8,
    damagePaise: booking.depositPaise + extraPaise,
    damageNotes: 'Broken mirror',
  });
  expect(back.statusCode, back.body).toBe(200);
  expect(back.json().bill.balanceDuePaise).toBe(extraPaise);
  return { booking, base };
}

const balanceRows = (bookingId: number) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.kind, 'balance')));

describe('collecting a balance at the counter', () => {
  it('shows what is owed, records cash taken against it, audited, and the journal clears it', async () => {
    const { booking, base } = await returnedOwing();
    const owed = await t.app.inject({ url: `${base}/balance`, headers: { cookie: staff } });
    expect(owed.json()).toEqual({ bookingId: booking.id, owedPaise: 252_000 });

    const part = await post(`${base}/collect-balance`, { method: 'cash', amountPaise: 200_000 });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ collectedPaise: 200_000, owedPaise: 52_000 });
    const rest = await post(`${base}/collect-balance`, {
      method: 'upi',
      amountPaise: 52_000,
      reference: '412345678901',
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().owedPaise).toBe(0);

    const rows = await balanceRows(booking.id);
    expect(rows.map((r) => [r.method, r.amountPaise, r.status])).toEqual([
      ['Cash at the counter', 200_000, 'success'],
      ['UPI at the counter', 52_000, 'success'],
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payment.collect'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
    const after = net(await entriesOfBooking(t.db, booking.id));
    expect(after.customer_receivables).toBeUndefined();
    expect(after.cash).toBe(200_000);
    expect(after.bank_upi).toBe(52_000);
    expect(await unbalancedEntries(t.db)).toEqual([]);
    const none = await post(`${base}/collect-balance`, { method: 'cash', amountPaise: 100 });
    expect(none.statusCode).toBe(409);
  });

  it('refuses more than is owed, and a UPI payment without its reference, writing nothing', async () => {
    const { booking, base } = await returnedOwing();
    const over = await post(`${base}/collect-balance`, { method: 'card', amountPaise: 252_001 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      message: collectAboveOwedMessage(252_000),
      field: 'amountPaise',
    });
    const noRef = await post(`${base}/collect-balance`, { method: 'upi', amountPaise: 1_000 });
    expect(noRef.statusCode).toBe(400);
    expect(noRef.json()).toMatchObject({ message: COLLECT_REFERENCE_MESSAGE, field: 'reference' });
    expect(await balanceRows(booking.id)).toEqual([]);
  });

  it('lets only one of two staff collecting the same balance at once succeed', async () => {
    const { booking, base } = await returnedOwing();
    const both = await Promise.all([
      post(`${base}/collect-balance`, { method: 'cash', amountPaise: 252_000 }),
      post(`${base}/collect-balance`, { method: 'card', amountPaise: 252_000 }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await balanceRows(booking.id)).toHaveLength(1);
    expect(net(await entriesOfBooking(t.db, booking.id)).customer_receivables).toBeUndefined();
  });
});
