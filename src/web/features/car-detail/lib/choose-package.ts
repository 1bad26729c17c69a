import type { SearchInput } from '../../../../shared/search';
import { CHECKOUT_PATH, saveCheckoutTarget } from '../../../lib/checkout-target';
import { rememberRedirect } from '../../../lib/redirect-after-login';

/**
 * Stores the checkout target and says where to go: checkout for a customer; for a visitor,
 * login, which returns to checkout afterwards.
 */
export function choosePackage(
  target: { carId: number; packageId: number; search: SearchInput },
  loggedIn: boolean,
): string {
  saveCheckoutTarget({ carId: target.carId, packageId: target.packageId, ...target.search });
  if (loggedIn) return CHECKOUT_PATH;
  rememberRedirect(CHECKOUT_PATH);
  return '/user/login';
}
