import { formatRupees } from './money.js';

// ---- The console's sentences about a booking, with its number, a car or an amount ----
// One place for the server to write them and for the Hindi patterns' test to build them
// (web/locales/hi/console/messages/patterns.ts).

/** "Maruti Swift (CG 07 AB 1234)" as refusals name a car. */
export const carLabel = (car: { title: string; carNumber: string }) =>
  `${car.title} (${car.carNumber})`;

export const bookingConfirmedMessage = (id: number) => `Booking #${id} is confirmed.`;
export const referenceRejectedMessage = (id: number) =>
  `The reference for booking #${id} was rejected and the customer was told.`;
export const refundMarkedPaidMessage = (id: number) =>
  `The refund for booking #${id} is marked paid and the customer was told.`;
export const notWaitingForPaymentMessage = (id: number) =>
  `Booking #${id} is no longer waiting for payment.`;
export const cancelledForCustomerMessage = (id: number, refundPaise: number | null) =>
  refundPaise === null
    ? `Booking #${id} is cancelled.`
    : `Booking #${id} is cancelled. The customer gets ${formatRupees(refundPaise)} back.`;

export const notChangeableMessage = (id: number, status: string) =>
  `Booking #${id} is ${status.replace('_', ' ')}: only a booking waiting for payment or confirmed can be changed.`;
export const alreadyHandedOverMessage = (id: number) =>
  `The car of booking #${id} is already handed over. It cannot be changed now.`;
export const hasExtensionMessage = (id: number) =>
  `Booking #${id} has an extension. Please cancel the extension before changing the booking.`;
export const carRetiredMessage = (car: string) => `${car} is retired and cannot be booked.`;
export const noPackageMessage = (car: string, packageType: string) =>
  `${car} has no ${packageType} package. Please add one in the fleet first.`;
export const blockedInPeriodMessage = (car: string) =>
  `${car} is blocked for maintenance in that period. Please choose another time or car.`;
