import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  type NotificationChannels,
  type NotificationSettings as Settings,
} from '../../../../shared/notification-channels';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { useMessage } from '../../../lib/use-message';
import {
  NOTIFICATIONS_KEY,
  saveNotificationChannels,
  useNotificationSettings,
} from '../api/account-api';
import { Notice, SectionCard } from './section-card';

function ChannelsForm({ initial }: { initial: Settings }) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [channels, setChannels] = useState<NotificationChannels>({
    email: initial.email,
    sms: initial.sms,
    whatsapp: initial.whatsapp,
  });
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);

  const save = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      queryClient.setQueryData(NOTIFICATIONS_KEY, await saveNotificationChannels(channels));
      setNotice({ kind: 'success', text: t('notifications.saved') });
    } catch (e) {
      const text = e instanceof Error ? errorMessage(e) : GENERIC_ERROR_MESSAGE;
      setNotice({ kind: 'error', text: message(text) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <p className="text-sm text-slate-700">{t('notifications.intro')}</p>
      {NOTIFICATION_CHANNELS.map((channel) => {
        const unavailable = channel === 'whatsapp' && !initial.whatsappAvailable;
        return (
          <label key={channel} className="flex items-center gap-3 text-sm text-slate-800">
            <input
              type="checkbox"
              className="size-4"
              checked={channels[channel]}
              disabled={unavailable}
              onChange={() => setChannels((c) => ({ ...c, [channel]: !c[channel] }))}
            />
            {t(`notifications.${channel}`)}
            {unavailable && (
              <span className="text-slate-500">({t('notifications.whatsappUnavailable')})</span>
            )}
          </label>
        );
      })}
      <p className="text-xs text-slate-500">{t('notifications.mobileNeeded')}</p>
      <p className="text-xs text-slate-500">{t('notifications.alwaysByEmail')}</p>
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <button type="submit" className="btn btn-primary" disabled={busy}>
        {busy ? t('notifications.saving') : t('notifications.save')}
      </button>
    </form>
  );
}

/** /user/page/NotificationSetting: the channels of booking messages and reminders. */
export function NotificationSettings() {
  const { t } = useTranslation();
  const settings = useNotificationSettings();
  return (
    <SectionCard title={t('notifications.title')}>
      {settings.isPending ? (
        <PageLoader />
      ) : settings.isError ? (
        <ErrorAlert
          message={errorMessage(settings.error)}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        <ChannelsForm initial={settings.data} />
      )}
    </SectionCard>
  );
}
