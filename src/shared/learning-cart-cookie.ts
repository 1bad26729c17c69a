/**
 * The course cart cookie's name and limits, without zod, so the site header can count the
 * cart without loading the schema library (decision 0002). learning-cart.ts reads it fully.
 */
export const CART_COOKIE = 'sd_course_cart';
export const CART_COOKIE_DAYS = 3;
export const CART_MAX_ITEMS = 20;

/** How many distinct courses the cookie's value names (0 for a missing or broken cookie). */
export function countCartCookie(value: string | undefined): number {
  if (!value) return 0;
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    if (!Array.isArray(parsed)) return 0;
    const keys = new Set<string>();
    for (const e of parsed as { targetID?: unknown; targetType?: unknown }[]) {
      if (typeof e?.targetID !== 'number' || typeof e.targetType !== 'string') continue;
      keys.add(`${e.targetType}:${e.targetID}`);
    }
    return Math.min(keys.size, CART_MAX_ITEMS);
  } catch {
    return 0;
  }
}
