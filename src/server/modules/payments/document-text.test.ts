import { describe, expect, it } from 'vitest';
import { DOCUMENT_TEXT, lineDescription, SUPPLY, SUPPLY_PREFIX } from './document-text.js';

type Tree = { [key: string]: string | Tree };
const entries = (tree: Tree, prefix = ''): [string, string][] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("a GST document's words (decision 0041)", () => {
  it('are in English and Hindi with the same keys and placeholders', () => {
    const english = new Map(entries(DOCUMENT_TEXT.en as unknown as Tree));
    const hindi = new Map(entries(DOCUMENT_TEXT.hi as unknown as Tree));
    expect([...hindi.keys()]).toEqual([...english.keys()]);
    for (const [key, text] of english) {
      expect(placeholders(hindi.get(key) ?? ''), key).toEqual(placeholders(text));
    }
    // The legal line in both: tax is not payable on reverse charge.
    expect(DOCUMENT_TEXT.en.reverseCharge).toBe('Tax payable on reverse charge: No');
    expect(DOCUMENT_TEXT.hi.reverseCharge).toMatch(/[\u0900-\u097F]/);
  });

  it("print every line's description in Hindi on a Hindi document, the reference as issued", () => {
    for (const what of Object.values(SUPPLY)) {
      const issued = `${what}, booking SDC-412`;
      expect(lineDescription(issued, 'en')).toBe(issued);
      const hindi = lineDescription(issued, 'hi');
      expect(hindi, what).toMatch(/^[\u0900-\u097F][^A-Za-z]*, बुकिंग SDC-412$/);
    }
    expect(
      lineDescription(`${SUPPLY_PREFIX.depositKept}Cracked tail lamp, booking SDC-9`, 'hi'),
    ).toBe('रखी गई सिक्योरिटी डिपॉज़िट: Cracked tail lamp, बुकिंग SDC-9');
    expect(lineDescription(`${SUPPLY_PREFIX.course}Road signs`, 'hi')).toBe(
      'ऑनलाइन कोर्स: Road signs',
    );
    // A description from before this table prints as it was issued.
    expect(lineDescription('Something else', 'hi')).toBe('Something else');
  });
});
