import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { LogoutDialog } from '../../components/logout-dialog';
import { ACCOUNT_LINKS, LEARNING_ACCOUNT_PAGES } from '../../lib/customer-pages';
import { useSession } from '../../lib/session';
import { useSiteInfo } from '../../lib/site';
import { SIGN_IN } from './nav-items';
import { useTranslation } from 'react-i18next';

/** Sign in for visitors; My Account with the profile dropdown for a logged-in customer. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user } = useSession();
  const learning = useSiteInfo().data?.learningEnabled ?? false;
  const [open, setOpen] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (e: MouseEvent) => {
      if (!boxRef.current?.contains(e.target as Node)) setOpen(false);
    };
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!user) {
    return (
      <Link to={SIGN_IN.to} className="btn btn-primary">
        <Icon name="user" className="size-4" />
        {t(`layout.nav.${SIGN_IN.label}`)}
      </Link>
    );
  }

  return (
    <div ref={boxRef} className="relative">
      <button
        type="button"
        className="btn btn-primary"
        aria-expanded={open}
        aria-haspopup="true"
        onClick={() => setOpen((v) => !v)}
      >
        <Icon name="user" className="size-4" />
        {t('layout.account.myAccount')}
        <Icon name="chevronDown" className="size-4" />
      </button>
      {open && (
        <div className="absolute right-0 z-50 mt-2 w-64 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl">
          <div className="border-b border-slate-100 px-3 py-2">
            <p className="font-semibold text-slate-900">{user.name}</p>
            <p className="truncate text-sm text-slate-600">{user.email}</p>
          </div>
          <ul className="py-1">
            {[
              ...ACCOUNT_LINKS.map((l) => ({ to: l.to, label: t(`layout.account.${l.key}`) })),
              ...(learning
                ? LEARNING_ACCOUNT_PAGES.map((l) => ({ to: l.to, label: t(`layout.nav.${l.key}`) }))
                : []),
            ].map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  onClick={() => setOpen(false)}
                  className="block rounded-xl px-3 py-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  setConfirmLogout(true);
                }}
                className="block w-full rounded-xl px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
              >
                {t('layout.account.logout')}
              </button>
            </li>
          </ul>
        </div>
      )}
      {confirmLogout && <LogoutDialog onClose={() => setConfirmLogout(false)} />}
    </div>
  );
}
