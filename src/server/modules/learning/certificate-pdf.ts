import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { formatIstDate } from '../../../shared/ist-format.js';

const require = createRequire(import.meta.url);
/**
 * Noto Sans Devanagari (from npm, so a fresh clone has it) carries Latin and Devanagari: a
 * learner's name typed in Hindi prints in its letters. pdfkit's shaping of Devanagari
 * conjuncts is imperfect, so the certificate's own words are English (decision 0032).
 */
const FONT_REGULAR =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const FONT_BOLD =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

export interface CertificateText {
  code: string;
  learnerName: string;
  courseTitle: string;
  instructor: string;
  issuedAt: Date;
  businessName: string;
  verifyUrl: string;
}

/** The certificate as a one-page landscape A4 PDF. */
export function certificatePdf(c: CertificateText): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: { Title: `Certificate ${c.code}`, Author: c.businessName },
  });
  doc.registerFont('regular', FONT_REGULAR);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { width, height } = doc.page;
  doc
    .rect(24, 24, width - 48, height - 48)
    .lineWidth(3)
    .stroke('#1f4fa3');
  doc
    .rect(32, 32, width - 64, height - 64)
    .lineWidth(1)
    .stroke('#1f4fa3');
  const centred = { align: 'center' as const, width: width - 96 };
  doc.font('bold').fontSize(16).fillColor('#1f4fa3').text(c.businessName, 48, 70, centred);
  doc.font('bold').fontSize(34).fillColor('#111').text('Certificate of Completion', centred);
  doc.moveDown(0.8).font('regular').fontSize(15).text('This is to certify that', centred);
  doc.moveDown(0.4).font('bold').fontSize(28).text(c.learnerName, centred);
  doc.moveDown(0.4).font('regular').fontSize(15).text('has completed the course', centred);
  doc.moveDown(0.4).font('bold').fontSize(22).text(c.courseTitle, centred);
  doc.moveDown(0.4).font('regular').fontSize(13).text(`taught by ${c.instructor}`, centred);
  doc
    .moveDown(0.4)
    .fontSize(13)
    .text(`on ${formatIstDate(c.issuedAt, 'en')}`, centred);
  doc
    .font('regular')
    .fontSize(11)
    .fillColor('#333')
    .text(`Verification code: ${c.code}`, 48, height - 110, centred)
    .text(`Check it at ${c.verifyUrl}`, centred);
  doc.end();
  return done;
}
