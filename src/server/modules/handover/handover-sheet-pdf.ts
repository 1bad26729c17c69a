import {
  OUTLINE_BODY,
  OUTLINE_DETAILS,
  OUTLINE_HEIGHT,
  OUTLINE_WIDTH,
} from '../../../shared/car-outline.js';
import {
  areaKeyOf,
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type DamageMark,
  type HandoverChecklist,
} from '../../../shared/handover-sheet.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import type { Language } from '../../../shared/language.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';
import { fillSheet, HANDOVER_SHEET_TEXT, type HandoverSheetText } from './handover-sheet-text.js';

export interface HandoverSheetStage {
  stage: 'pickup' | 'return';
  recordedAt: Date;
  staffName: string;
  odometerKm: number;
  fuelEighths: number;
  notes: string | null;
  earlyReason: string | null;
  checklist: HandoverChecklist | null;
  damageMarks: DamageMark[];
  signaturePng: Buffer | null;
}

export interface HandoverSheet {
  bookingId: number;
  customerName: string;
  car: string;
  carNumber: string;
  branch: string;
  pickupAt: Date;
  dropAt: Date;
  stages: HandoverSheetStage[];
}

/** The sheet's words and dates in one language. */
interface Words {
  text: HandoverSheetText;
  language: Language;
}
const when = (d: Date, w: Words) => formatIstDayTime(d, w.language);
const fuel = (eighths: number, { text }: Words) =>
  eighths === 0
    ? text.fuelEmpty
    : eighths === 8
      ? text.fuelFull
      : fillSheet(text.fuelEighths, { eighths });

const OUTLINE_SCALE = 0.42;
const OUTLINE_X = 420;

/** The outline with the pickup's marks in grey and (at return) the new ones in red. */
function outline(doc: Pdf, top: number, old: DamageMark[], fresh: DamageMark[]) {
  doc.save().translate(OUTLINE_X, top).scale(OUTLINE_SCALE);
  doc.lineWidth(2).strokeColor('#334155');
  doc.path(OUTLINE_BODY).stroke();
  for (const d of OUTLINE_DETAILS) doc.path(d).stroke();
  const dot = (m: DamageMark, colour: string, label: string) => {
    const x = m.x * OUTLINE_WIDTH;
    const y = m.y * OUTLINE_HEIGHT;
    doc.circle(x, y, 12).fill(colour);
    doc
      .fillColor('#fff')
      .fontSize(14)
      .text(label, x - 12, y - 8, { width: 24, align: 'center', lineBreak: false });
  };
  old.forEach((m) => dot(m, '#64748b', String(m.number)));
  fresh.forEach((m) => dot(m, '#b91c1c', `N${m.number}`));
  doc.restore();
  // save/restore keeps the graphics state, not the text settings.
  doc.fillColor('#000').strokeColor('#000').fontSize(10);
}

function stageSection(doc: Pdf, s: HandoverSheetStage, pickupMarks: DamageMark[], w: Words) {
  const { text } = w;
  if (doc.y > 480) doc.addPage();
  const top = doc.y + 12;
  const isReturn = s.stage === 'return';
  doc
    .fontSize(14)
    .text(isReturn ? text.return : text.pickup, 48, top, { width: 360 })
    .fontSize(10);
  // Typed notes are printed as they are: only the sheet's own words have placeholders.
  const line = (words: string, values?: Record<string, string | number>) =>
    doc.text(values ? fillSheet(words, values) : words, 48, undefined, { width: 360 });
  line(isReturn ? text.takenBack : text.handedOver, { when: when(s.recordedAt, w) });
  line(text.staff, { name: s.staffName });
  line(text.odometer, { km: s.odometerKm });
  line(text.fuel, { fuel: fuel(s.fuelEighths, w) });
  if (s.checklist) {
    for (const item of Object.keys(CHECKLIST_ITEMS) as ChecklistItem[]) {
      line(`${text.checklist[item]}: ${s.checklist[item] ? text.yes : text.no}`);
    }
    line(text.accessories, { list: s.checklist.accessories || text.noAccessories });
  }
  if (s.earlyReason) line(text.earlyReason, { reason: s.earlyReason });
  if (s.notes) line(isReturn ? text.damageNotes : text.notes, { notes: s.notes });
  doc.moveDown(0.5);
  const count = s.damageMarks.length === 0 ? text.none : s.damageMarks.length;
  line(isReturn ? text.newAtReturn : text.marksAtPickup, { count });
  for (const m of s.damageMarks) {
    line(`${isReturn ? 'N' : ''}${m.number}. ${text.areas[areaKeyOf(m.x, m.y)]}: ${m.note}`);
  }
  const textBottom = doc.y;
  outline(doc, top, isReturn ? pickupMarks : s.damageMarks, isReturn ? s.damageMarks : []);
  doc.y = Math.max(textBottom, top + OUTLINE_HEIGHT * OUTLINE_SCALE) + 8;
  doc.text(text.signature, 48, doc.y, { width: 360 });
  if (s.signaturePng) {
    const y = doc.y + 2;
    doc.image(s.signaturePng, 48, y, { fit: [240, 80] });
    doc.y = y + 84;
  } else {
    line(text.notSigned);
  }
  doc.moveDown(0.5);
}

/** The handover sheet the customer gets: the booking, the car, and each handover recorded. */
export function handoverSheetPdf(
  sheet: HandoverSheet,
  businessName: string,
  language: Language,
): Promise<Buffer> {
  const w: Words = { text: HANDOVER_SHEET_TEXT[language], language };
  const { text } = w;
  const booking = sheet.bookingId;
  const doc = createPdf({ title: fillSheet(text.pdfTitle, { booking }), author: businessName });
  return renderPdf(doc, () => {
    doc.fontSize(18).text(text.title, { align: 'center' });
    doc.fontSize(10).text(businessName, { align: 'center' }).moveDown(0.8);
    doc.text(fillSheet(text.booking, { booking }));
    doc.text(fillSheet(text.customer, { name: sheet.customerName }));
    doc.text(fillSheet(text.car, { car: sheet.car, number: sheet.carNumber }));
    doc.text(fillSheet(text.branch, { branch: sheet.branch }));
    doc.text(fillSheet(text.booked, { from: when(sheet.pickupAt, w), to: when(sheet.dropAt, w) }));
    const pickupMarks = sheet.stages.find((s) => s.stage === 'pickup')?.damageMarks ?? [];
    for (const stage of sheet.stages) stageSection(doc, stage, pickupMarks, w);
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#555')
      .text(text.footnote, 48, undefined, { width: 500 });
  });
}
