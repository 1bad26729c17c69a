import { NavLink } from 'react-router';
import type { ConsoleMe } from '../../../../shared/console';

export interface ConsoleNavItem {
  to: string;
  label: string;
  /** Shown to admins only. */
  adminOnly?: boolean;
}

/** The console's sections; the second helper's sections (bookings, customers...) join here. */
export const CONSOLE_NAV: ConsoleNavItem[] = [
  { to: '/staff', label: 'Today' },
  { to: '/staff/calendar', label: 'Calendar' },
  { to: '/staff/fleet', label: 'Fleet and prices' },
  { to: '/staff/bookings', label: 'Bookings' },
  { to: '/staff/customers', label: 'Customers' },
  { to: '/staff/payments', label: 'Payments' },
  { to: '/staff/reports', label: 'Reports' },
  { to: '/staff/courses', label: 'Course review' },
  { to: '/staff/settings', label: 'Settings' },
  { to: '/staff/content', label: 'Content', adminOnly: true },
  { to: '/staff/team', label: 'Team' },
  { to: '/staff/audit', label: 'Audit log' },
  { to: '/staff/jobs', label: 'Failed jobs', adminOnly: true },
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
  const items = CONSOLE_NAV.filter((i) => !i.adminOnly || me?.staffRole === 'admin');
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
