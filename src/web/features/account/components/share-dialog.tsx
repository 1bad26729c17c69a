import { useRef } from 'react';
import { Dialog } from '../../../components/dialog';

const TEXT = 'Rent a self-drive car in Chhattisgarh with SelfDrive:';

/** Popup with share buttons and the link itself. */
export function ShareDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const closeRef = useRef<HTMLButtonElement>(null);

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
    <Dialog title="Share this Link" onClose={onClose} initialFocus={closeRef}>
      <ul className="mt-4 flex flex-wrap gap-2">
        {targets.map((t) => (
          <li key={t.name}>
            <a href={t.href} target="_blank" rel="noopener noreferrer" className="btn btn-outline">
              {t.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm break-all">{link}</p>
      <button ref={closeRef} type="button" className="btn btn-primary mt-4" onClick={onClose}>
        Close
      </button>
    </Dialog>
  );
}
