// The console's charges-after-trips section: routes over the trip-charges module.
export { chargesSection } from './console-charges.section.js';
