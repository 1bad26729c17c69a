import { useTranslation } from 'react-i18next';
import { useRef } from 'react';
import { useLogout } from '../lib/session';
import { Dialog } from './dialog';

/** 'Are you sure, You want to Logout?' with No / Yes; Yes ends the session and goes to /. */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { logout, isPending } = useLogout();
  const noRef = useRef<HTMLButtonElement>(null);

  const confirm = async () => {
    await logout();
    onClose();
  };

  return (
    <Dialog
      title={t('common.logout.question')}
      role="alertdialog"
      onClose={onClose}
      initialFocus={noRef}
      className="max-w-sm text-center"
    >
      <div className="mt-6 flex justify-center gap-3">
        <button ref={noRef} type="button" className="btn btn-outline" onClick={onClose}>
          {t('common.logout.no')}
        </button>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => void confirm()}
          disabled={isPending}
        >
          {isPending ? t('common.logout.loggingOut') : t('common.logout.yes')}
        </button>
      </div>
    </Dialog>
  );
}
