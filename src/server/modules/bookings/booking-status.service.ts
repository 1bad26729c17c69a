/**
 * What other modules may read and change of a booking: payments confirms a paid booking, keeps
 * its hold while staff check a UTR, and reads or locks the customer's own booking; the console's
 * return handover completes a booking and its extensions. Bookings owns the rows; this file is
 * the only way in.
 */
export {
  completeBookings,
  confirmBooking,
  findBookingOf,
  lockBooking,
  setHoldExpiry,
} from './bookings.queries.js';
