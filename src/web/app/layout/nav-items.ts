import type { IconName } from '../../components/icon';

export interface NavItem {
  label: string;
  to: string;
}

export interface BottomNavItem extends NavItem {
  icon: IconName;
}

/** Main menu, in order; "More" sits between My Dashboard and Contact Us. */
export const MAIN_NAV_BEFORE_MORE: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Rent a Car', to: '/cars' },
  { label: 'My Dashboard', to: '/user/dashboard' },
];

export const MORE_NAV: NavItem[] = [
  { label: 'FAQ', to: '/faq' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Blogs', to: '/blogs' },
];

/** Shown in More only when the driving school is on (GET /api/site learningEnabled). */
export const LEARNING_NAV: NavItem[] = [
  { label: 'Driving Courses', to: '/courses/exam' },
  { label: 'Course Cart', to: '/user/checkout/cart' },
];

export const MAIN_NAV_AFTER_MORE: NavItem[] = [{ label: 'Contact Us', to: '/contact-us' }];

export const SIGN_IN: NavItem = { label: 'Sign in', to: '/user/login' };

/** Phone bottom bar (under 768 px). */
export const BOTTOM_NAV: BottomNavItem[] = [
  { label: 'Home', to: '/', icon: 'home' },
  { label: 'My Bookings', to: '/user/dashboard', icon: 'calendar' },
  { label: 'Search', to: '/search-cars', icon: 'search' },
  { label: 'My Profile', to: '/user/page/profilesetting', icon: 'user' },
];

export const FOOTER_LINKS: NavItem[] = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Gallery', to: '/gallery' },
  { label: 'Blogs', to: '/blogs' },
];

export const POLICY_LINKS: NavItem[] = [
  { label: 'Terms and Conditions', to: '/information/termandconditions' },
  { label: 'Privacy Policy', to: '/information/privacy' },
  { label: 'Refund and Cancellation', to: '/information/RefundAndCancellation' },
];
