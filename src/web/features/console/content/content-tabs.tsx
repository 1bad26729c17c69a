import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const TABS = [
  { to: '/staff/content', label: 'posts' },
  { to: '/staff/content/gallery', label: 'gallery' },
  { to: '/staff/content/faq', label: 'faq' },
  { to: '/staff/content/pages', label: 'pages' },
  { to: '/staff/content/inbox', label: 'inbox' },
] as const;

/** The Content section's parts, above each of its pages. */
export function ContentTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('console.content.tabs.label')} className="mb-5">
      <ul className="flex flex-wrap gap-2">
        {TABS.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end
              className={({ isActive }) =>
                `inline-block rounded-full px-4 py-1.5 text-sm font-semibold ${isActive ? 'bg-brand-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300'}`
              }
            >
              {t(`console.content.tabs.${tab.label}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
