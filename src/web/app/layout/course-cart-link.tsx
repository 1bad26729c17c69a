import { Link } from 'react-router';
import { Icon } from '../../components/icon';
import { useCourseCartCount } from '../../lib/course-cart-count';
import { COURSE_CART_PATH } from '../../lib/customer-pages';
import { useSiteInfo } from '../../lib/site';
import { useTranslation } from 'react-i18next';

/** The course cart in the header, with how many courses it holds, when the school runs. */
export function CourseCartLink() {
  const { t } = useTranslation();
  const count = useCourseCartCount();
  const learning = useSiteInfo().data?.learningEnabled ?? false;
  if (!learning) return null;
  return (
    <Link
      to={COURSE_CART_PATH}
      aria-label={t('layout.nav.courseCartCount', { count })}
      className="relative rounded-xl p-2 text-slate-800 hover:bg-slate-100"
    >
      <Icon name="cart" className="size-6" />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-brand-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      )}
    </Link>
  );
}
