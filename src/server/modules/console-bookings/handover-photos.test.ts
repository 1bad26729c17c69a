import sharp from 'sharp';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.js';
import { hoursAfter } from '../../test/factories.js';
import { multipart } from '../../test/multipart.js';
import { createLoginCustomer, loginCookie } from '../auth/auth-test-helpers.js';
import { bhilaiStaffApp } from '../console-access/console-test-helpers.js';
import { paidBooking } from '../../test/desk-fixtures.js';

const s = bhilaiStaffApp();

describe('handover photos', () => {
  it('stores a checked photo that staff can open and its customer cannot', async () => {
    const owner = await createLoginCustomer(s.t.db);
    const { booking } = await paidBooking(s.t.db, owner.id, 'Bhilai', hoursAfter(new Date(), 48));
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#2266aa' },
    })
      .png()
      .toBuffer();
    const url = `/api/console/bookings/${booking.id}/handover-photos/pickup`;
    const body = multipart(png, 'car', 'image/png');
    const res = await s.t.app.inject({
      method: 'POST',
      url,
      payload: body.payload,
      headers: { ...body.headers, cookie: s.cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    const photoUrl = res.json().url as string;

    const file = await s.t.app.inject({
      method: 'GET',
      url: photoUrl,
      headers: { cookie: s.cookie },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    const customer = await loginCookie(s.t.app, owner.email, owner.password);
    expect(
      (await s.t.app.inject({ method: 'GET', url: photoUrl, headers: { cookie: customer } }))
        .statusCode,
    ).toBe(403);

    const text = multipart(Buffer.from('not an image at all'), 'car', 'image/png');
    const bad = await s.t.app.inject({
      method: 'POST',
      url,
      payload: text.payload,
      headers: { ...text.headers, cookie: s.cookie },
    });
    expect(bad.statusCode).toBe(415);
    const detail = await s.t.app.inject({
      method: 'GET',
      url: `/api/console/bookings/${booking.id}`,
      headers: { cookie: s.cookie },
    });
    expect(detail.json().photos).toHaveLength(1);
    const audit = await s.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.recordType, 'booking'), eq(auditLog.recordId, String(booking.id))));
    expect(audit.map((a) => a.action)).toEqual(['booking.photo.pickup']);
  });
});
