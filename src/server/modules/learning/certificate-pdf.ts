import { formatIstDate } from '../../../shared/ist-format.js';
import { createPdf, renderPdf, type Pdf } from '../../lib/pdf/document.js';

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
  const doc = createPdf({
    title: `Certificate ${c.code}`,
    author: c.businessName,
    layout: 'landscape',
  });
  return renderPdf(doc, () => drawCertificate(doc, c));
}

/** The certificate's page: the learner's name and the course, in either script. */
function drawCertificate(doc: Pdf, c: CertificateText) {
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
  doc.moveDown(0.8).font('body').fontSize(15).text('This is to certify that', centred);
  doc.moveDown(0.4).font('bold').fontSize(28).text(c.learnerName, centred);
  doc.moveDown(0.4).font('body').fontSize(15).text('has completed the course', centred);
  doc.moveDown(0.4).font('bold').fontSize(22).text(c.courseTitle, centred);
  doc.moveDown(0.4).font('body').fontSize(13).text(`taught by ${c.instructor}`, centred);
  doc
    .moveDown(0.4)
    .fontSize(13)
    .text(`on ${formatIstDate(c.issuedAt, 'en')}`, centred);
  doc
    .font('body')
    .fontSize(11)
    .fillColor('#333')
    .text(`Verification code: ${c.code}`, 48, height - 110, centred)
    .text(`Check it at ${c.verifyUrl}`, centred);
}
