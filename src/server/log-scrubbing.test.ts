import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from './db/schema.js';
import { loggerOptions } from './lib/telemetry/log-options.js';
import { redactUrl, scrubText } from './lib/telemetry/scrub.js';
import { createLoginCustomer, loginCookie } from './modules/auth/auth-test-helpers.js';
import { latestOtp } from './test/latest-otp.js';
import { logCapture } from './test/log-capture.js';
import { multipart } from './test/multipart.js';
import { createTestApp, type TestApp } from './test/test-app.js';

const PASSWORD = 'Log-Secret-Pass-2231';
const NEW_PASSWORD = 'Log-Newer-Pass-9087';
const DOCUMENT_NAME = 'passport-of-meena-secret-77.jpg';
const MOBILE = '+919700000077';

/** `secret` as a whole (not inside a longer number or a decimal). */
const appearsIn = (text: string, secret: string) =>
  new RegExp(`(?<![\\w.])${secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`).test(text);

describe('the JSON logs hold no secret', () => {
  let t: TestApp;
  const logs = logCapture();
  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMITS: 'false', LOG_LEVEL: 'trace' },
      logStream: logs.stream,
    });
  });
  afterAll(() => t.close());

  it('after a login, an OTP login, a password reset and a document upload', async () => {
    const user = await createLoginCustomer(t.db, PASSWORD);
    const cookie = await loginCookie(t.app, user.email, PASSWORD);
    const session = decodeURIComponent(cookie.split('=')[1]!.split(';')[0]!);

    // OTP login by mobile.
    await t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile: MOBILE } });
    const otp = await latestOtp(t.db, MOBILE);
    const otpLogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/verify',
      payload: { mobile: MOBILE, otp, name: 'Meena', email: 'meena.logs@example.test' },
    });
    expect(otpLogin.statusCode).toBe(200);
    const otpSession = otpLogin.cookies.find((c) => c.name === 'sd_session')!.value;

    // Password reset: the mailed link (its page and the API's check) and the new password.
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await t.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, user.email))
      .orderBy(desc(outboxMessages.id))
      .limit(1);
    const token = /\/user\/change-password\/([\w-]+)/.exec(mail!.text)![1]!;
    await t.app.inject(`/user/change-password/${token}`);
    await t.app.inject(`/api/auth/reset-password/${token}?token=${token}`);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(reset.statusCode).toBe(200);

    // An identity document, whose file name is itself personal.
    const newCookie = await loginCookie(t.app, user.email, NEW_PASSWORD);
    const photo = await sharp({
      create: { width: 32, height: 32, channels: 3, background: '#345678' },
    })
      .jpeg()
      .toBuffer();
    const body = multipart(photo, DOCUMENT_NAME, 'image/jpeg');
    const upload = await t.app.inject({
      method: 'PUT',
      url: '/api/account/documents/licence_img',
      payload: body.payload,
      headers: { ...body.headers, cookie: newCookie },
    });
    expect(upload.statusCode).toBe(200);
    await t.events.idle();

    const text = logs.text();
    // The requests were logged (the check would be empty otherwise), their secrets were not.
    expect(text).toContain('"url":"/api/auth/reset-password/[redacted]?token=[redacted]"');
    expect(text).toContain('"url":"/user/change-password/[redacted]"');
    expect(text).toContain('/api/account/documents/licence_img');
    const newSession = decodeURIComponent(newCookie.split('=')[1]!.split(';')[0]!);
    const secrets = {
      password: PASSWORD,
      newPassword: NEW_PASSWORD,
      otp,
      resetToken: token,
      session,
      otpSession,
      newSession,
      documentName: DOCUMENT_NAME,
      documentBytes: photo.subarray(0, 24).toString('base64'),
    };
    for (const [name, secret] of Object.entries(secrets))
      expect({ name, logged: appearsIn(text, secret) }).toEqual({ name, logged: false });
  });

  it('cleans addresses and messages by the same rules as error reports', () => {
    const token = 'A'.repeat(20) + '_b-c' + 'd'.repeat(19);
    expect(redactUrl(`/api/invite/${token}?page=2&code=1234`)).toBe(
      '/api/invite/[redacted]?page=2&code=[redacted]',
    );
    // Ids stay readable.
    expect(redactUrl('/api/cars/3f2b8c1e-0a4d-4b6e-9f1a-2c3d4e5f6a7b')).toBe(
      '/api/cars/3f2b8c1e-0a4d-4b6e-9f1a-2c3d4e5f6a7b',
    );
    expect(scrubText('Failed query: select 1\nparams: alice@example.test,42')).toBe(
      'Failed query: select 1\nparams: [redacted]',
    );
    expect(scrubText('sent Authorization: Bearer abc.def and sd_session=xyz; path=/')).toBe(
      'sent Authorization: Bearer [redacted] and sd_session=[redacted]; path=/',
    );
  });

  it('pretty-prints in development only, in the server thread (decision 0043)', () => {
    const development = loggerOptions({ env: 'development', logLevel: 'info' });
    expect(development.stream).toHaveProperty('write');
    expect(development.transport).toBeUndefined();
    for (const env of ['production', 'test'] as const) {
      expect(loggerOptions({ env, logLevel: 'info' }).stream).toBeUndefined();
      expect(loggerOptions({ env, logLevel: 'info' }).transport).toBeUndefined();
    }
  });
});
