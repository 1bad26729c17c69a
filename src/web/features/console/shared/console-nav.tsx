import { NavLink } from 'react-router';
import { STAFF_ROLE_VALUES, type ConsoleMe, type StaffRole } from '../../../../shared/console';
import { CONSOLE_PAGES, type ConsolePagePath } from '../../../../shared/console-pages';

export interface ConsoleNavItem {
  to: ConsolePagePath;
  label: string;
  /** Who sees it: the page's roles in CONSOLE_PAGES, whose reads the server test checks. */
  roles: readonly StaffRole[];
}

const item = (to: ConsolePagePath, label: string): ConsoleNavItem => ({
  to,
  label,
  roles: CONSOLE_PAGES[to].roles,
});

/** The console's sections in menu order; who sees each is declared with its page. */
export const CONSOLE_NAV: ConsoleNavItem[] = [
  item('/staff', 'Today'),
  item('/staff/calendar', 'Calendar'),
  item('/staff/fleet', 'Fleet and prices'),
  item('/staff/bookings', 'Bookings'),
  item('/staff/customers', 'Customers'),
  // Contact messages routed to the branch (decision 0030); an admin's Content has it too.
  item('/staff/content/inbox', 'Inbox'),
  item('/staff/payments', 'Payments'),
  item('/staff/reports', 'Reports'),
  item('/staff/ledger', 'Ledger'),
  item('/staff/gst', 'GST settings'),
  item('/staff/courses', 'Course review'),
  item('/staff/settings', 'Settings'),
  item('/staff/content', 'Content'),
  item('/staff/team', 'Team'),
  item('/staff/audit', 'Audit log'),
  item('/staff/jobs', 'Failed jobs'),
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
  // Before the staff member's role is known, only the sections every role has.
  const items = CONSOLE_NAV.filter((i) =>
    me ? i.roles.includes(me.staffRole) : STAFF_ROLE_VALUES.every((r) => i.roles.includes(r)),
  );
  return (
    <nav aria-label="Console">
      <ul className="space-y-1">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              end={item.to === '/staff'}
              className={linkClass}
              onClick={onNavigate}
            >
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
