// The console's practical lessons section: routes over the driving-lessons module.
export { lessonsSection } from './console-lessons.section.js';
