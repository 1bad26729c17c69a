// Customers with live sessions, inserted straight into a bench database (no argon2 per login).
import { createHash, randomBytes } from 'node:crypto';

/** Inserts `count` customers with live sessions; returns their Cookie header values. */
export async function createCustomers(query, count) {
  const cookies = [];
  const run = randomBytes(4).toString('hex');
  for (let i = 0; i < count; i++) {
    const token = randomBytes(32).toString('base64url');
    const hash = createHash('sha256').update(token).digest('hex');
    const { rows } = await query(
      `INSERT INTO users (name, email, referral_code, email_verified)
       VALUES ($1, $2, $3, true) RETURNING id`,
      [`Bench ${i}`, `bench-${run}-${i}@example.test`, `B${run}${i}`],
    );
    await query(
      `INSERT INTO sessions (user_id, token_hash, expires_at)
       VALUES ($1, $2, now() + interval '1 day')`,
      [rows[0].id, hash],
    );
    cookies.push(`sd_session=${token}`);
  }
  return cookies;
}
