/** Customer side menu; Share apps is hidden. `to: null` is the Logout entry. */
export const SIDE_MENU = [
  { label: 'account.menu.booking', to: '/user/dashboard' },
  { label: 'account.menu.profile', to: '/user/page/profilesetting' },
  { label: 'account.menu.favourite', to: '/user/page/MyFavourite' },
  { label: 'account.menu.transaction', to: '/user/page/MyTransaction' },
  { label: 'account.menu.reviews', to: '/user/page/MyReviews' },
  { label: 'account.menu.document', to: '/user/page/MyDocument' },
  { label: 'account.menu.invite', to: '/user/page/inviteFriends' },
  { label: 'account.menu.help', to: '/contact-us' },
  { label: 'account.menu.about', to: '/about-us' },
  { label: 'account.menu.logout', to: null },
] as const satisfies readonly { label: string; to: string | null }[];
