import type { CourseCategory } from '../../../../shared/learning-rules';

/** Where an enrolled student studies: courseStudent/{slug} or courseQBStudent/{slug}. */
export const studentPath = (course: { slug: string; category: CourseCategory }) =>
  course.category === 'qb' ? `/courseQBStudent/${course.slug}` : `/courseStudent/${course.slug}`;
