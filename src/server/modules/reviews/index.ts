// The reviews module's public face: renters' reviews of cars and branches (car_reviews), the
// customer's and the public routes, and the staff decisions the console's section calls.
export { reviewsRoutes } from './reviews.routes.js';
export { branchReviews, hideReview, replyToReview, type ReviewActor } from './reviews.service.js';
