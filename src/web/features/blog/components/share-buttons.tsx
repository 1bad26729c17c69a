import { useTranslation } from 'react-i18next';
import { useState } from 'react';

/**
 * Plain share links (no third-party scripts) and a copy-link button. Without `url` (the server
 * render, which does not know the address the visitor used) the links have no target yet.
 */
export function ShareButtons({ title, url }: { title: string; url: string | undefined }) {
  const { t: tr } = useTranslation();
  const [copied, setCopied] = useState(false);
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url ?? '');
  const targets = [
    { name: 'WhatsApp', href: `https://wa.me/?text=${text}%20${link}` },
    { name: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
    { name: 'X', href: `https://twitter.com/intent/tweet?text=${text}&url=${link}` },
    { name: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${link}` },
  ];
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
      setTimeout(() => setCopied(false), 3000);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="mt-8 flex flex-wrap items-center gap-2" aria-label={tr('blog.share')}>
      <span className="text-sm font-bold text-slate-900">{tr('blog.shareLabel')}</span>
      {targets.map((t) => (
        <a
          key={t.name}
          href={url ? t.href : undefined}
          target="_blank"
          rel="noopener noreferrer"
          className="btn btn-outline px-3 py-1.5"
        >
          {t.name}
          <span className="sr-only">{tr('blog.newTab')}</span>
        </a>
      ))}
      <button type="button" onClick={() => void copy()} className="btn btn-outline px-3 py-1.5">
        {copied ? tr('blog.copied') : tr('blog.copy')}
      </button>
    </div>
  );
}
