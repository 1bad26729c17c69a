import {
  CHECKLIST_ITEMS,
  outlineAreaNames,
  type ChecklistItem,
} from '../../../shared/handover-sheet.js';
import type { Language } from '../../../shared/language.js';

/** The handover sheet's words; {{placeholders}} are filled by the PDF. */
const en = {
  title: 'Handover sheet',
  pdfTitle: 'Handover sheet, booking #{{booking}}',
  booking: 'Booking: #{{booking}}',
  customer: 'Customer: {{name}}',
  car: 'Car: {{car}} ({{number}})',
  branch: 'Branch: {{branch}}',
  booked: 'Booked: {{from}} to {{to}}',
  pickup: 'Pickup',
  return: 'Return',
  handedOver: 'Handed over: {{when}}',
  takenBack: 'Taken back: {{when}}',
  staff: 'Staff: {{name}}',
  odometer: 'Odometer: {{km}} km',
  fuel: 'Fuel: {{fuel}}',
  fuelEmpty: 'Empty',
  fuelFull: 'Full (8/8)',
  fuelEighths: '{{eighths}}/8 of a tank',
  yes: 'Yes',
  no: 'No',
  checklist: CHECKLIST_ITEMS as Record<ChecklistItem, string>,
  accessories: 'Accessories: {{list}}',
  noAccessories: 'none listed',
  earlyReason: 'Handed over early because: {{reason}}',
  notes: 'Notes: {{notes}}',
  damageNotes: 'Damage notes: {{notes}}',
  marksAtPickup: 'Damage marks at pickup: {{count}}',
  newAtReturn: 'New damage at return: {{count}}',
  none: 'none',
  signature: "Customer's signature:",
  notSigned: 'Not signed on the tablet.',
  areas: outlineAreaNames('en'),
  footnote:
    'Marks are placed on a top view of the car, its front at the top. Grey marks were on the car at pickup; red marks (N) are new at return.',
};
export type HandoverSheetText = typeof en;

const hi: HandoverSheetText = {
  title: 'हैंडओवर शीट',
  pdfTitle: 'हैंडओवर शीट, बुकिंग #{{booking}}',
  booking: 'बुकिंग: #{{booking}}',
  customer: 'ग्राहक: {{name}}',
  car: 'कार: {{car}} ({{number}})',
  branch: 'ब्रांच: {{branch}}',
  booked: 'बुकिंग का समय: {{from}} से {{to}} तक',
  pickup: 'पिकअप',
  return: 'वापसी',
  handedOver: 'कार दी गई: {{when}}',
  takenBack: 'कार वापस ली गई: {{when}}',
  staff: 'स्टाफ़: {{name}}',
  odometer: 'ओडोमीटर: {{km}} km',
  fuel: 'ईंधन: {{fuel}}',
  fuelEmpty: 'खाली',
  fuelFull: 'फ़ुल (8/8)',
  fuelEighths: 'टंकी का {{eighths}}/8',
  yes: 'हाँ',
  no: 'नहीं',
  checklist: {
    spareTyre: 'स्टेपनी (अतिरिक्त टायर)',
    jack: 'जैक और पहिया खोलने का पाना',
    documents: 'कार के कागज़ (RC, बीमा, PUC) कार में',
  },
  accessories: 'सामान: {{list}}',
  noAccessories: 'कुछ नहीं लिखा गया',
  earlyReason: 'समय से पहले देने का कारण: {{reason}}',
  notes: 'टिप्पणी: {{notes}}',
  damageNotes: 'नुकसान की टिप्पणी: {{notes}}',
  marksAtPickup: 'पिकअप के समय नुकसान के निशान: {{count}}',
  newAtReturn: 'वापसी पर नया नुकसान: {{count}}',
  none: 'कोई नहीं',
  signature: 'ग्राहक के हस्ताक्षर:',
  notSigned: 'टैबलेट पर हस्ताक्षर नहीं हुए।',
  areas: outlineAreaNames('hi'),
  footnote:
    'निशान कार के ऊपर से दिखने वाले चित्र पर लगे हैं, कार का आगे का हिस्सा ऊपर है। स्लेटी निशान पिकअप के समय से कार पर थे; लाल निशान (N) वापसी पर नए मिले।',
};

export const HANDOVER_SHEET_TEXT: Record<Language, HandoverSheetText> = { en, hi };

/** A sheet text with its {{placeholders}} filled (the mails' own filler). */
export { fill as fillSheet } from '../../lib/mail/mail-text.js';
