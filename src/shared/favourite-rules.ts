/** The favourites pager shows 3 per page, 2 margin pages and 5 numbers. */
export const FAVOURITES_PAGE_SIZE = 3;
export const FAVOURITES_MARGIN_PAGES = 2;
export const FAVOURITES_PAGE_RANGE = 5;
/** What a visitor who taps the heart is told. */
export const FAVOURITE_LOGIN_MESSAGE = 'Please Login to Add on your Favourite List.';
