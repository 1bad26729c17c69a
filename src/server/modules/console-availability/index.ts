// The console's availability section (calendar, blocks, today): its one plugin.
export { availabilitySection } from './console-availability.section.js';
