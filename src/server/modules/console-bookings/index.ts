// The console's bookings section: routes over the bookings, handover and payments modules.
export { bookingsSection } from './console-bookings.section.js';
