import { useEffect, useRef } from 'react';

const TEXT = 'Rent a self-drive car in Chhattisgarh with SelfDrive:';

/** Popup with share buttons and the link itself. */
export function ShareDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    closeRef.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);

  const url = encodeURIComponent(link);
  const text = encodeURIComponent(TEXT);
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${text}&url=${url}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
    {
      name: 'E-mail',
      href: `mailto:?subject=${encodeURIComponent('Try SelfDrive')}&body=${text}%20${url}`,
    },
  ];

  return (
    <div className="fixed inset-0 z-[60] flex items-center justify-center p-4">
      <div className="absolute inset-0 bg-slate-950/50" aria-hidden="true" onClick={onClose} />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="share-title"
        className="relative w-full max-w-md rounded-2xl bg-white p-6 shadow-2xl"
      >
        <h2 id="share-title" className="text-lg font-semibold text-slate-900">
          Share this Link
        </h2>
        <ul className="mt-4 flex flex-wrap gap-2">
          {targets.map((t) => (
            <li key={t.name}>
              <a
                href={t.href}
                target="_blank"
                rel="noopener noreferrer"
                className="btn btn-outline"
              >
                {t.name}
              </a>
            </li>
          ))}
        </ul>
        <p className="mt-4 rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm break-all">{link}</p>
        <button ref={closeRef} type="button" className="btn btn-primary mt-4" onClick={onClose}>
          Close
        </button>
      </div>
    </div>
  );
}
