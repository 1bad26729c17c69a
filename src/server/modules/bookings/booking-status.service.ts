/**
 * What other modules may read and change of a booking: payments confirms a paid booking, keeps
 * its hold while staff check a UTR, and reads or locks the customer's own booking. Bookings owns
 * the rows; this file is the only way in.
 */
export { confirmBooking, findBookingOf, lockBooking, setHoldExpiry } from './bookings.queries.js';
