import { describe, expect, it } from 'vitest';
import { MY_COURSES_PAGER_RANGE } from '../../shared/learning-rules';
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

describe("pagerItems for the instructor's My Courses (no end pages, 7 numbers)", () => {
  const myCourses = (page: number, pageCount: number) =>
    pagerItems(page, pageCount, 0, MY_COURSES_PAGER_RANGE);

  it('shows every page up to 7, and 7 numbers with gaps when there are more', () => {
    expect(myCourses(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(myCourses(1, 12)).toEqual([1, 2, 3, 4, 5, 6, 7, 'gap']);
    expect(myCourses(8, 20)).toEqual(['gap', 5, 6, 7, 8, 9, 10, 11, 'gap']);
    expect(myCourses(20, 20)).toEqual(['gap', 14, 15, 16, 17, 18, 19, 20]);
  });
});
