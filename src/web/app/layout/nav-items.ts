import type { IconName } from '../../components/icon';
import { COURSE_CART_PATH, LEARNING_ACCOUNT_PAGES } from '../../lib/customer-pages';
import type { Catalogue } from '../../locales/en';

/** A menu entry: `label` is its key under `layout.nav` in the catalogues. */
export interface NavItem {
  label: keyof Catalogue['layout']['nav'];
  to: string;
}

export interface BottomNavItem extends NavItem {
  icon: IconName;
}

/** Main menu, in order; "More" sits between My Dashboard and Contact Us. */
export const MAIN_NAV_BEFORE_MORE: NavItem[] = [
  { label: 'home', to: '/' },
  { label: 'about', to: '/about-us' },
  { label: 'rent', to: '/cars' },
  { label: 'dashboard', to: '/user/dashboard' },
];

export const MORE_NAV: NavItem[] = [
  { label: 'faq', to: '/faq' },
  { label: 'gallery', to: '/gallery' },
  { label: 'blogs', to: '/blogs' },
];

/** Shown in More (desktop and the phone menu) only when the driving school is on (GET /api/site learningEnabled). */
export const LEARNING_NAV: NavItem[] = [
  { label: 'drivingCourses', to: '/courses/exam' },
  { label: 'mockTests', to: '/courses/qb' },
  { label: 'courseCart', to: COURSE_CART_PATH },
  ...LEARNING_ACCOUNT_PAGES.map((p) => ({ label: p.key, to: p.to })),
];

export const MAIN_NAV_AFTER_MORE: NavItem[] = [{ label: 'contact', to: '/contact-us' }];

export const SIGN_IN: NavItem = { label: 'signIn', to: '/user/login' };

/** Phone bottom bar (under 768 px). */
export const BOTTOM_NAV: BottomNavItem[] = [
  { label: 'home', to: '/', icon: 'home' },
  { label: 'myBookings', to: '/user/dashboard', icon: 'calendar' },
  { label: 'search', to: '/search-cars', icon: 'search' },
  { label: 'myProfile', to: '/user/page/profilesetting', icon: 'user' },
];

export const FOOTER_LINKS: NavItem[] = [
  { label: 'about', to: '/about-us' },
  { label: 'contact', to: '/contact-us' },
  { label: 'faq', to: '/faq' },
  { label: 'gallery', to: '/gallery' },
  { label: 'blogs', to: '/blogs' },
];

export const POLICY_LINKS: NavItem[] = [
  { label: 'terms', to: '/information/termandconditions' },
  { label: 'privacy', to: '/information/privacy' },
  { label: 'refund', to: '/information/RefundAndCancellation' },
];
