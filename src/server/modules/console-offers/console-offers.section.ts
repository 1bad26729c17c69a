import type { ConsoleSection } from '../../app-deps.js';
import { couponsRoutes } from './coupons.routes.js';

/**
 * Offers (decision 0049): managers make coupon codes, change them and switch them off or on,
 * and see what each gave (live bookings' discounts and rent). A branch manager's coupons are
 * their branch's; the owner's (an admin's) any branches'.
 */
export const offersSection: ConsoleSection = (deps) => async (app) => {
  await app.register(couponsRoutes(deps.db));
};
