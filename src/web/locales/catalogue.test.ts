import { describe, expect, it } from 'vitest';
import * as auth from '../../shared/auth';
import * as bookings from '../../shared/bookings';
import * as contact from '../../shared/contact';
import * as favourites from '../../shared/favourite-rules';
import * as payments from '../../shared/payments';
import * as pickupDrop from '../../shared/pickup-drop';
import * as search from '../../shared/search';
import { NO_BLOG_FOUND } from '../../shared/content-rules';
import { BLOG_LIST_DESCRIPTION } from '../features/blog/lib/blog-format';
import { GENERIC_ERROR_MESSAGE } from '../lib/api-client';
import { translateMessage } from '../lib/use-message';
import { en } from './en';
import { hi } from './hi';

type Tree = { [key: string]: string | Tree };

/** Every key path of a catalogue with its text: ['layout.nav.home', 'Home'], ... */
function entries(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : entries(value, `${prefix}${key}.`),
  );
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();
const DEVANAGARI = /[\u0900-\u097F]/;
/** Texts that read the same in Hindi: figures and abbreviations only. */
const SAME_IN_HINDI = new Set<string>([
  'home.hero.highlights.roadside.value',
  'home.hero.highlights.hidden.value',
  'home.hero.highlights.deposit.value',
  'cars.fuel.CNG',
]);

// `messages` is keyed by the English text itself (see en/messages.ts), tested below.
const { messages: _en, ...enTree } = en;
const { messages: hindiMessages, ...hiTree } = hi;
const english = new Map(entries(enTree));
const hindi = new Map(entries(hiTree as Tree));

describe('the Hindi and English catalogues', () => {
  it('have exactly the same keys', () => {
    const missingInHindi = [...english.keys()].filter((key) => !hindi.has(key));
    const missingInEnglish = [...hindi.keys()].filter((key) => !english.has(key));
    expect(missingInHindi, 'keys missing from hi').toEqual([]);
    expect(missingInEnglish, 'keys missing from en').toEqual([]);
  });

  it('have a text for every key, with the same placeholders in both languages', () => {
    for (const [key, text] of english) {
      const translated = hindi.get(key) ?? '';
      expect(text.trim(), key).not.toBe('');
      expect(translated.trim(), key).not.toBe('');
      expect(placeholders(translated), key).toEqual(placeholders(text));
    }
  });

  it("keep the spec's English wordings, word for word, where the rules hold them too", () => {
    expect(en.blog.noneFound).toBe(NO_BLOG_FOUND);
    expect(en.blog.description).toBe(BLOG_LIST_DESCRIPTION);
    expect(en.common.somethingWrong).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('are written in Devanagari in Hindi, not left in English', () => {
    const untranslated = [...hindi]
      .filter(([key, text]) => !SAME_IN_HINDI.has(key) && !DEVANAGARI.test(text))
      .map(([key]) => key);
    expect(untranslated).toEqual([]);
  });
});

/** Every message the shared rules give the customer, as the server and the forms show it. */
const SHARED_MESSAGES = [auth, bookings, contact, favourites, payments, pickupDrop, search]
  .flatMap((module) => Object.entries(module))
  .filter(([name, value]) => name.endsWith('_MESSAGE') && typeof value === 'string')
  .map(([, value]) => value as string);

describe('the Hindi messages for the server and the shared rules', () => {
  it('cover every customer message of the shared rules, in Devanagari', () => {
    expect(SHARED_MESSAGES.length).toBeGreaterThan(20);
    const missing = SHARED_MESSAGES.filter((text) => !hindiMessages.exact[text]);
    expect(missing).toEqual([]);
    for (const text of Object.values(hindiMessages.exact)) expect(text).toMatch(DEVANAGARI);
  });

  it('translate messages with numbers in them, and leave unknown ones as they came', () => {
    const short = search.minimumDurationMessage(4.5);
    expect(translateMessage(short, hindiMessages)).toBe(
      'किसी भी कार की बुकिंग कम से कम 6 घंटे की होती है। आपकी बुकिंग सिर्फ़ 4.5 घंटे की है। कृपया बुकिंग का समय बढ़ाकर कम से कम 6 घंटे करें।',
    );
    expect(translateMessage(search.searchingMessage(26), hindiMessages)).toBe(
      'कम से कम 26 घंटे के लिए उपलब्ध कारें खोजी जा रही हैं।',
    );
    expect(translateMessage('Unknown text.', hindiMessages)).toBe('Unknown text.');
    expect(translateMessage(short, en.messages)).toBe(short);
  });
});
