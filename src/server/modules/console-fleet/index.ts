// The console's fleet section, the papers' reminder job, and what a handover checks.
export { scheduleComplianceReminders } from './compliance-reminders.job.js';
export { complianceProblemFor, noteOdometer } from './compliance.service.js';
export { fleetSection } from './console-fleet.section.js';
