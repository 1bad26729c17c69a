// The bookings module's public face: the only file of it that code outside it imports.
// Bookings owns every write to booking rows: others change a booking through these calls.
export {
  changeBooking,
  quoteBookingChange,
  type BookingChangeInput,
} from './booking-change.service.js';
export {
  completeBookings,
  confirmBooking,
  findBookingOf,
  lockBooking,
  setHoldExpiry,
} from './bookings.queries.js';
export { bookingOfCarAt, type CarHolder } from './car-holder.queries.js';
export { carHoldersBetween, type CarHolderPeriod } from './car-holders.queries.js';
export { carRefusal, type Refusal, type RefusalCar } from './booking-refusal.js';
export { bookingsRoutes } from './bookings.routes.js';
export { getBooking } from './bookings.service.js';
export {
  cancelBooking,
  cancellationQuote,
  netOfOwed,
  waived,
  type CancelDeps,
  type CancellationMoney,
  type CancellationRefunds,
} from './cancellation.service.js';
export { createCounterBooking, isOverlap } from './counter-booking.service.js';
export { overlapMessage } from './insert-conflicts.js';
export { scheduleHoldSweep } from './hold-sweep.job.js';
export { carCategoryRate, rentalGstTerms, taxColumns } from './rental-gst.queries.js';
export { transactionsRoutes } from './transactions.routes.js';
