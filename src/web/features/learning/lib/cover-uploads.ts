/** Where each cover goes: a blog's (any customer) or a course's (instructors, cropped 16:9). */
export const COVER_UPLOADS = {
  blog: '/api/learning/blog-images',
  course: '/api/learning/instructor/course-images',
} as const;

/** A picture inside a lesson's text: kept whole, only narrowed (instructors). */
export const LESSON_PICTURE_UPLOAD = '/api/learning/instructor/lesson-images';
