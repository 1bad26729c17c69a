import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionError } from '../../../components/action-error';
import { Dialog } from '../../../components/dialog';

interface ConfirmDialogProps {
  /** The question, naming what is removed: `Retire Swift Dzire (CG 07 AB 1234)?` */
  title: string;
  /** What happens, and what stays. */
  children: ReactNode;
  /** Names the action: "Retire the car", never "OK". */
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  /** The failed attempt, shown in the dialog (a refusal says so). */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
  /** Red for a removal; a neutral action (bring a car back) keeps the brand colour. */
  tone?: 'danger' | 'neutral';
  /** Not ready to confirm (what it would do is still being checked, or was refused). */
  confirmDisabled?: boolean;
}

/**
 * Asks before a change that removes or ends something. Focus starts on the safe answer, so a
 * stray Enter keeps the record; Escape or a click outside also keeps it; Tab stays inside.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  pendingLabel,
  pending,
  error,
  onConfirm,
  onClose,
  tone = 'danger',
  confirmDisabled = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} role="alertdialog" onClose={onClose} initialFocus={keepRef}>
      <div className="mt-3 text-sm text-slate-800">{children}</div>
      <ActionError error={error} className="mt-3" />
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button ref={keepRef} type="button" className="btn btn-outline" onClick={onClose}>
          {t('console.shared.confirm.keep')}
        </button>
        <button
          type="button"
          className={
            tone === 'danger' ? 'btn bg-red-700 text-white hover:bg-red-800' : 'btn btn-primary'
          }
          disabled={pending || confirmDisabled}
          onClick={onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}

type ConfirmButtonProps = Omit<ConfirmDialogProps, 'onClose' | 'onConfirm'> & {
  /** The button's own text, e.g. "Remove block". */
  label: string;
  className?: string;
  disabled?: boolean;
  /** Runs the change; call `done` when it succeeded to close the dialog. */
  onConfirm: (done: () => void) => void;
  /** Called when the dialog opens (to clear an earlier attempt's error). */
  onOpen?: () => void;
};

/** A button that opens a ConfirmDialog, and does the change only on its confirm button. */
export function ConfirmButton({
  label,
  className = 'btn bg-white text-red-800 ring-1 ring-red-300 ring-inset',
  disabled,
  onConfirm,
  onOpen,
  ...dialog
}: ConfirmButtonProps) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        disabled={disabled}
        onClick={() => {
          onOpen?.();
          setAsking(true);
        }}
      >
        {label}
      </button>
      {asking && (
        <ConfirmDialog
          {...dialog}
          onClose={() => setAsking(false)}
          onConfirm={() => onConfirm(() => setAsking(false))}
        />
      )}
    </>
  );
}
