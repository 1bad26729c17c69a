import { z } from 'zod';
import { TARGET_TYPES } from './learning-rules.js';

import { CART_MAX_ITEMS } from './learning-cart-cookie.js';

/** The course cart lives in a cookie for 3 days; both sides read it with this shape. */
export { CART_COOKIE, CART_COOKIE_DAYS, CART_MAX_ITEMS } from './learning-cart-cookie.js';

export const cartEntrySchema = z.object({
  targetID: z.number().int().positive(),
  targetType: z.enum(TARGET_TYPES),
});
export type CartEntry = z.infer<typeof cartEntrySchema>;

/** Keeps the first of each id plus type, drops anything malformed, at most CART_MAX_ITEMS. */
export function dedupeCart(entries: unknown[]): CartEntry[] {
  const seen = new Set<string>();
  const out: CartEntry[] = [];
  for (const raw of entries) {
    const parsed = cartEntrySchema.safeParse(raw);
    if (!parsed.success) continue;
    const key = `${parsed.data.targetType}:${parsed.data.targetID}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(parsed.data);
    if (out.length === CART_MAX_ITEMS) break;
  }
  return out;
}

/** Reads the cookie's value (URI-encoded JSON); a broken cookie is an empty cart. */
export function parseCartCookie(value: string | undefined): CartEntry[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(value));
    return Array.isArray(parsed) ? dedupeCart(parsed) : [];
  } catch {
    return [];
  }
}

export const serializeCart = (entries: CartEntry[]) =>
  encodeURIComponent(JSON.stringify(dedupeCart(entries)));

/** 'N Courses in the Cart', or 'Course in the Cart' for one. */
export const cartCountLine = (n: number) =>
  n === 1 ? '1 Course in the Cart' : `${n} Courses in the Cart`;
