// The driving school's public face: the only file of it that code outside it imports.
export {
  blogForReview,
  blogsOnReview,
  courseForReview,
  coursesOnReview,
  decideBlog,
  decideCourse,
  type ReviewDeps,
} from './course-review.service.js';
export { courseOrderDeps, learningPlugin } from './learning.plugin.js';
export { completeOrderFromWebhook, staffCourseOrders } from './orders.service.js';
export { referralAtSignUp } from './referral.service.js';
export { subscribeReviewMails } from './review-mails.js';
export { seedLearning } from './seed/seed-learning.js';
export { seedPracticalInstructors } from './seed/seed-practical-instructors.js';
