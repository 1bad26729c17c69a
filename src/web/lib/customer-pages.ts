/**
 * The signed-in customer's own driving-school pages. Every account menu (the header's
 * dropdown, the account side menu, More and the phone drawer) lists them when the site runs
 * the driving school; `key` is the label under `layout.nav` and `account.menu`.
 * Upload Blog opens a new blog (the spec's edit_blog_id 0), whatever was edited before.
 */
export const LEARNING_ACCOUNT_PAGES = [
  { key: 'myCourses', to: '/user/page/mycourses' },
  { key: 'myBlogs', to: '/user/page/myblog' },
  { key: 'uploadBlog', to: '/create-blog?new=1' },
] as const;

export const COURSE_CART_PATH = '/user/checkout/cart';

/** The header dropdown's and the drawer's account links (labels under `layout.account`). */
export const ACCOUNT_LINKS = [
  { key: 'myBooking', to: '/user/dashboard' },
  { key: 'myTransaction', to: '/user/page/MyTransaction' },
  { key: 'myReviews', to: '/user/page/MyReviews' },
  { key: 'myFavourite', to: '/user/page/MyFavourite' },
  { key: 'myDocument', to: '/user/page/MyDocument' },
  { key: 'invite', to: '/user/page/inviteFriends' },
  { key: 'settings', to: '/user/page/profilesetting' },
  { key: 'changePassword', to: '/user/page/changePassword' },
] as const;
