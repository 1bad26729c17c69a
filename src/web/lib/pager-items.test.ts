import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager-items';

describe('pagerItems (2 margin pages, 5 in range)', () => {
  it('shows every page when there are few', () => {
    expect(pagerItems(1, 1, 2, 5)).toEqual([1]);
    expect(pagerItems(4, 9, 2, 5)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('keeps two pages at each end and five around the current one', () => {
    expect(pagerItems(7, 12, 2, 5)).toEqual([1, 2, 'gap', 5, 6, 7, 8, 9, 'gap', 11, 12]);
    expect(pagerItems(1, 12, 2, 5)).toEqual([1, 2, 3, 4, 5, 'gap', 11, 12]);
    expect(pagerItems(12, 12, 2, 5)).toEqual([1, 2, 'gap', 8, 9, 10, 11, 12]);
  });
});
