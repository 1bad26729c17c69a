// The cars module's entry for other modules (they never import its queries): availability and
// packages for bookings, car cards for My Favourites.
export { isCarFree, listPackages } from './car-detail.queries.js';
export { listCarCards } from './cars.queries.js';
