// The console's fleet section: routes over the fleet module.
export { fleetSection } from './console-fleet.section.js';
