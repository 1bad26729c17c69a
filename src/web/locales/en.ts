import { blog } from './en/blog';
import { carDetail } from './en/carDetail';
import { cars } from './en/cars';
import { common } from './en/common';
import { home } from './en/home';
import { layout } from './en/layout';
import { messages } from './en/messages';
import { notifications } from './en/notifications';
import { pages } from './en/pages';
import { search } from './en/search';

/**
 * The English catalogue, the source of every key. The Hindi one must have the same shape
 * (`Catalogue`); catalogue.test.ts fails on a key missing from either.
 */
export const en = {
  common,
  layout,
  home,
  search,
  cars,
  carDetail,
  blog,
  pages,
  messages,
  notifications,
};

export type Catalogue = typeof en;
