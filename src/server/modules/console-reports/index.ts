// The console's reports section: its one plugin.
export { reportsSection } from './console-reports.section.js';
