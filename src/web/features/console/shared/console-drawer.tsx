import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';

/** The console menu on phones: a modal panel from the left; Escape or a click outside closes it. */
export function ConsoleDrawer({
  id,
  onClose,
  children,
}: {
  id: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 lg:hidden">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onClick={onClose} />
      <div
        id={id}
        role="dialog"
        aria-modal="true"
        aria-label={t('console.shared.drawer.label')}
        className="absolute inset-y-0 left-0 w-72 max-w-[85vw] overflow-y-auto bg-white p-4 shadow-2xl"
      >
        <button
          ref={closeRef}
          type="button"
          onClick={onClose}
          aria-label={t('console.shared.drawer.close')}
          className="mb-3 ml-auto flex size-11 items-center justify-center rounded-full hover:bg-slate-100"
        >
          <Icon name="close" />
        </button>
        {children}
      </div>
    </div>
  );
}
