import { NavLink } from 'react-router';

const TABS = [
  { to: '/staff/content', label: 'Blog posts' },
  { to: '/staff/content/gallery', label: 'Gallery' },
  { to: '/staff/content/faq', label: 'FAQ' },
  { to: '/staff/content/pages', label: 'Pages' },
  { to: '/staff/content/inbox', label: 'Inbox' },
];

/** The Content section's parts, above each of its pages. */
export function ContentTabs() {
  return (
    <nav aria-label="Content" className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((t) => (
          <li key={t.to}>
            <NavLink
              to={t.to}
              end
              className={({ isActive }) =>
                `inline-block rounded-full px-4 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`
              }
            >
              {t.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
