import type { LearningCatalogue } from './en-learning';
import { learning, learningMessages } from './hi/learning';

/** The Hindi words of the driving school: the same keys as `enLearning`. */
export const hiLearning: LearningCatalogue = { learning, learningMessages };
