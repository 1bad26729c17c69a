// The notifications module's public face: its event subscriptions.
export { subscribeNotifications } from './notifications.subscriptions.js';
