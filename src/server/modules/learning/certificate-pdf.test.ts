import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { certificatePdf } from './certificate-pdf.js';

describe('the course certificate', () => {
  it('prints a learner and a course written in Devanagari, read back as written', async () => {
    const pdf = await certificatePdf({
      code: 'ABCD-EFGH-JKLM',
      learnerName: 'कृष्णमूर्ति साहू',
      courseTitle: 'लर्नर लाइसेंस टेस्ट की तैयारी',
      instructor: 'प्रिया वर्मा',
      issuedAt: new Date('2026-11-20T06:30:00Z'),
      businessName: 'SelfDrive Chhattisgarh',
      verifyUrl: 'https://selfdrive.example/certificate/ABCD-EFGH-JKLM',
    });
    const text = execFileSync('pdftotext', ['-', '-'], { input: pdf })
      .toString()
      .replace(/\s+/g, ' ');
    for (const words of [
      'कृष्णमूर्ति साहू',
      'लर्नर लाइसेंस टेस्ट की तैयारी',
      'taught by प्रिया वर्मा',
      'Certificate of Completion',
      'Verification code: ABCD-EFGH-JKLM',
    ]) {
      expect(text).toContain(words);
    }
  });
});

describe("the certificate's learner name", () => {
  it('reads back as written, on its own line between the lines around it', async () => {
    const pdf = await certificatePdf({
      code: 'ABCD-EFGH-JKLM',
      learnerName: 'कृष्णमूर्ति',
      courseTitle: 'Driving Licence Test Masterclass',
      instructor: 'Meena Verma',
      issuedAt: new Date('2026-11-20T06:30:00Z'),
      businessName: 'SelfDrive Chhattisgarh',
      verifyUrl: 'https://selfdrive.example/certificate/ABCD-EFGH-JKLM',
    });
    // As a reader copying the page gets it, laid out: not the glyphs' order ("कृष्णमूितर्").
    const lines = execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf })
      .toString()
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean);
    const at = lines.indexOf('कृष्णमूर्ति');
    expect(at, lines.join('\n')).toBeGreaterThan(0);
    expect(lines[at - 1]).toBe('This is to certify that');
    expect(lines[at + 1]).toBe('has completed the course');
  });
});
