import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
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

  it('without the marking, a reader would get the i-matra out of place (why it is there)', async () => {
    const doc = createPdf({ title: 'Probe', author: 'SelfDrive' });
    const pdf = await renderPdf(doc, (d) => {
      // Straight to pdfkit's own text, as the builder does for Latin text.
      Object.getPrototypeOf(d).text.call(d, name);
    });
    expect(pdfText(pdf)).not.toContain(name);
  });
});
