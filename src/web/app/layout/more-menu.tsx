import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { Icon } from '../../components/icon';
import { useMoreNav } from './use-more-nav';
import { useTranslation } from 'react-i18next';

/** The "More" disclosure of the wide menu: FAQ, Gallery, Blogs. */
export function MoreMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const moreNav = useMoreNav();
  const active = moreNav.some((item) => pathname.startsWith(item.to));

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 rounded-lg px-3 py-2 text-sm font-semibold transition-colors hover:bg-brand-50 hover:text-brand-800 ${active ? 'text-brand-800' : 'text-slate-700'}`}
      >
        {t('layout.more')}
        <Icon
          name="chevronDown"
          className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
        />
      </button>
      <ul
        id={menuId}
        hidden={!open}
        className="absolute top-full right-0 z-50 mt-2 w-48 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200"
      >
        {moreNav.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={() => setOpen(false)}
              className={({ isActive }) =>
                `block rounded-lg px-3 py-2 text-sm font-medium hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-700'}`
              }
            >
              {t(`layout.nav.${item.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </div>
  );
}
