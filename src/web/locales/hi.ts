import type { Catalogue } from './en';
import { blog } from './hi/blog';
import { carDetail } from './hi/carDetail';
import { cars } from './hi/cars';
import { common } from './hi/common';
import { home } from './hi/home';
import { layout } from './hi/layout';
import { messages } from './hi/messages';
import { notifications } from './hi/notifications';
import { pages } from './hi/pages';
import { search } from './hi/search';

/** The Hindi catalogue: the same keys as the English one, in Devanagari. */
export const hi: Catalogue = {
  blog,
  carDetail,
  cars,
  common,
  home,
  layout,
  messages,
  notifications,
  pages,
  search,
};
