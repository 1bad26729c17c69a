import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { otpCodes, outboxMessages, users } from '../../db/schema.js';
import { latestOtp } from '../../test/latest-otp.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { productionEnv } from '../../test/production-env.js';
import { createLoginCustomer } from './auth-test-helpers.js';

describe('OTP login by mobile, SMS kept in the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RATE_LIMITS: 'false' } });
  });
  afterAll(() => t.close());

  const send = (mobile: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/send', payload: { mobile } });
  const verify = (payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/auth/otp/verify', payload });
  const lastSmsCode = (mobile: string) => latestOtp(t.db, mobile);
  const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');

  it('offers OTP login outside production', async () => {
    expect((await t.app.inject('/api/auth/options')).json()).toEqual({ otpLogin: true });
  });

  it('signs up a new mobile: asks name and e-mail, creates a verified-mobile account', async () => {
    const mobile = '+919700000001';
    const sent = await send(mobile);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().isNewAccount).toBe(true);
    const code = await lastSmsCode(mobile);
    const [stored] = await t.db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile));
    expect(stored!.codeHash).not.toContain(code);

    const missing = await verify({ mobile, otp: code });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe(
      'Please enter your name and e-mail to create your account.',
    );
    const ok = await verify({ mobile, otp: code, name: 'Meena', email: 'Meena@Example.test' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ loggedIn: true, user: { name: 'Meena', mobile } });
    expect(ok.cookies.some((c) => c.name === 'sd_session')).toBe(true);
    const [user] = await t.db.select().from(users).where(eq(users.mobile, mobile));
    expect(user).toMatchObject({ email: 'meena@example.test', mobileVerified: true });
    // The code is single use.
    expect((await verify({ mobile, otp: code })).json().message).toBe(
      'This OTP has expired. Please ask for a new one.',
    );
  });

  it('logs in an existing mobile without asking name and e-mail', async () => {
    const user = await createLoginCustomer(t.db, 'Secret123', { mobile: '+919700000002' });
    const sent = await send('+919700000002');
    expect(sent.json().isNewAccount).toBe(false);
    const ok = await verify({ mobile: '+919700000002', otp: await lastSmsCode('+919700000002') });
    expect(ok.json().user.id).toBe(user.id);
  });

  it('has a resend cooldown', async () => {
    const mobile = '+919700000003';
    expect((await send(mobile)).statusCode).toBe(200);
    const again = await send(mobile);
    expect(again.statusCode).toBe(429);
    expect(again.json().message).toMatch(/^Please wait \d+ seconds before asking for a new OTP\.$/);
  });

  it('voids the code after 5 wrong tries', async () => {
    const mobile = '+919700000004';
    await send(mobile);
    const code = await lastSmsCode(mobile);
    for (let i = 1; i <= 4; i++) {
      const res = await verify({
        mobile,
        otp: wrongCode(code),
        name: 'A',
        email: 'a4@example.test',
      });
      expect(res.json().message).toBe(
        `The OTP is not correct. ${5 - i} ${5 - i === 1 ? 'try' : 'tries'} left.`,
      );
    }
    const fifth = await verify({
      mobile,
      otp: wrongCode(code),
      name: 'A',
      email: 'a4@example.test',
    });
    expect(fifth.json().message).toBe('Too many wrong tries. Please ask for a new OTP.');
    const right = await verify({ mobile, otp: code, name: 'A', email: 'a4@example.test' });
    expect(right.statusCode).toBe(400);
    expect(right.json().message).toBe('Too many wrong tries. Please ask for a new OTP.');
  });

  it('refuses an expired code', async () => {
    const mobile = '+919700000005';
    await send(mobile);
    const code = await lastSmsCode(mobile);
    await t.db
      .update(otpCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(otpCodes.mobile, mobile));
    const res = await verify({ mobile, otp: code, name: 'B', email: 'b5@example.test' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This OTP has expired. Please ask for a new one.');
  });

  it('refuses a new mobile whose e-mail belongs to another account', async () => {
    const other = await createLoginCustomer(t.db);
    const mobile = '+919700000006';
    await send(mobile);
    const res = await verify({
      mobile,
      otp: await lastSmsCode(mobile),
      name: 'C',
      email: other.email,
    });
    expect(res.statusCode).toBe(409);
  });
});

describe('OTP SMS through the HTTP gateway adapter', () => {
  it('POSTs {to, sender, message} with the bearer token', async () => {
    const received: { auth?: string; body: string }[] = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ auth: req.headers.authorization, body });
        res.writeHead(200).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    const t = await createTestApp({
      env: {
        SMS_HTTP_URL: `http://127.0.0.1:${port}/sms`,
        SMS_HTTP_TOKEN: 'secret-token',
        ...productionEnv(),
      },
    });
    try {
      expect((await t.app.inject('/api/auth/options')).json()).toEqual({ otpLogin: true });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        payload: { mobile: '+919700000009' },
      });
      expect(res.statusCode).toBe(200);
      expect(received).toHaveLength(1);
      expect(received[0]!.auth).toBe('Bearer secret-token');
      const body = JSON.parse(received[0]!.body);
      expect(body).toMatchObject({ to: '+919700000009', sender: 'SDRIVE' });
      expect(body.message).toMatch(/^\d{6} is your SelfDrive login OTP/);
      expect(await t.db.select().from(outboxMessages)).toHaveLength(0);
    } finally {
      await t.close();
      server.close();
    }
  });

  it('hides OTP login in production without a gateway', async () => {
    const t = await createTestApp({ env: productionEnv() });
    try {
      expect((await t.app.inject('/api/auth/options')).json()).toEqual({ otpLogin: false });
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/otp/send',
        payload: { mobile: '+919700000010' },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
