import { useSiteInfo } from '../../lib/site';
import { LEARNING_NAV, MORE_NAV, type NavItem } from './nav-items';

/** The More menu, with Driving Courses when the site runs the driving school. */
export function useMoreNav(): NavItem[] {
  const site = useSiteInfo();
  return site.data?.learningEnabled ? [...MORE_NAV, ...LEARNING_NAV] : MORE_NAV;
}
