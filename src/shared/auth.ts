import { z } from 'zod';
import { LANGUAGES } from './language.js';

/** The three password rules, shown as an indicator and enforced on both sides. */
export const PASSWORD_RULES = [
  { id: 'length', label: 'At least 6 characters', test: (p: string) => p.length >= 6 },
  { id: 'upper', label: 'One uppercase letter', test: (p: string) => /[A-Z]/.test(p) },
  { id: 'digit', label: 'One number', test: (p: string) => /\d/.test(p) },
] as const;

export const PASSWORD_RULES_MESSAGE =
  'Password must have at least 6 characters, one uppercase letter and one number.';

export const passwordSchema = z
  .string({ error: 'Please enter a password.' })
  .max(128, { error: 'Password must be at most 128 characters.' })
  .refine((p) => PASSWORD_RULES.every((r) => r.test(p)), { error: PASSWORD_RULES_MESSAGE });

export const emailSchema = z
  .string({ error: 'Please enter your e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }).max(254));

export const nameSchema = z
  .string({ error: 'Please enter your name.' })
  .trim()
  .min(1, { error: 'Please enter your name.' })
  .max(100, { error: 'Name must be at most 100 characters.' });

/** E.164 as produced by the phone input, e.g. +919876543210; checked again on the server. */
export const mobileSchema = z
  .string({ error: 'Please enter your mobile number.' })
  .trim()
  .regex(/^\+[1-9]\d{6,14}$/, { error: 'Please enter a valid mobile number.' });

/** The code of an invite link (/?couponCode=CODE), sent with the sign-up it led to. */
export const referralCodeSchema = z
  .string({ error: 'This referral link is not valid.' })
  .regex(/^[A-Za-z0-9]{4,40}$/, { error: 'This referral link is not valid.' });

export const WRONG_CREDENTIALS_MESSAGE = 'Invalid e-mail or password.';
export const PASSWORD_MISMATCH_MESSAGE = 'New password and confirm password do not match.';
export const RESET_MAIL_SENT_MESSAGE =
  'If an account exists for this e-mail, we have sent a link to reset the password.';

export const loginBodySchema = z.object({
  email: emailSchema,
  password: z.string().min(1, { error: 'Please enter your password.' }).max(128),
});

/**
 * Where a sign-up continues after its e-mail is verified (the link opens in a new tab, so the
 * browser's memory of it is gone): an instructor finishes the instructor sign-up.
 */
export const SIGN_UP_CONTINUATIONS = { instructor: '/instructor-register' } as const;
export type SignUpContinuation = keyof typeof SIGN_UP_CONTINUATIONS;

export const registerBodySchema = z
  .object({
    name: nameSchema,
    mobile: mobileSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
    acceptTerms: z.literal(true, {
      error: 'Please agree to the Privacy Policy and Terms and Conditions.',
    }),
    referralCode: referralCodeSchema.optional(),
    next: z.enum(['instructor'], { error: 'That is not a sign-up to continue.' }).optional(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    error: 'Password and confirm password do not match.',
    path: ['confirmPassword'],
  });

export const tokenBodySchema = z.object({ token: z.string().min(10).max(200) });

export const tokenCheckResponseSchema = z.object({ valid: z.boolean(), message: z.string() });

export const forgotPasswordBodySchema = z.object({ email: emailSchema });

export const resetPasswordBodySchema = z
  .object({
    token: z.string().min(10).max(200),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    error: PASSWORD_MISMATCH_MESSAGE,
    path: ['confirmPassword'],
  });

export const sessionUserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  mobile: z.string().nullable(),
  emailVerified: z.boolean(),
  mobileVerified: z.boolean(),
  idVerified: z.boolean(),
  hasPhoto: z.boolean(),
  /** The language chosen for this account, null until the customer picks one. */
  language: z.enum(LANGUAGES).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({
  loggedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
});
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const otpSendBodySchema = z.object({ mobile: mobileSchema });

export const otpSendResponseSchema = z.object({
  message: z.string(),
  /** No account has this mobile yet: the confirm step also asks name and e-mail. */
  isNewAccount: z.boolean(),
});
export type OtpSendResponse = z.infer<typeof otpSendResponseSchema>;

export const otpVerifyBodySchema = z.object({
  mobile: mobileSchema,
  otp: z
    .string({ error: 'Please enter the OTP.' })
    .trim()
    .regex(/^\d{6}$/, { error: 'The OTP is the 6 digits we sent you.' }),
  name: nameSchema.optional(),
  email: emailSchema.optional(),
  referralCode: referralCodeSchema.optional(),
});

export const authOptionsSchema = z.object({ otpLogin: z.boolean() });

/** Asked again within the resend cooldown. */
export const otpWaitMessage = (seconds: number) =>
  `Please wait ${seconds} seconds before asking for a new OTP.`;
/** A wrong code with tries left. */
export const otpWrongMessage = (left: number) =>
  `The OTP is not correct. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
