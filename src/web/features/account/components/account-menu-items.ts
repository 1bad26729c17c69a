/** Customer side menu; Share apps is hidden. `to: null` is the Logout entry. */
export const SIDE_MENU: { label: string; to: string | null }[] = [
  { label: 'My Booking', to: '/user/dashboard' },
  { label: 'My Profile', to: '/user/page/profilesetting' },
  { label: 'My Favourite', to: '/user/page/MyFavourite' },
  { label: 'My Transaction', to: '/user/page/MyTransaction' },
  { label: 'My Document', to: '/user/page/MyDocument' },
  { label: 'Invite Friends & Earn', to: '/user/page/inviteFriends' },
  { label: 'Help & Support', to: '/contact-us' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Logout', to: null },
];
