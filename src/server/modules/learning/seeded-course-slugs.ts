// Slugs of seeded courses the tests use (seed/learning data): free and paid, course and mock test.
export const FREE_QB = 'learners-mock-test-road-signs';
export const PAID_QB = 'learners-mock-test-rules-of-the-road';
export const FREE_COURSE = 'learners-licence-test-prep';
export const PAID_COURSE = 'driving-licence-test-masterclass';
