// Practical instructors who sign in (decision 0048): the instructor's day is theirs alone. Under
// test/ as it writes other modules' tables (users, instructors) directly.
import { eq } from 'drizzle-orm';
import { users } from '../db/schema.js';
import { hashPassword } from '../lib/password.js';
import { SESSION_COOKIE } from '../lib/session.js';
import { schoolInstructor } from './lesson-fixtures.js';
import type { TestApp } from './test-app.js';

const PASSWORD = 'Secret123';

/** A session for an existing user (an instructor made without a password): its cookie. */
export async function signInAs(t: TestApp, userId: number): Promise<string> {
  const [user] = await t.db
    .update(users)
    .set({ passwordHash: await hashPassword(PASSWORD), emailVerified: true })
    .where(eq(users.id, userId))
    .returning({ email: users.email });
  if (!user?.email) throw new Error(`No user ${userId} with an e-mail.`);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: user.email, password: PASSWORD },
  });
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (!cookie) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return `${SESSION_COOKIE}=${cookie.value}`;
}

/**
 * A school instructor taken on for practical lessons at `branchId` (09:00 to 18:00 every day,
 * through the console as a manager would; `admin` is an admin's cookie), signed in.
 */
export async function practicalInstructorSession(
  t: TestApp,
  admin: string,
  branchId: number,
  name = 'Suresh Patel',
) {
  const { id } = await schoolInstructor(t, name);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/console/lessons/instructors/${id}/schedule`,
    headers: { cookie: admin },
    payload: {
      branchId,
      hours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
        weekday,
        startMinute: 9 * 60,
        endMinute: 18 * 60,
      })),
    },
  });
  if (res.statusCode !== 200) throw new Error(`schedule: ${res.statusCode} ${res.body}`);
  return { id, cookie: await signInAs(t, id) };
}
