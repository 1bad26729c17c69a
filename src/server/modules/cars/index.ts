// The cars module's public face: the only file of it that code outside it imports.
export { startAvailability, type AvailabilityOptions } from './availability-feed.js';
export type { AvailabilityIndex } from './availability-index.js';
export { carsRoutes } from './cars.routes.js';
export { listCarCards, listPackages } from './cars.service.js';
export { ratePackageColumns } from './car-detail.queries.js';
