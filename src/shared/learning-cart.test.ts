import { describe, expect, it } from 'vitest';
import { cartCountLine, dedupeCart, parseCartCookie, serializeCart } from './learning-cart.js';

describe('course cart cookie', () => {
  it('keeps one entry per id plus type, in order', () => {
    expect(
      dedupeCart([
        { targetID: 3, targetType: 'MainCourse' },
        { targetID: 3, targetType: 'questionBank' },
        { targetID: 3, targetType: 'MainCourse' },
        { targetID: 1, targetType: 'MainCourse' },
      ]),
    ).toEqual([
      { targetID: 3, targetType: 'MainCourse' },
      { targetID: 3, targetType: 'questionBank' },
      { targetID: 1, targetType: 'MainCourse' },
    ]);
  });

  it('round-trips through the cookie and treats a broken cookie as empty', () => {
    const value = serializeCart([
      { targetID: 2, targetType: 'questionBank' },
      { targetID: 2, targetType: 'questionBank' },
    ]);
    expect(parseCartCookie(value)).toEqual([{ targetID: 2, targetType: 'questionBank' }]);
    expect(parseCartCookie('%7Bnot-json')).toEqual([]);
    expect(parseCartCookie(encodeURIComponent('{"a":1}'))).toEqual([]);
    expect(parseCartCookie(undefined)).toEqual([]);
    expect(
      parseCartCookie(encodeURIComponent('[{"targetID":-1,"targetType":"MainCourse"},{"x":1}]')),
    ).toEqual([]);
  });

  it('words the count line as the spec does', () => {
    expect(cartCountLine(1)).toBe('1 Course in the Cart');
    expect(cartCountLine(3)).toBe('3 Courses in the Cart');
  });
});
