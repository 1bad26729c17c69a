import type { CourseCategory } from '../../../../shared/learning-rules';

/** Where an enrolled student studies: courseStudent/{slug} or courseQBStudent/{slug}. */
export const studentPath = (course: { slug: string; category: CourseCategory }) =>
  course.category === 'qb' ? `/courseQBStudent/${course.slug}` : `/courseStudent/${course.slug}`;

/**
 * `?enrol=1` on a study page: enrol me in this free course (the course page's Enrol for Free,
 * a form that works before the app runs; see FreeEnrolment).
 */
export const ENROL_PARAM = 'enrol';
