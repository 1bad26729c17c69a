import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';

interface Props {
  /** The heading; it names the dialog for screen readers. */
  title: ReactNode;
  onClose: () => void;
  children: ReactNode;
  /** 'alertdialog' for a question that needs an answer, 'dialog' for a small form. */
  role?: 'dialog' | 'alertdialog';
  /** The control to focus when the dialog opens (else the first focusable one). */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

const FOCUSABLE =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/**
 * A modal over a dimmed page: Escape and a click outside close it; focus moves into it and Tab
 * cycles inside it (the page behind is inert to the keyboard), and returns where it was on close.
 */
export function Dialog({
  title,
  onClose,
  children,
  role = 'dialog',
  initialFocus,
  className = 'max-w-md',
}: Props) {
  const titleId = useId();
  const boxRef = useRef<HTMLDivElement>(null);
  // The latest onClose, so that a parent passing a new function each render (typing into a
  // field inside the dialog re-renders it) never re-runs the opening focus below: focus would
  // jump to the first control at each keystroke, and a space typed there would press it.
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const focusable = () => [...(boxRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])];
    (initialFocus?.current ?? focusable()[0])?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') return onCloseRef.current();
      if (e.key !== 'Tab') return;
      const items = focusable();
      if (items.length === 0) return;
      const first = items[0];
      const last = items.at(-1);
      if (!first || !last) return;
      const inside = boxRef.current?.contains(document.activeElement);
      if (e.shiftKey && (document.activeElement === first || !inside)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (document.activeElement === last || !inside)) {
        e.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      if (opener?.isConnected) opener.focus();
    };
  }, [initialFocus]);

  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onClick={onClose} />
      <div
        ref={boxRef}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        className={`relative max-h-[90vh] w-full overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl ${className}`}
      >
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
