import { NavLink } from 'react-router';
import {
  ADMIN_ROLES,
  MANAGER_ROLES,
  type ConsoleMe,
  type StaffRole,
} from '../../../../shared/console';

export interface ConsoleNavItem {
  to: string;
  label: string;
  /** Who sees it (every staff role unless given), as the server's route roles. */
  roles?: readonly StaffRole[];
}

/** The console's sections; the second helper's sections (bookings, customers...) join here. */
export const CONSOLE_NAV: ConsoleNavItem[] = [
  { to: '/staff', label: 'Today' },
  { to: '/staff/calendar', label: 'Calendar' },
  { to: '/staff/fleet', label: 'Fleet and prices', roles: MANAGER_ROLES },
  { to: '/staff/bookings', label: 'Bookings' },
  { to: '/staff/customers', label: 'Customers' },
  // Contact messages routed to the branch (decision 0030); an admin's Content has it too.
  { to: '/staff/content/inbox', label: 'Inbox' },
  { to: '/staff/payments', label: 'Payments' },
  { to: '/staff/reports', label: 'Reports', roles: MANAGER_ROLES },
  { to: '/staff/ledger', label: 'Ledger', roles: MANAGER_ROLES },
  { to: '/staff/gst', label: 'GST settings', roles: ADMIN_ROLES },
  { to: '/staff/courses', label: 'Course review', roles: ADMIN_ROLES },
  { to: '/staff/settings', label: 'Settings', roles: MANAGER_ROLES },
  { to: '/staff/content', label: 'Content', roles: ADMIN_ROLES },
  { to: '/staff/team', label: 'Team', roles: MANAGER_ROLES },
  { to: '/staff/audit', label: 'Audit log', roles: MANAGER_ROLES },
  { to: '/staff/jobs', label: 'Failed jobs', roles: ADMIN_ROLES },
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
  const items = CONSOLE_NAV.filter((i) => !i.roles || (me && i.roles.includes(me.staffRole)));
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
