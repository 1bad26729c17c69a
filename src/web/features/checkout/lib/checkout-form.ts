import { CHECKOUT_MESSAGES, type CreateBookingBody } from '../../../../shared/bookings';
import type { TripType } from '../../../../shared/pricing';
import type { CheckoutTarget } from '../../../lib/checkout-target';

export interface CheckoutChoices {
  tripType: TripType | '';
  pickupDropOptionId: number | undefined;
  acceptTerms: boolean;
}

export type CheckoutCheck = { ok: true; body: CreateBookingBody } | { ok: false; message: string };

/** The spec's 'Oops! ...' message for the first missing part, else the request body. */
export function checkCheckout(
  target: Partial<CheckoutTarget> | undefined,
  choices: CheckoutChoices,
): CheckoutCheck {
  const fail = (message: string): CheckoutCheck => ({ ok: false, message });
  if (!target?.carId || !target.packageId) return fail(CHECKOUT_MESSAGES.carAndPackage);
  if (!target.pickupDate) return fail(CHECKOUT_MESSAGES.pickupDate);
  if (!target.dropDate) return fail(CHECKOUT_MESSAGES.dropDate);
  if (!target.pickupTime) return fail(CHECKOUT_MESSAGES.pickupTime);
  if (!target.dropTime) return fail(CHECKOUT_MESSAGES.dropTime);
  if (!choices.tripType) return fail(CHECKOUT_MESSAGES.tripType);
  if (!choices.pickupDropOptionId) return fail(CHECKOUT_MESSAGES.pickupDropOption);
  if (!choices.acceptTerms) return fail(CHECKOUT_MESSAGES.terms);
  return {
    ok: true,
    body: {
      carId: target.carId,
      ratePackageId: target.packageId,
      pickupDate: target.pickupDate,
      pickupTime: target.pickupTime,
      dropDate: target.dropDate,
      dropTime: target.dropTime,
      tripType: choices.tripType,
      pickupDropOptionId: choices.pickupDropOptionId,
      acceptTerms: true,
    },
  };
}
