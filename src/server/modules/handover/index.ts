// The handover module's public face: a booking's pickup and return (sheets, checklists,
// damage marks, photos, signatures) with the rules that record them, and the sheet as a PDF
// and a mail. The console's bookings section routes over it; the customer's final bill reads it.
export { damageMarksOf } from './handover-marks.service.js';
export {
  openHandoverPhoto,
  saveHandoverPhoto,
  type HandoverUpload,
} from './handover-photos.service.js';
export { handoverSheetAttachment, sendPickupSheetMail } from './handover-sheet-mail.js';
export { handoverSheetFile, NO_HANDOVER_SHEET_MESSAGE } from './handover-sheet.service.js';
export { saveHandoverSignature } from './handover-signature.service.js';
export { lateRuleOf, quoteReturn, recordPickup, recordReturn } from './handover.service.js';
export { billOf, handoversOf, lastReturnChecklistOf, paidPeriodOf } from './handover.queries.js';
