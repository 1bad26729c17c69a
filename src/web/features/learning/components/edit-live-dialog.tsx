import { useRef, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from 'react-i18next';

/** Asks before editing something Live (editing sends it back On Review): No or Confirm Edit. */
export function EditLiveDialog({
  title,
  className,
  onClose,
  onConfirm,
  children,
}: {
  title: string;
  className: string;
  onClose: () => void;
  onConfirm: () => void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const noRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      title={title}
      role="alertdialog"
      onClose={onClose}
      initialFocus={noRef}
      className={className}
    >
      {children}
      <div className="mt-6 flex justify-center gap-3">
        <button ref={noRef} type="button" className="btn btn-outline" onClick={onClose}>
          {t('learning.editLive.no')}
        </button>
        <button type="button" className="btn btn-primary" onClick={onConfirm}>
          {t('learning.editLive.confirm')}
        </button>
      </div>
    </Dialog>
  );
}
