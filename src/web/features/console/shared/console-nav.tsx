import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { STAFF_ROLE_VALUES, type ConsoleMe, type StaffRole } from '../../../../shared/console';
import { CONSOLE_PAGES, type ConsolePagePath } from '../../../../shared/console-pages';
import { shared as sharedWords } from '../../../locales/en/console/shared';

export interface ConsoleNavItem {
  to: ConsolePagePath;
  label: string;
  /** Who sees it: the page's roles in CONSOLE_PAGES, whose reads the server test checks. */
  roles: readonly StaffRole[];
}

/** The menu's pages: each has its label in the catalogue (console.shared.nav.pages). */
type NavPagePath = ConsolePagePath & keyof typeof sharedWords.nav.pages;

const item = (to: NavPagePath): ConsoleNavItem => ({
  to,
  label: sharedWords.nav.pages[to],
  roles: CONSOLE_PAGES[to].roles,
});

/** The console's sections in menu order; who sees each is declared with its page. */
export const CONSOLE_NAV: ConsoleNavItem[] = [
  item('/staff'),
  item('/staff/calendar'),
  // Practical lessons (decision 0046): the desk's calendar; managers set packages and hours.
  item('/staff/lessons'),
  item('/staff/lessons/setup'),
  item('/staff/fleet'),
  item('/staff/bookings'),
  item('/staff/customers'),
  // Contact messages routed to the branch (decision 0030); an admin's Content has it too.
  item('/staff/content/inbox'),
  // Renters' reviews of the branch's cars (decision 0049).
  item('/staff/reviews'),
  item('/staff/payments'),
  // Tolls, challans and damage found after the trip (issue 36).
  item('/staff/trip-charges'),
  item('/staff/reports'),
  item('/staff/offers'),
  // Rate seasons and the standing rule (decision 0049).
  item('/staff/seasons'),
  item('/staff/ledger'),
  // Trial balance, profit and loss, balance sheet, GSTR-3B (decision 0052).
  item('/staff/statements'),
  item('/staff/gst'),
  item('/staff/courses'),
  item('/staff/settings'),
  item('/staff/content'),
  item('/staff/team'),
  item('/staff/audit'),
  item('/staff/jobs'),
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-xl px-4 py-2.5 text-sm font-semibold ${isActive ? 'bg-brand-50 text-brand-800' : 'text-slate-800 hover:bg-slate-100'}`;

export function ConsoleNav({
  me,
  onNavigate,
}: {
  me: ConsoleMe | undefined;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  // Before the staff member's role is known, only the sections every role has.
  const items = CONSOLE_NAV.filter((i) =>
    me ? i.roles.includes(me.staffRole) : STAFF_ROLE_VALUES.every((r) => i.roles.includes(r)),
  );
  return (
    <nav aria-label={t('console.shared.nav.label')}>
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/staff' || item.to === '/staff/lessons'}
              className={linkClass}
              onClick={onNavigate}
            >
              {t(`console.shared.nav.pages.${item.to as NavPagePath}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
