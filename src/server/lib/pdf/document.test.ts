import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountInWords } from '../../../shared/amount-in-words.js';
import { createPdf, renderPdf } from './document.js';

const pdfText = (pdf: Buffer) => execFileSync('pdftotext', ['-', '-'], { input: pdf }).toString();

function pdfFonts(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'fonts-')), 'doc.pdf');
  fs.writeFileSync(file, pdf);
  const list = execFileSync('pdffonts', [file]).toString();
  fs.rmSync(path.dirname(file), { recursive: true });
  return list;
}

describe('the PDF builder, in both scripts', () => {
  // A name with a reph, an i-matra and conjuncts: drawn in visual order, read in logical order.
  const name = 'कृष्णमूर्ति साहू';
  const note = 'पिछले दरवाज़े पर खरोंच, क्षत्रिय';

  it('sets Devanagari, Latin and the rupee sign in one embedded font, read back as written', async () => {
    const doc = createPdf({ title: 'Probe', author: 'SelfDrive' });
    const pdf = await renderPdf(doc, (d) => {
      d.text(`Customer: ${name}`);
      d.text(note, { width: 200 });
      d.font('bold').text('Balance: ₹1,410.00');
    });
    const text = pdfText(pdf);
    expect(text).toContain(`Customer: ${name}`);
    expect(text.replace(/\s+/g, ' ')).toContain(note);
    expect(text).toContain('Balance: ₹1,410.00');
    expect(pdfFonts(pdf)).toMatch(
      /NotoSansDevanagari-Regular\s+CID TrueType\s+Identity-H\s+yes yes yes/,
    );
  });

  it("reads back a document's Hindi lines, figures and the amount in words as written", async () => {
    // What a GST document in Hindi prints (decision 0041): right-aligned totals mixing words,
    // the rupee sign and figures, and the total in Hindi words with its conjuncts and nukta.
    const words = amountInWords(141_050, 'hi');
    const doc = createPdf({ title: 'Probe', author: 'SelfDrive' });
    const pdf = await renderPdf(doc, (d) => {
      d.text('रिवर्स चार्ज पर देय टैक्स: नहीं');
      d.text('आपूर्ति का स्थान: छत्तीसगढ़ (22)');
      d.text('बकाया देय राशि: ₹1,410.50', { align: 'right' });
      d.text(`राशि शब्दों में: ${words}`, { width: 499 });
    });
    const text = pdfText(pdf).replace(/\s+/g, ' ');
    expect(words).toBe('एक हज़ार चार सौ दस रुपये और पचास पैसे मात्र');
    expect(text).toContain('रिवर्स चार्ज पर देय टैक्स: नहीं');
    expect(text).toContain('आपूर्ति का स्थान: छत्तीसगढ़ (22)');
    expect(text).toContain('बकाया देय राशि: ₹1,410.50');
    expect(text).toContain(`राशि शब्दों में: ${words}`);
  });

  it('without the marking, a reader would get the i-matra out of place (why it is there)', async () => {
    const doc = createPdf({ title: 'Probe', author: 'SelfDrive' });
    const pdf = await renderPdf(doc, (d) => {
      // pdfkit's own line drawing, as the builder uses for Latin text.
      Object.assign(d, { _fragment: Object.getPrototypeOf(d)._fragment });
      d.text(name);
    });
    expect(pdfText(pdf)).toContain('कृष्णमूितर्');
    expect(pdfText(pdf)).not.toContain(name);
  });

  it('reads each line of a wrapped Devanagari text where it stands, in reading order', async () => {
    const doc = createPdf({ title: 'Probe', author: 'SelfDrive' });
    const pdf = await renderPdf(doc, (d) => {
      d.text('Above');
      d.text(`${name} ${note} ${name}`, { width: 120 });
      d.text('Below');
    });
    const lines = pdfText(pdf)
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    expect(lines[0]).toBe('Above');
    expect(lines.at(-1)).toBe('Below');
    // Each line once, in order: a span per drawn line, not the whole text on the first.
    expect(lines.slice(1, -1).join(' ')).toBe(`${name} ${note} ${name}`);
  });
});
