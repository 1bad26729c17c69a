import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GSTIN_CHECK_MESSAGE,
  GSTIN_FORMAT_MESSAGE,
  GSTIN_STATE_MESSAGE,
  gstinCheckChar,
  gstinProblem,
  chargeFor,
  gstAddedTo,
  gstTermsOf,
  placeOfSupply,
  splitGst,
  taxOfSplit,
} from './gst.js';

const CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('GSTIN check character', () => {
  it('accepts the public example GSTIN and a Chhattisgarh sample', () => {
    expect(gstinProblem('27AAPFU0939F1ZV')).toBeNull();
    expect(gstinCheckChar('27AAPFU0939F1Z')).toBe('V');
    expect(gstinProblem(`22AAACS1234A1Z${gstinCheckChar('22AAACS1234A1Z')}`)).toBeNull();
  });

  it('refuses a wrong check character, a bad shape and an unknown state', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_CHECK_MESSAGE);
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_FORMAT_MESSAGE);
    expect(gstinProblem('27aapfu0939f1zv')).toBe(GSTIN_FORMAT_MESSAGE);
    expect(gstinProblem('27AAPF00939F1ZV')).toBe(GSTIN_FORMAT_MESSAGE);
    expect(gstinProblem(`99AAPFU0939F1Z${gstinCheckChar('99AAPFU0939F1Z')}`)).toBe(
      GSTIN_STATE_MESSAGE,
    );
  });

  it('catches every single mistyped character among the first fourteen', () => {
    const valid = '27AAPFU0939F1ZV';
    for (let i = 0; i < 14; i++) {
      for (const c of CHARS) {
        if (c === valid[i]) continue;
        const typo = valid.slice(0, i) + c + valid.slice(i + 1, 14);
        expect(gstinCheckChar(typo)).not.toBe('V');
      }
    }
  });
});

describe('splitGst', () => {
  it('splits an inclusive ₹1,180 at 18 % into ₹1,000 + ₹90 CGST + ₹90 SGST', () => {
    expect(
      splitGst({ amountPaise: 118_000, rateBp: 1800, inclusive: true, interState: false }),
    ).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
  });

  it('adds IGST on top of an exclusive price for an inter-state buyer', () => {
    expect(
      splitGst({ amountPaise: 100_000, rateBp: 1800, inclusive: false, interState: true }),
    ).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 18_000,
      totalPaise: 118_000,
    });
  });

  it('rounds each tax half up to the paise', () => {
    // 5 % of 1,001 paise = 50.05: CGST and SGST 25.025 each, rounded to 25.
    expect(
      splitGst({ amountPaise: 1_001, rateBp: 500, inclusive: false, interState: false }),
    ).toMatchObject({ cgstPaise: 25, sgstPaise: 25, totalPaise: 1_051 });
    // 18 % of 25 paise = 4.5: IGST 5.
    expect(
      splitGst({ amountPaise: 25, rateBp: 1800, inclusive: false, interState: true }),
    ).toMatchObject({ igstPaise: 5 });
  });

  it('has no tax at a zero rate', () => {
    expect(splitGst({ amountPaise: 999, rateBp: 0, inclusive: true, interState: false })).toEqual({
      taxablePaise: 999,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 999,
    });
  });

  it('refuses fractions of a paisa and rates above 40 %', () => {
    expect(() =>
      splitGst({ amountPaise: 1.5, rateBp: 1800, inclusive: true, interState: false }),
    ).toThrow(RangeError);
    expect(() =>
      splitGst({ amountPaise: 100, rateBp: 4001, inclusive: true, interState: false }),
    ).toThrow(RangeError);
  });

  it('always adds up, halves CGST and SGST equally and stays within a paisa of the exact tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.constantFrom(0, 250, 500, 1200, 1800, 2800, 4000),
        fc.boolean(),
        fc.boolean(),
        (amountPaise, rateBp, inclusive, interState) => {
          const s = splitGst({ amountPaise, rateBp, inclusive, interState });
          const tax = s.cgstPaise + s.sgstPaise + s.igstPaise;
          expect(s.taxablePaise + tax).toBe(s.totalPaise);
          expect(inclusive ? s.totalPaise : s.taxablePaise).toBe(amountPaise);
          expect(s.cgstPaise).toBe(s.sgstPaise);
          if (interState) expect(s.cgstPaise).toBe(0);
          else expect(s.igstPaise).toBe(0);
          expect(s.taxablePaise).toBeGreaterThanOrEqual(0);
          const exact = inclusive
            ? (amountPaise * rateBp) / (10_000 + rateBp)
            : (amountPaise * rateBp) / 10_000;
          expect(Math.abs(tax - exact)).toBeLessThanOrEqual(interState ? 0.5 : 1);
        },
      ),
    );
  });
});

describe('placeOfSupply', () => {
  it("is a registered buyer's state, else the supplier's", () => {
    expect(placeOfSupply('27AAPFU0939F1ZV', '22')).toBe('27');
    expect(placeOfSupply(null, '22')).toBe('22');
  });
});

describe('chargeFor: a shown price under the GST terms', () => {
  const intra = { rateBp: 1800, interState: false };

  it('splits a price that includes GST and charges it as shown', () => {
    expect(chargeFor(118_000, { ...intra, pricesIncludeTax: true })).toEqual({
      taxablePaise: 100_000,
      cgstPaise: 9_000,
      sgstPaise: 9_000,
      igstPaise: 0,
      totalPaise: 118_000,
    });
    expect(gstAddedTo(118_000, { ...intra, pricesIncludeTax: true })).toBe(0);
  });

  it('adds GST to a price that excludes it', () => {
    expect(chargeFor(100_000, { ...intra, pricesIncludeTax: false })).toMatchObject({
      taxablePaise: 100_000,
      totalPaise: 118_000,
    });
    expect(gstAddedTo(100_000, { rateBp: 1800, interState: true, pricesIncludeTax: false })).toBe(
      18_000,
    );
  });

  it('charges the price as shown when no GST applies', () => {
    expect(chargeFor(99_999, null)).toEqual({
      taxablePaise: 99_999,
      cgstPaise: 0,
      sgstPaise: 0,
      igstPaise: 0,
      totalPaise: 99_999,
    });
    expect(gstAddedTo(99_999, null)).toBe(0);
  });

  it('gives back the same taxable value and tax when what was charged is split as paid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2_000_000_000 }),
        fc.integer({ min: 0, max: 4000 }),
        fc.boolean(),
        (pricePaise, rateBp, interState) => {
          const charged = chargeFor(pricePaise, { rateBp, interState, pricesIncludeTax: false });
          const asPaid = splitGst({
            amountPaise: charged.totalPaise,
            rateBp,
            inclusive: true,
            interState,
          });
          expect(asPaid).toEqual(charged);
          expect(charged.taxablePaise + taxOfSplit(charged)).toBe(charged.totalPaise);
        },
      ),
      { numRuns: 5_000 },
    );
  });
});

describe('gstTermsOf', () => {
  const row = { homeState: '22', pricesIncludeTax: false, rateBp: 1800, buyerGstin: null };

  it('reads the rate, the place of supply and the price setting', () => {
    expect(gstTermsOf(row)).toEqual({ rateBp: 1800, interState: false, pricesIncludeTax: false });
    expect(gstTermsOf({ ...row, buyerGstin: '27AAPFU0939F1ZV' })?.interState).toBe(true);
    expect(gstTermsOf({ ...row, buyerGstin: '22AAACS1234A1ZC' })?.interState).toBe(false);
  });

  it('is null while GST is off or no rate is set', () => {
    expect(gstTermsOf({ ...row, homeState: null })).toBeNull();
    expect(gstTermsOf({ ...row, rateBp: null })).toBeNull();
  });
});
