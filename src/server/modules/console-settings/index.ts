// The console's settings section, and the branch rules a handover applies.
export { settingsSection } from './console-settings.section.js';
