import type {
  NotificationChannels,
  NotificationSettings,
} from '../../../../shared/notification-channels';
import { useQuery } from '@tanstack/react-query';
import type {
  Availability,
  EmailPreferences,
  Profile,
  UserDocument,
} from '../../../../shared/account';
import type { MessageResponse } from '../../../../shared/auth';
import type { ReferralStatus } from '../../../../shared/learning-orders';
import { apiGet, apiRequest } from '../../../lib/api-client';

export const PROFILE_KEY = ['account', 'profile'] as const;
export const PREFERENCES_KEY = ['account', 'email-preferences'] as const;

export const useProfile = () =>
  useQuery({
    queryKey: PROFILE_KEY,
    queryFn: ({ signal }) => apiGet<Profile>('/api/account/profile', { signal }),
    staleTime: 0,
  });

export const saveProfile = (body: object) =>
  apiRequest<{ message: string; profile: Profile }>('/api/account/profile', {
    method: 'PUT',
    body,
  });

export const checkAvailability = (
  body: { email?: string; mobile?: string },
  signal?: AbortSignal,
) => apiRequest<Availability>('/api/auth/check-availability', { method: 'POST', body, signal });

export const changePassword = (body: object) =>
  apiRequest<MessageResponse>('/api/account/change-password', { method: 'POST', body });

export const useEmailPreferences = () =>
  useQuery({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => apiGet<EmailPreferences>('/api/account/email-preferences', { signal }),
    staleTime: 0,
  });

export const saveEmailPreferences = (body: EmailPreferences) =>
  apiRequest<EmailPreferences>('/api/account/email-preferences', { method: 'PUT', body });

export const NOTIFICATIONS_KEY = ['account', 'notification-channels'] as const;

export const useNotificationSettings = () =>
  useQuery({
    queryKey: NOTIFICATIONS_KEY,
    queryFn: ({ signal }) =>
      apiGet<NotificationSettings>('/api/account/notification-channels', { signal }),
    staleTime: 0,
  });

export const saveNotificationChannels = (body: NotificationChannels) =>
  apiRequest<NotificationSettings>('/api/account/notification-channels', { method: 'PUT', body });

export const DOCUMENTS_KEY = ['account', 'documents'] as const;

export const useDocuments = () =>
  useQuery({
    queryKey: DOCUMENTS_KEY,
    queryFn: ({ signal }) =>
      apiGet<{ documents: UserDocument[] }>('/api/account/documents', { signal }),
    staleTime: 0,
  });

/** The referral offer and my credits (the driving school's API; only when it runs). */
export const useReferralStatus = (enabled: boolean) =>
  useQuery({
    queryKey: ['account', 'referral'],
    queryFn: ({ signal }) => apiGet<ReferralStatus>('/api/learning/referral', { signal }),
    enabled,
  });
