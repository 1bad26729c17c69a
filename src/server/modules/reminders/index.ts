// The reminders module's public face: its event subscriptions.
export { subscribeReminders } from './reminders.subscriptions.js';
