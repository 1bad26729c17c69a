import { otpWaitMessage, otpWrongMessage } from '../../../shared/auth.js';
import type { Language } from '../../../shared/language.js';
import { fill, MAIL_TEXT } from '../../lib/mail/mail-text.js';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { ACCOUNT_BLOCKED_MESSAGE } from '../../../shared/console-customers.js';
import { otpCodes, users } from '../../db/schema.js';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { SmsSender } from '../../lib/sms/sms-sender.js';
import { randomOtp, sha256 } from '../../lib/tokens.js';
import { findUserByMobile } from './auth.queries.js';
import {
  assertUnique,
  newReferralCode,
  sendVerificationMail,
  uniqueViolation,
  type AuthDeps,
} from './auth.service.js';
import { must } from '../../../shared/must.js';

export const OTP_LIFETIME_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_RESEND_COOLDOWN_MS = 60_000;

export const OTP_EXPIRED_MESSAGE = 'This OTP has expired. Please ask for a new one.';
export const OTP_TOO_MANY_MESSAGE = 'Too many wrong tries. Please ask for a new OTP.';
export const OTP_NEW_ACCOUNT_MESSAGE = 'Please enter your name and e-mail to create your account.';

const hashOtp = (mobile: string, code: string) => sha256(`${mobile}:${code}`);

async function latestCode(db: Db, mobile: string) {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(eq(otpCodes.mobile, mobile))
    .orderBy(desc(otpCodes.createdAt), desc(otpCodes.id))
    .limit(1);
  return row;
}

/** Sends a fresh code (voiding older ones) unless one went out within the cooldown. */
export async function sendOtp(
  db: Db,
  sms: SmsSender,
  mobile: string,
  visitorLanguage: Language = 'en',
) {
  const last = await latestCode(db, mobile);
  const wait = last ? last.createdAt.getTime() + OTP_RESEND_COOLDOWN_MS - Date.now() : 0;
  if (wait > 0) {
    throw new HttpError(429, otpWaitMessage(Math.ceil(wait / 1000)));
  }
  const code = randomOtp();
  await db.transaction(async (tx) => {
    await tx
      .update(otpCodes)
      .set({ consumedAt: new Date() })
      .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt)));
    await tx.insert(otpCodes).values({
      mobile,
      codeHash: hashOtp(mobile, code),
      expiresAt: new Date(Date.now() + OTP_LIFETIME_MS),
    });
  });
  const user = await findUserByMobile(db, mobile);
  // The account's language, or the one its new owner is reading the site in.
  const text = MAIL_TEXT[user?.language ?? visitorLanguage].otpSms;
  await sms.send(mobile, fill(text, { code }));
  return { isNewAccount: !user };
}

/** Checks the code: wrong tries count, the fifth voids it; a right one is used up. */
async function consumeOtp(db: Db, mobile: string, code: string) {
  const row = await latestCode(db, mobile);
  if (!row || row.consumedAt || row.expiresAt.getTime() <= Date.now()) {
    if (row && row.attempts >= OTP_MAX_ATTEMPTS) throw badRequest(OTP_TOO_MANY_MESSAGE, 'otp');
    throw badRequest(OTP_EXPIRED_MESSAGE, 'otp');
  }
  if (row.codeHash !== hashOtp(mobile, code)) {
    const attempts = row.attempts + 1;
    await db
      .update(otpCodes)
      .set({ attempts, ...(attempts >= OTP_MAX_ATTEMPTS ? { consumedAt: new Date() } : {}) })
      .where(eq(otpCodes.id, row.id));
    if (attempts >= OTP_MAX_ATTEMPTS) throw badRequest(OTP_TOO_MANY_MESSAGE, 'otp');
    const left = OTP_MAX_ATTEMPTS - attempts;
    throw badRequest(otpWrongMessage(left), 'otp');
  }
  const [used] = await db
    .update(otpCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(otpCodes.id, row.id), isNull(otpCodes.consumedAt)))
    .returning({ id: otpCodes.id });
  if (!used) throw badRequest(OTP_EXPIRED_MESSAGE, 'otp');
}

/** Logs in by mobile; a new mobile with name and e-mail creates the account. */
export async function verifyOtp(
  deps: AuthDeps,
  input: {
    mobile: string;
    otp: string;
    name?: string | undefined;
    email?: string | undefined;
    referralCode?: string | undefined;
  },
) {
  const { db } = deps;
  const existing = await findUserByMobile(db, input.mobile);
  if (!existing && (!input.name || !input.email)) throw badRequest(OTP_NEW_ACCOUNT_MESSAGE);
  if (!existing) await assertUnique(db, { email: input.email });
  if (existing && existing.role !== 'customer')
    throw new HttpError(401, 'Please use the staff login.');
  if (existing?.blockedAt) throw new HttpError(403, ACCOUNT_BLOCKED_MESSAGE);
  await consumeOtp(db, input.mobile, input.otp);

  if (existing) {
    if (!existing.mobileVerified) {
      await db.update(users).set({ mobileVerified: true }).where(eq(users.id, existing.id));
    }
    return existing;
  }
  try {
    const [created] = await db
      .insert(users)
      .values({
        name: must(input.name, "a new account's name"),
        email: must(input.email, "a new account's e-mail"),
        mobile: input.mobile,
        mobileVerified: true,
        referralCode: newReferralCode(),
      })
      .returning();
    if (!created) throw new Error('Expected the inserted user, found none.');
    await sendVerificationMail(deps, created);
    if (input.referralCode) await deps.referral?.(created.id, input.referralCode);
    return created;
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
}
