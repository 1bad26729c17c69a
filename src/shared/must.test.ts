import { describe, expect, it } from 'vitest';
import { must } from './must.js';

describe('must', () => {
  it('returns a present value, falsy ones included', () => {
    expect(must(0, 'a count')).toBe(0);
    expect(must('', 'a name')).toBe('');
    expect(must({ id: 3 }, 'the row')).toEqual({ id: 3 });
  });

  it('throws an Error naming what was expected for null and undefined', () => {
    expect(() => must(null, 'the inserted booking')).toThrow(
      'Expected the inserted booking, found none.',
    );
    expect(() => must([][0], 'the first row')).toThrow('Expected the first row, found none.');
  });
});
