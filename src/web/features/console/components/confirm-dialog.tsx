import { useRef, type ReactNode } from 'react';
import { Dialog } from '../../../components/dialog';

/**
 * Asks before a change that cannot be undone. Focus starts on the safe answer, so a stray
 * Enter keeps the record; Escape or a click outside also keeps it.
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
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  pending: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const keepRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog title={title} role="alertdialog" onClose={onClose} initialFocus={keepRef}>
      <div className="mt-3 text-sm text-slate-800">{children}</div>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-6 flex justify-end gap-3">
        <button ref={keepRef} type="button" className="btn btn-outline" onClick={onClose}>
          Keep it
        </button>
        <button
          type="button"
          className="btn bg-red-700 text-white hover:bg-red-800"
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? pendingLabel : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
