import {
  OUTLINE_BODY,
  OUTLINE_DETAILS,
  OUTLINE_HEIGHT,
  OUTLINE_WIDTH,
} from '../../../shared/car-outline.js';
import {
  areaOf,
  CHECKLIST_ITEMS,
  type ChecklistItem,
  type DamageMark,
  type HandoverChecklist,
} from '../../../shared/handover-sheet.js';
import { formatIstDayTime } from '../../../shared/ist-format.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';

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

const when = (d: Date) => formatIstDayTime(d);
const fuel = (eighths: number) =>
  eighths === 0 ? 'Empty' : eighths === 8 ? 'Full (8/8)' : `${eighths}/8 of a tank`;
const yesNo = (b: boolean) => (b ? 'Yes' : 'No');

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

function stageSection(doc: Pdf, s: HandoverSheetStage, pickupMarks: DamageMark[]) {
  if (doc.y > 480) doc.addPage();
  const top = doc.y + 12;
  const isReturn = s.stage === 'return';
  doc
    .fontSize(14)
    .text(isReturn ? 'Return' : 'Pickup', 48, top, { width: 360 })
    .fontSize(10);
  const line = (text: string) => doc.text(text, 48, undefined, { width: 360 });
  line(`${isReturn ? 'Taken back' : 'Handed over'}: ${when(s.recordedAt)}`);
  line(`Staff: ${s.staffName}`);
  line(`Odometer: ${s.odometerKm} km`);
  line(`Fuel: ${fuel(s.fuelEighths)}`);
  if (s.checklist) {
    for (const item of Object.keys(CHECKLIST_ITEMS) as ChecklistItem[]) {
      line(`${CHECKLIST_ITEMS[item]}: ${yesNo(s.checklist[item])}`);
    }
    line(`Accessories: ${s.checklist.accessories || 'none listed'}`);
  }
  if (s.earlyReason) line(`Handed over early because: ${s.earlyReason}`);
  if (s.notes) line(`${isReturn ? 'Damage notes' : 'Notes'}: ${s.notes}`);
  doc.moveDown(0.5);
  const marksTitle = isReturn ? 'New damage at return' : 'Damage marks at pickup';
  line(`${marksTitle}: ${s.damageMarks.length === 0 ? 'none' : s.damageMarks.length}`);
  for (const m of s.damageMarks) {
    line(`${isReturn ? 'N' : ''}${m.number}. ${areaOf(m.x, m.y)}: ${m.note}`);
  }
  const textBottom = doc.y;
  outline(doc, top, isReturn ? pickupMarks : s.damageMarks, isReturn ? s.damageMarks : []);
  doc.y = Math.max(textBottom, top + OUTLINE_HEIGHT * OUTLINE_SCALE) + 8;
  doc.text("Customer's signature:", 48, doc.y, { width: 360 });
  if (s.signaturePng) {
    const y = doc.y + 2;
    doc.image(s.signaturePng, 48, y, { fit: [240, 80] });
    doc.y = y + 84;
  } else {
    line('Not signed on the tablet.');
  }
  doc.moveDown(0.5);
}

/** The handover sheet the customer gets: the booking, the car, and each handover recorded. */
export function handoverSheetPdf(sheet: HandoverSheet, businessName: string): Promise<Buffer> {
  const doc = createPdf({
    title: `Handover sheet, booking #${sheet.bookingId}`,
    author: businessName,
  });
  return renderPdf(doc, () => {
    doc.fontSize(18).text('Handover sheet', { align: 'center' });
    doc.fontSize(10).text(businessName, { align: 'center' }).moveDown(0.8);
    doc.text(`Booking: #${sheet.bookingId}`);
    doc.text(`Customer: ${sheet.customerName}`);
    doc.text(`Car: ${sheet.car} (${sheet.carNumber})`);
    doc.text(`Branch: ${sheet.branch}`);
    doc.text(`Booked: ${when(sheet.pickupAt)} to ${when(sheet.dropAt)}`);
    const pickupMarks = sheet.stages.find((s) => s.stage === 'pickup')?.damageMarks ?? [];
    for (const stage of sheet.stages) stageSection(doc, stage, pickupMarks);
    doc
      .moveDown(1)
      .fontSize(8)
      .fillColor('#555')
      .text(
        'Marks are placed on a top view of the car, its front at the top. Grey marks were on the car at pickup; red marks (N) are new at return.',
        48,
        undefined,
        { width: 500 },
      );
  });
}
