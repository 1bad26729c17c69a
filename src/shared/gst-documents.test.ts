import { describe, expect, it } from 'vitest';
import { documentNumber, financialYear } from './gst-documents.js';

describe('financialYear', () => {
  it('runs from 1 April to 31 March in IST', () => {
    expect(financialYear(new Date('2027-03-31T18:29:59Z'))).toBe('2026-27'); // 23:59:59 IST
    expect(financialYear(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28'); // 1 April IST
    expect(financialYear(new Date('2026-11-26T10:00:00Z'))).toBe('2026-27');
    expect(financialYear(new Date('2099-06-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('documentNumber', () => {
  it('numbers each series within its year in at most 16 characters', () => {
    expect(documentNumber('tax_invoice', '2026-27', 42)).toBe('INV/2627/00042');
    expect(documentNumber('receipt_voucher', '2026-27', 1)).toBe('RV/2627/00001');
    expect(documentNumber('credit_note', '2099-00', 9_999_999)).toBe('CN/9900/9999999');
    expect(documentNumber('tax_invoice', '2026-27', 9_999_999)).toHaveLength(16);
    expect(() => documentNumber('tax_invoice', '2026-27', 0)).toThrow(RangeError);
    expect(() => documentNumber('tax_invoice', '2026-27', 10_000_000)).toThrow(RangeError);
  });
});
