import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SITE_NAME } from '../lib/site';

interface LogoProps {
  /** Light text for dark backgrounds. */
  inverted?: boolean;
  onClick?: () => void;
}

/** The brand mark and name, linking home. */
export function Logo({ inverted = false, onClick }: LogoProps) {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      onClick={onClick}
      className="flex shrink-0 items-center gap-2 rounded-lg"
      aria-label={t('common.homeLink', { site: SITE_NAME })}
    >
      <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className="size-9 shrink-0">
        <rect
          width="32"
          height="32"
          rx="9"
          className={inverted ? 'fill-white' : 'fill-brand-700'}
        />
        <path
          d="M7 19.5 9 14a2 2 0 0 1 1.9-1.3h10.2A2 2 0 0 1 23 14l2 5.5v3.5a1 1 0 0 1-1 1h-1.5a1 1 0 0 1-1-1v-1h-11v1a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1z"
          className="fill-accent-400"
        />
        <circle cx="11" cy="19.5" r="1.5" className={inverted ? 'fill-white' : 'fill-brand-700'} />
        <circle cx="21" cy="19.5" r="1.5" className={inverted ? 'fill-white' : 'fill-brand-700'} />
      </svg>
      <span className="flex flex-col leading-none">
        <span
          className={`text-lg font-extrabold tracking-tight ${inverted ? 'text-white' : 'text-slate-900'}`}
        >
          SelfDrive
        </span>{' '}
        <span
          className={`text-[0.7rem] font-semibold tracking-[0.18em] uppercase [@media(max-width:30rem)]:tracking-[0.08em] ${inverted ? 'text-brand-200' : 'text-brand-700'}`}
        >
          Chhattisgarh
        </span>
      </span>
    </Link>
  );
}
