/** The console's bookings words (src/web/features/console/bookings/). */
export const bookings = {};
