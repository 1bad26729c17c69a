/** The three course categories of the driving school, keyed by the spec's MainCatID. */
export const COURSE_CATEGORIES = {
  exam: 'Exam-Oriented Courses',
  skill: 'Skill Upgrading Courses',
  qb: 'Question Bank',
} as const;
export type CourseCategory = keyof typeof COURSE_CATEGORIES;
export const COURSE_CATEGORY_IDS = Object.keys(COURSE_CATEGORIES) as CourseCategory[];
