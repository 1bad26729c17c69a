import { useSyncExternalStore } from 'react';
import {
  cartEntrySchema,
  CART_COOKIE,
  CART_COOKIE_DAYS,
  dedupeCart,
  parseCartCookie,
  serializeCart,
  type CartEntry,
} from '../../../../shared/learning-cart';
import { courseCartChanged } from '../../../lib/course-cart-count';

const listeners = new Set<() => void>();
let cached: { raw: string | undefined; entries: CartEntry[] } = { raw: undefined, entries: [] };

function rawCookie(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const pair = document.cookie.split('; ').find((c) => c.startsWith(`${CART_COOKIE}=`));
  return pair?.slice(CART_COOKIE.length + 1);
}

/** The cart entries in the cookie (the same object until the cookie changes). */
export function readCart(): CartEntry[] {
  const raw = rawCookie();
  if (raw !== cached.raw) cached = { raw, entries: parseCartCookie(raw) };
  return cached.entries;
}

/** Writes the cart cookie, kept 3 days, deduplicated by id plus type. */
export function writeCart(entries: CartEntry[]) {
  const expires = new Date(Date.now() + CART_COOKIE_DAYS * 86_400_000).toUTCString();
  document.cookie = `${CART_COOKIE}=${serializeCart(dedupeCart(entries))}; expires=${expires}; path=/; SameSite=Lax`;
  for (const listener of listeners) listener();
  courseCartChanged();
}

export const addToCart = (entry: CartEntry) => writeCart([...readCart(), entry]);

/**
 * The cart's address can name a course to add (`?add=12&type=MainCourse`): the course page's
 * Add to Cart is a form that sends it there when the app has not run yet (decision 0044).
 */
export const CART_ADD_PARAMS = { id: 'add', type: 'type' } as const;

/** The course the cart's address asks to add, if it names one properly. */
export function cartEntryToAdd(params: URLSearchParams): CartEntry | undefined {
  if (!params.has(CART_ADD_PARAMS.id)) return undefined;
  const parsed = cartEntrySchema.safeParse({
    targetID: Number(params.get(CART_ADD_PARAMS.id)),
    targetType: params.get(CART_ADD_PARAMS.type),
  });
  return parsed.success ? parsed.data : undefined;
}
export const removeFromCart = (id: number) =>
  writeCart(readCart().filter((e) => e.targetID !== id));

/** Cart entries, re-read whenever this tab changes the cookie. */
export function useCartEntries(): CartEntry[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    readCart,
    () => [],
  );
}

/** Redirect2Payment: set when the cart sends a visitor to log in before paying. */
export const REDIRECT_TO_PAYMENT_KEY = 'Redirect2Payment';
/** Gift this Course: the course to gift ({id, slug}), read by /checkout/giftCourse. */
export const GIFT_COURSE_KEY = 'giftCourse';

export function rememberGift(course: { id: number; slug: string }) {
  try {
    sessionStorage.setItem(GIFT_COURSE_KEY, JSON.stringify({ id: course.id, slug: course.slug }));
  } catch {
    // Storage disabled: the gift page asks the customer to choose the course again.
  }
}

export function giftTarget(): { id: number; slug: string } | null {
  try {
    const v: unknown = JSON.parse(sessionStorage.getItem(GIFT_COURSE_KEY) ?? 'null');
    if (typeof v !== 'object' || v === null) return null;
    const { id, slug } = v as { id?: unknown; slug?: unknown };
    return typeof id === 'number' && typeof slug === 'string' ? { id, slug } : null;
  } catch {
    return null;
  }
}
