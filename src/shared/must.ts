/**
 * The value, or an Error that names what was expected instead of a bare `!`: for a row an
 * insert's `returning()` always gives, an element a page always renders, a key a map was built
 * with. A broken expectation then fails loudly where it broke, saying what was missing.
 */
export function must<T>(value: T, what: string): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`Expected ${what}, found none.`);
  return value;
}
