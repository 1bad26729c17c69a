import { eq } from 'drizzle-orm';
import { PASSWORD_MISMATCH_MESSAGE } from '../../../shared/auth.js';
import type { EmailPreferences, ProfileUpdate } from '../../../shared/account.js';
import type { Language } from '../../../shared/language.js';
import type { Db } from '../../db/client.js';
import { emailPreferences, notificationChannels, type users } from '../../db/schema.js';
import {
  DEFAULT_NOTIFICATION_CHANNELS,
  type NotificationChannels,
} from '../../../shared/notification-channels.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import {
  updateUser,
  assertUnique,
  findUserById,
  revokeUserSessions,
  sendVerificationMail,
  uniqueViolation,
  type AuthDeps,
} from '../auth/index.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';

export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Your current password is not correct.';

type UserRow = typeof users.$inferSelect;

export const toProfile = (u: UserRow) => ({
  name: u.name,
  email: u.email,
  mobile: u.mobile,
  gender: u.gender,
  address: u.address,
  photoUrl: u.photoKey ? `/api/account/photo?v=${encodeURIComponent(u.photoKey)}` : null,
  emailVerified: u.emailVerified,
  mobileVerified: u.mobileVerified,
  idVerified: u.idVerified,
  referralCode: u.referralCode,
});

export async function getProfile(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw notFound('Account not found.');
  return toProfile(user);
}

/** Saves the profile; a new e-mail loses its verified mark and gets a verification mail. */
export async function updateProfile(
  deps: AuthDeps,
  userId: number,
  input: Required<{ [K in keyof ProfileUpdate]: Exclude<ProfileUpdate[K], undefined> }>,
) {
  const current = await findUserById(deps.db, userId);
  if (!current) throw notFound('Account not found.');
  await assertUnique(deps.db, { email: input.email, mobile: input.mobile }, userId);
  const emailChanged = current.email !== input.email;
  const mobileChanged = current.mobile !== input.mobile;
  let updated: UserRow | undefined;
  try {
    updated = await updateUser(deps.db, userId, {
      name: input.name,
      email: input.email,
      mobile: input.mobile,
      gender: input.gender,
      address: input.address,
      ...(emailChanged ? { emailVerified: false } : {}),
      ...(mobileChanged ? { mobileVerified: false } : {}),
    });
  } catch (error) {
    throw uniqueViolation(error) ?? error;
  }
  if (!updated) throw notFound('Account not found.');
  if (emailChanged) await sendVerificationMail(deps, updated);
  return toProfile(updated);
}

export async function changePassword(
  db: Db,
  user: { id: number; sessionId: number },
  input: { password: string; newPassword: string; confirmPassword: string },
) {
  if (input.newPassword !== input.confirmPassword) {
    throw badRequest(PASSWORD_MISMATCH_MESSAGE, 'confirmPassword');
  }
  const row = await findUserById(db, user.id);
  if (!row?.passwordHash || !(await verifyPassword(row.passwordHash, input.password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD_MESSAGE, 'password');
  }
  const passwordHash = await hashPassword(input.newPassword);
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, { passwordHash });
    // Other devices must log in again with the new password; this one stays.
    await revokeUserSessions(tx, user.id, user.sessionId);
  });
}

export async function getEmailPreferences(db: Db, userId: number): Promise<EmailPreferences> {
  const [row] = await db
    .select()
    .from(emailPreferences)
    .where(eq(emailPreferences.userId, userId))
    .limit(1);
  if (!row) return { promotion: true, announcements: true, noPromotional: false };
  return {
    promotion: row.promotion,
    announcements: row.announcements,
    noPromotional: row.noPromotional,
  };
}

export async function saveLanguage(db: Db, userId: number, language: Language) {
  await updateUser(db, userId, { language });
}

/** "No promotional e-mails" overrides the other two. */
export async function saveEmailPreferences(db: Db, userId: number, input: EmailPreferences) {
  const values = input.noPromotional
    ? { promotion: false, announcements: false, noPromotional: true }
    : input;
  await db
    .insert(emailPreferences)
    .values({ userId, ...values, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: emailPreferences.userId,
      set: { ...values, updatedAt: new Date() },
    });
  return values;
}

/** The channels of booking messages; the defaults (e-mail and SMS) until the customer chooses. */
export async function getNotificationChannels(
  db: Db,
  userId: number,
): Promise<NotificationChannels> {
  const [row] = await db
    .select()
    .from(notificationChannels)
    .where(eq(notificationChannels.userId, userId))
    .limit(1);
  return row
    ? { email: row.email, sms: row.sms, whatsapp: row.whatsapp }
    : DEFAULT_NOTIFICATION_CHANNELS;
}

export async function saveNotificationChannels(
  db: Db,
  userId: number,
  input: NotificationChannels,
) {
  await db
    .insert(notificationChannels)
    .values({ userId, ...input, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: notificationChannels.userId,
      set: { ...input, updatedAt: new Date() },
    });
}
