import type { SearchInput } from '../../shared/search';

/**
 * What the customer chose on car detail, for the checkout page (/user/bookmyride) to read:
 * the car, the rate package and the search period (choosing a package stores the
 * checkout route as the redirect target).
 */
export const CHECKOUT_TARGET_KEY = 'checkoutTarget';
export const CHECKOUT_PATH = '/user/bookmyride';

export interface CheckoutTarget extends SearchInput {
  carId: number;
  packageId: number;
  /**
   * Set when extending booking `bookingId`: the period runs from its paid-up
   * drop to the new drop, and checkout adds no deposit and no pickup/drop charge.
   */
  bookingId?: number;
}

export function saveCheckoutTarget(target: CheckoutTarget): void {
  try {
    localStorage.setItem(CHECKOUT_TARGET_KEY, JSON.stringify(target));
  } catch {
    // Storage unavailable: checkout will ask to choose again.
  }
}

export function loadCheckoutTarget(): CheckoutTarget | undefined {
  try {
    const value = JSON.parse(
      localStorage.getItem(CHECKOUT_TARGET_KEY) ?? 'null',
    ) as CheckoutTarget | null;
    return value && typeof value.carId === 'number' && typeof value.packageId === 'number'
      ? value
      : undefined;
  } catch {
    return undefined;
  }
}
