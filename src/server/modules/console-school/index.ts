// The console's driving-school section (course orders, review queue): its one plugin.
export { schoolSection } from './console-school.section.js';
