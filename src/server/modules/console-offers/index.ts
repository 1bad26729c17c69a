// The console's offers section: coupon codes, over the offers module.
export { offersSection } from './console-offers.section.js';
