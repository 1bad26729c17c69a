import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
/**
 * Noto Sans Devanagari (SIL Open Font Licence, from npm so a fresh clone has it) carries
 * Latin, the rupee sign (₹) and Devanagari, so one font sets a customer's name in either
 * script; fontkit, under pdfkit, shapes its conjuncts, matras and reph. Embedded as a subset,
 * so the text stays extractable (issue 32).
 */
export const PDF_FONT_PATH =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
export const PDF_BOLD_FONT_PATH =
  require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

export type Pdf = InstanceType<typeof PDFDocument>;

const DEVANAGARI = /\p{Script=Devanagari}/u;

/**
 * A4 with the two-script font selected (`body`, and `bold`). Shaped Devanagari is drawn in the
 * order it is seen (an i-matra before its consonant), which a reader copying the text or
 * `pdftotext` would get scrambled ("मूितर्" for "मूर्ति"): every text holding Devanagari is
 * marked with its own characters as the PDF's ActualText, which readers take instead.
 */
export function createPdf(meta: {
  title: string;
  author: string;
  layout?: 'portrait' | 'landscape';
}): Pdf {
  const doc = new PDFDocument({
    size: 'A4',
    layout: meta.layout ?? 'portrait',
    margin: 48,
    info: { Title: meta.title, Author: meta.author },
  });
  doc.registerFont('body', PDF_FONT_PATH);
  doc.registerFont('bold', PDF_BOLD_FONT_PATH);
  doc.font('body');
  const text = doc.text.bind(doc) as (...args: unknown[]) => Pdf;
  doc.text = ((...args: unknown[]) => {
    const [value] = args;
    if (typeof value !== 'string' || !DEVANAGARI.test(value)) return text(...args);
    doc.markContent('Span', { actual: value });
    text(...args);
    return doc.endMarkedContent();
  }) as Pdf['text'];
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
