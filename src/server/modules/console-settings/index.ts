// The console's settings section, and the branch rules a handover applies.
export { branchRulesOfCar } from './branch-rules.service.js';
export { settingsSection } from './console-settings.section.js';
