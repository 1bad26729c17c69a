import path from 'node:path';
import PDFDocument from 'pdfkit';

/**
 * PDFs with a font that has the rupee sign (₹): DejaVu Sans (Bitstream Vera licence, from
 * Debian's fonts-dejavu-core; assets/fonts/DejaVuSans-LICENSE.txt), embedded as a subset so
 * the text stays extractable. The same path works from src/ and from the built dist/.
 */
export const PDF_FONT_PATH = path.resolve(
  import.meta.dirname,
  '..',
  '..',
  '..',
  '..',
  'assets',
  'fonts',
  'DejaVuSans.ttf',
);

export type Pdf = InstanceType<typeof PDFDocument>;

/** An A4 document with the rupee-capable font selected, and its metadata. */
export function createPdf(meta: { title: string; author: string }): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: meta.title, Author: meta.author },
  });
  doc.registerFont('body', PDF_FONT_PATH);
  doc.font('body');
  return doc;
}

/** Draws with `draw`, then collects the finished file. */
export function renderPdf(doc: Pdf, draw: (doc: Pdf) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}
