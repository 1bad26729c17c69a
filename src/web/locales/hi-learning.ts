import type { LearningCatalogue } from './en-learning';
import { instructorLessons } from './hi/instructor-lessons';
import { learning, learningMessages } from './hi/learning';
import { lessonMessages, lessons } from './hi/lessons';
import { school, schoolMessages } from './hi/school';

/** The Hindi words of the driving school: the same keys as `enLearning`. */
export const hiLearning: LearningCatalogue = {
  instructorLessons,
  learning,
  learningMessages: { ...learningMessages, ...schoolMessages, ...lessonMessages },
  lessons,
  school,
};
