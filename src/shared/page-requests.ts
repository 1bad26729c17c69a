/**
 * What a page address asks of the server before any script runs (docs/decisions/0044): pages
 * only a signed-in customer opens, where sign-in goes next, and the language switch.
 */

/**
 * Pages only a signed-in customer opens. The server answers a visitor's request for one with a
 * redirect to sign-in that names the page (`/user/login?next=/user/dashboard`), before any
 * script runs; inside the app, the page's own guard (`RequireCustomer`) does the same for a
 * navigation that never reaches the server (docs/decisions/0044). Case-insensitive and with an
 * optional trailing slash, as the app's router matches.
 */
const CUSTOMER_ONLY_PAGES = [
  /^\/user\/dashboard\/?$/i,
  // The account area: every /user/page/{name}, favourites, courses and blogs included.
  /^\/user\/page(\/[^/]+)?\/?$/i,
  /^\/user\/bookmyride\/?$/i,
  /^\/courseStudent\/[^/]+\/?$/i,
  /^\/courseQBStudent\/[^/]+\/?$/i,
  /^\/instructor\/courses\/?$/i,
  /^\/instructor\/lessons\/?$/i,
  /^\/create-course\/?$/i,
  /^\/create-blog\/?$/i,
  /^\/checkout\/giftCourse\/?$/i,
  /^\/lessons\/mine\/?$/i,
];

export function isCustomerOnlyPage(pathname: string): boolean {
  return CUSTOMER_ONLY_PAGES.some((page) => page.test(pathname));
}

export const LOGIN_PATH = '/user/login';

/** The query parameter of the sign-in page that says where to go once signed in. */
export const NEXT_PARAM = 'next';

/** A path on this site, never "//elsewhere.example" or a full address. */
export const isSafeNextPath = (path: string): boolean =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

/** `/user/login?next=...` for a page (path and query) the visitor asked for. */
export function loginPathFor(next: string): string {
  return isSafeNextPath(next)
    ? `${LOGIN_PATH}?${new URLSearchParams({ [NEXT_PARAM]: next }).toString()}`
    : LOGIN_PATH;
}

/** Where the sign-in page's `next` parameter sends a visitor once signed in, when it is safe. */
export function nextPathOf(search: string): string | undefined {
  const next = new URLSearchParams(search).get(NEXT_PARAM);
  return next && isSafeNextPath(next) ? next : undefined;
}

/**
 * The language switch as a plain link (`?lang=hi`): the server remembers the choice on the
 * device (the `lang` cookie) and sends the visitor back to the address without it, so the
 * switch works before the page's scripts have run. Once they have, the page switches in place.
 */
export const SWITCH_LANGUAGE_PARAM = 'lang';
