// The console's reviews section: routes over the reviews module.
export { reviewsSection } from './console-reviews.section.js';
