import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { EmailPreferences } from '../../../../shared/account';
import { ErrorAlert } from '../../../components/error-alert';
import { PageLoader } from '../../../components/spinner';
import { errorMessage, GENERIC_ERROR_MESSAGE } from '../../../lib/api-client';
import { PREFERENCES_KEY, saveEmailPreferences, useEmailPreferences } from '../api/account-api';
import { Notice, SectionCard } from './section-card';
import { useTranslation } from 'react-i18next';

const BACK_AFTER_MS = 2800;

function PreferencesForm({ initial }: { initial: EmailPreferences }) {
  const { t } = useTranslation();
  const [prefs, setPrefs] = useState(initial);
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string }>();
  const [busy, setBusy] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (notice?.kind !== 'success') return;
    const timer = setTimeout(() => void navigate('/user/page/profilesetting'), BACK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [notice, navigate]);

  const toggle = (key: keyof EmailPreferences) => setPrefs((p) => ({ ...p, [key]: !p[key] }));

  const save = async () => {
    setBusy(true);
    setNotice(undefined);
    try {
      const saved = await saveEmailPreferences(prefs);
      queryClient.setQueryData(PREFERENCES_KEY, saved);
      setNotice({ kind: 'success', text: t('account.emailSettings.saved') });
    } catch (e) {
      setNotice({
        kind: 'error',
        text: e instanceof Error ? errorMessage(e) : GENERIC_ERROR_MESSAGE,
      });
    } finally {
      setBusy(false);
    }
  };

  const keys: (keyof EmailPreferences)[] = prefs.noPromotional
    ? ['noPromotional']
    : ['promotion', 'announcements', 'noPromotional'];

  return (
    <div className="space-y-3">
      {keys.map((key) => (
        <label key={key} className="flex items-center gap-3 text-sm text-slate-800">
          <input
            type="checkbox"
            className="size-4"
            checked={prefs[key]}
            onChange={() => toggle(key)}
          />
          {t(`account.emailSettings.labels.${key}`)}
        </label>
      ))}
      {notice && <Notice kind={notice.kind}>{notice.text}</Notice>}
      <button type="button" className="btn btn-primary" onClick={() => void save()} disabled={busy}>
        {busy ? t('account.profile.saving') : t('account.profile.save')}
      </button>
    </div>
  );
}

export function EmailSettings() {
  const { t } = useTranslation();
  const prefs = useEmailPreferences();
  return (
    <SectionCard title={t('account.emailSettings.title')}>
      {prefs.isPending ? (
        <PageLoader />
      ) : prefs.isError ? (
        <ErrorAlert message={errorMessage(prefs.error)} onRetry={() => void prefs.refetch()} />
      ) : (
        <PreferencesForm initial={prefs.data} />
      )}
    </SectionCard>
  );
}
