import { useRef } from 'react';
import { Dialog } from '../../../components/dialog';
import { useTranslation } from 'react-i18next';

/** Popup with share buttons and the link itself. */
export function ShareDialog({ link, onClose }: { link: string; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  const url = encodeURIComponent(link);
  const text = encodeURIComponent(t('account.invite.shareText'));
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${url}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${url}` },
    { name: 'X (Twitter)', href: `https://twitter.com/intent/tweet?text=${text}&url=${url}` },
    { name: 'Telegram', href: `https://t.me/share/url?url=${url}&text=${text}` },
    {
      name: t('account.invite.email'),
      href: `mailto:?subject=${encodeURIComponent(t('account.invite.shareSubject'))}&body=${text}%20${url}`,
    },
  ];

  return (
    <Dialog title={t('account.invite.share')} onClose={onClose} initialFocus={closeRef}>
      <ul className="mt-4 flex flex-wrap gap-2">
        {targets.map((target) => (
          <li key={target.name}>
            <a
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              className="btn btn-outline"
            >
              {target.name}
            </a>
          </li>
        ))}
      </ul>
      <p className="mt-4 rounded-xl bg-slate-50 px-3 py-2 font-mono text-sm break-all">{link}</p>
      <button ref={closeRef} type="button" className="btn btn-primary mt-4" onClick={onClose}>
        {t('account.invite.close')}
      </button>
    </Dialog>
  );
}
