// The console's bookings section, and the return's final bill and handover sheet it keeps.
export { bookingsSection } from './console-bookings.section.js';
export { customerFinalBill } from './customer-final-bill.service.js';
export { handoverSheetFile } from './handover-sheet.service.js';
