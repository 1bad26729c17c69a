import { instructorLessons } from './en/instructor-lessons';
import { learning, learningMessages } from './en/learning';
import { lessonMessages, lessons } from './en/lessons';
import { school } from './en/school';

/**
 * The driving school's words (courses, cart, lessons, mock tests, instructors, customer blogs):
 * a chunk of their own per language, loaded with those routes, so other pages never download it.
 */
export const enLearning = {
  instructorLessons,
  learning,
  learningMessages: { ...learningMessages, ...lessonMessages },
  lessons,
  school,
};

export type LearningCatalogue = typeof enLearning;
