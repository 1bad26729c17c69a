import {
  SIGN_UP_CONTINUATIONS,
  type MessageResponse,
  type SessionResponse,
  type SignUpContinuation,
} from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';
import { peekRedirect } from '../../../lib/redirect-after-login';
import { forgetReferralCode, storedReferralCode } from '../../../lib/referral-code';

/**
 * A sign-up carries the invite link's code (kept since the visit to /?couponCode=CODE): the
 * server gives the new account and its referrer the offer. Sent once, then forgotten.
 */
async function withReferral<T>(send: (referral: { referralCode?: string }) => Promise<T>) {
  const code = storedReferralCode();
  const result = await send(code ? { referralCode: code } : {});
  forgetReferralCode();
  return result;
}

export const login = (body: { email: string; password: string }) =>
  apiRequest<SessionResponse>('/api/auth/login', { method: 'POST', body });

/** A sign-up started from the instructor sign-up continues there once its e-mail is verified. */
const continuation = (): { next?: SignUpContinuation } =>
  peekRedirect() === SIGN_UP_CONTINUATIONS.instructor ? { next: 'instructor' } : {};

export const register = (body: object) =>
  withReferral((referral) =>
    apiRequest<MessageResponse>('/api/auth/register', {
      method: 'POST',
      body: { ...body, ...referral, ...continuation() },
    }),
  );

export const verifyEmail = (token: string) =>
  apiRequest<MessageResponse>('/api/auth/verify-email', { method: 'POST', body: { token } });

export const forgotPassword = (email: string) =>
  apiRequest<MessageResponse>('/api/auth/forgot-password', { method: 'POST', body: { email } });

export const checkResetToken = (token: string, signal?: AbortSignal) =>
  apiRequest<{ valid: boolean; message: string }>(
    `/api/auth/reset-password/${encodeURIComponent(token)}`,
    { signal },
  );

export const resetPassword = (body: {
  token: string;
  newPassword: string;
  confirmPassword: string;
}) => apiRequest<MessageResponse>('/api/auth/reset-password', { method: 'POST', body });

export const fetchAuthOptions = (signal?: AbortSignal) =>
  apiRequest<{ otpLogin: boolean }>('/api/auth/options', { signal });

export const sendOtp = (mobile: string) =>
  apiRequest<{ message: string; isNewAccount: boolean }>('/api/auth/otp/send', {
    method: 'POST',
    body: { mobile },
  });

const postOtp = (body: object) =>
  apiRequest<SessionResponse>('/api/auth/otp/verify', { method: 'POST', body });

/** With a name and e-mail the OTP creates the account: a sign-up, so it carries the code. */
export const verifyOtp = (body: { mobile: string; otp: string; name?: string; email?: string }) =>
  body.name ? withReferral((referral) => postOtp({ ...body, ...referral })) : postOtp(body);
