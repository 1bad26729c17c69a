// The console's failed-jobs section: its one plugin.
export { jobsSection } from './console-jobs.section.js';
