import { createRequire } from 'node:module';
import type PDFKit from 'pdfkit';
import { lazyModule } from '../lazy-module.js';

const require = createRequire(import.meta.url);
/** Loaded with the first PDF, not at start (decision 0043): pdfkit and fontkit are ~7 MB of heap. */
const PDFDocument = lazyModule<typeof PDFKit>('pdfkit');
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

export type Pdf = InstanceType<typeof PDFKit>;

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
  const Document = PDFDocument();
  const doc = new Document({
    size: 'A4',
    layout: meta.layout ?? 'portrait',
    margin: 48,
    info: { Title: meta.title, Author: meta.author },
  });
  doc.registerFont('body', PDF_FONT_PATH);
  doc.registerFont('bold', PDF_BOLD_FONT_PATH);
  doc.font('body');
  markDevanagariLines(doc);
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

/** pdfkit's own line drawing: one call per line of a wrapped text, in its own q … Q. */
type LineDrawer = (text: string, x: number, y: number, options: object) => void;

/**
 * Marks each drawn line holding Devanagari as a span whose /ActualText is the line as written.
 * The marking sits inside the line's own graphics state (after pdfkit's `q` and flip, around
 * `BT … ET`): poppler places an ActualText by the transformation in force when the span
 * closes, so a span closed after the line's `Q` put the name elsewhere on the page, and a span
 * around a whole wrapped text gave every line's text to the first (issue 34).
 */
function markDevanagariLines(doc: Pdf) {
  const target = doc as unknown as { _fragment: LineDrawer; addContent: (data: string) => Pdf };
  const drawLine = target._fragment.bind(doc);
  const addContent = target.addContent.bind(doc);
  target._fragment = (text, x, y, options) => {
    if (!DEVANAGARI.test(text)) return drawLine(text, x, y, options);
    const span = `/Span << /ActualText ${utf16Hex(text)} >> BDC`;
    target.addContent = (data) => {
      if (data === 'BT') addContent(span);
      addContent(data);
      if (data === 'ET') addContent('EMC');
      return doc;
    };
    try {
      drawLine(text, x, y, options);
    } finally {
      target.addContent = addContent;
    }
  };
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: `<FEFF…>`. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i += 1) {
    hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, '0');
  }
  return `<${hex}>`;
}
