import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useBlogCategories } from '../api/blog-api';
import { textLang } from '../../../lib/text-lang';

/** Categories with post counts, linking to /blogs/{CatID}. */
export function CategoryList() {
  const { t } = useTranslation();
  const { data } = useBlogCategories();
  return (
    <nav aria-label={t('blog.categoriesNav')}>
      <h2 className="text-sm font-bold text-slate-900">{t('blog.categories')}</h2>
      <ul className="mt-3 space-y-1">
        <li>
          <NavLink
            to="/blogs"
            end
            className={({ isActive }) =>
              `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-50'}`
            }
          >
            {t('blog.allPosts')}
          </NavLink>
        </li>
        {data?.categories.map((c) => (
          <li key={c.id}>
            <NavLink
              to={`/blogs/${c.id}`}
              className={({ isActive }) =>
                `flex justify-between rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-slate-700 hover:bg-slate-50'}`
              }
            >
              <span lang={textLang(c.title)}>{c.title}</span>
              <span className="text-slate-600">{c.postCount}</span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
