import type { MessageResponse, SessionResponse } from '../../../../shared/auth';
import { apiRequest } from '../../../lib/api-client';

export const login = (body: { email: string; password: string }) =>
  apiRequest<SessionResponse>('/api/auth/login', { method: 'POST', body });

export const register = (body: object) =>
  apiRequest<MessageResponse>('/api/auth/register', { method: 'POST', body });

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

export const verifyOtp = (body: { mobile: string; otp: string; name?: string; email?: string }) =>
  apiRequest<SessionResponse>('/api/auth/otp/verify', { method: 'POST', body });
