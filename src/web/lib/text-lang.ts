import { HTML_LANG } from '../../shared/language';

const DEVANAGARI = /[\u0900-\u097F]/;

/**
 * The `lang` of a text shown as it is stored: blog posts, FAQ, policy pages, car and branch
 * details are written in one language, mostly English (decision 0011), whatever the page's.
 * Marking it lets a screen reader switch voice, and lets e2e/hindi-pages.spec.ts tell stored
 * content from words left untranslated.
 */
export const textLang = (text: string) => HTML_LANG[DEVANAGARI.test(text) ? 'hi' : 'en'];
