import { useEffect, useRef } from 'react';
import { useLogout } from '../lib/session';

/** 'Are you sure, You want to Logout?' with No / Yes; Yes ends the session and goes to /. */
export function LogoutDialog({ onClose }: { onClose: () => void }) {
  const { logout, isPending } = useLogout();
  const noRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    noRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const confirm = async () => {
    await logout();
    onClose();
  };

  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onClick={onClose} />
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="logout-title"
        className="relative w-full max-w-sm rounded-2xl bg-white p-6 text-center shadow-2xl"
      >
        <p id="logout-title" className="text-lg font-semibold text-slate-900">
          Are you sure, You want to Logout?
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <button ref={noRef} type="button" className="btn btn-outline" onClick={onClose}>
            No
          </button>
          <button
            type="button"
            className="btn btn-primary"
            onClick={() => void confirm()}
            disabled={isPending}
          >
            {isPending ? 'Logging out…' : 'Yes'}
          </button>
        </div>
      </div>
    </div>
  );
}
