import type { SearchInput } from '../../../../shared/search';
import { CHECKOUT_PATH, saveCheckoutTarget } from '../../../lib/checkout-target';

/**
 * Stores the checkout target and says where to go: checkout, whose guard sends a visitor to
 * login and back. Whether the visitor is signed in is checkout's question, not this page's: a
 * customer who books the moment the page is live, before the session has answered, would
 * otherwise be sent to login and from there to their dashboard (decision 0044).
 */
export function choosePackage(target: { carId: number; packageId: number; search: SearchInput }) {
  saveCheckoutTarget({ carId: target.carId, packageId: target.packageId, ...target.search });
  return CHECKOUT_PATH;
}
