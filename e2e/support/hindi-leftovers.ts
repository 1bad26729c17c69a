import type { Page } from '@playwright/test';
import { en } from '../../src/web/locales/en';
import { enAccount } from '../../src/web/locales/en-account';
import { enLearning } from '../../src/web/locales/en-learning';
import { enConsole } from '../../src/web/locales/en-console';
import { ALLOWED_LATIN_PATTERNS, ALLOWED_LATIN_WORDS } from './hindi-allow-list';

/** Where src/web/lib/i18n.ts records the keys a page asked for that its catalogue lacks. */
const MISSING_KEYS = '__i18nMissingKeys';

/** Asks every page of this context to record missing keys (before any of its scripts run). */
export const recordMissingKeys = (page: Page) =>
  page.context().addInitScript((name) => {
    (window as unknown as Record<string, unknown>)[name] = [];
  }, MISSING_KEYS);

/**
 * What a visitor reads on the page: the text of the header, <main>, the footer, open dialogs
 * and live messages, the labels a screen reader reads (placeholder, aria-label, alt, title,
 * a select's options) and the tab's title. Text marked as English (an element with lang="en…",
 * such as a lesson written only in English) is left out: the page says what language it is in.
 */
function readShownTexts(): string[] {
  const ROOTS =
    'header, main, footer, dialog[open], [role="dialog"], [role="alertdialog"], [role="alert"], [role="status"]';
  const isEnglish = (el: Element) =>
    /^en\b/i.test(el.closest('[lang]')?.getAttribute('lang') ?? '');
  const isShown = (el: Element): boolean =>
    el instanceof HTMLOptionElement
      ? !!el.closest('select') && isShown(el.closest('select')!)
      : el.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true });
  const byElement = new Map<Element, string>();
  const labels: string[] = [];
  const seen = new Set<Element>();
  for (const root of Array.from(document.querySelectorAll(ROOTS))) {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const el = node.parentElement;
      // A textarea's text is what was typed in it, not the page's words.
      if (!el || el.closest('script, style, noscript, template, textarea')) continue;
      byElement.set(el, (byElement.get(el) ?? '') + (node.textContent ?? ''));
    }
    for (const el of Array.from(
      root.querySelectorAll('[placeholder], [aria-label], [alt], [title]'),
    )) {
      if (seen.has(el) || isEnglish(el) || !isShown(el)) continue;
      seen.add(el);
      for (const name of ['placeholder', 'aria-label', 'alt', 'title']) {
        const value = el.getAttribute(name);
        if (value) labels.push(value);
      }
    }
  }
  const shown = [...byElement].filter(([el]) => isShown(el));
  const texts = shown.filter(([el]) => !isEnglish(el)).map(([, text]) => text);
  // The tab's title repeats a stored heading (a blog post's) that the page marks as English.
  const title = shown
    .filter(([el]) => isEnglish(el))
    .map(([, text]) => text.trim())
    .filter(Boolean)
    .reduce((rest, english) => rest.replace(english, ' '), document.title);
  return [...texts, ...labels, title]
    .map((text) => text.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

const NAMESPACES = Object.keys({ ...en, ...enAccount, ...enLearning, ...enConsole });
/** A catalogue key shown as it is, such as `checkout.bookNow`. */
const RAW_KEY = new RegExp(`(?<![\\w.])(?:${NAMESPACES.join('|')})(?:\\.\\w+)+`, 'g');
/** A word in Latin letters (not the tail of a number such as 24x7 or 5km). */
export const LATIN_WORD = /(?<![A-Za-z0-9_])[A-Za-z][A-Za-z0-9]*(?:['’.-][A-Za-z0-9]+)*/g;
/** What may stand between two words of one English phrase. */
const PHRASE_GAP = /^[\s,.:;!?()"'&/–-]*$/;

/** The runs of Latin words in `text` that hold a word not allowed, and the key-like words. */
export function leftoversIn(text: string, alsoAllowed: ReadonlySet<string>): string[] {
  const found: string[] = [];
  let rest = text;
  for (const key of rest.match(RAW_KEY) ?? []) found.push(`raw key ${key}`);
  for (const pattern of [RAW_KEY, ...ALLOWED_LATIN_PATTERNS]) rest = rest.replace(pattern, ' ');
  const words = [...rest.matchAll(LATIN_WORD)];
  let run: RegExpExecArray[] = [];
  const flush = () => {
    const unknown = run.filter(([w]) => !ALLOWED_LATIN_WORDS.has(w) && !alsoAllowed.has(w));
    if (unknown.length > 0) {
      const first = run[0]!;
      const last = run.at(-1)!;
      found.push(`"${rest.slice(first.index, last.index + last[0].length)}" in "${text}"`);
    }
    run = [];
  };
  for (const word of words) {
    const previous = run.at(-1);
    if (previous && !PHRASE_GAP.test(rest.slice(previous.index + previous[0].length, word.index))) {
      flush();
    }
    run.push(word as RegExpExecArray);
  }
  flush();
  return found;
}

/**
 * Every piece of English on the page as it stands: key-like texts, Latin words not allowed, and
 * the keys i18next was asked for and did not have since the page loaded.
 */
export async function englishLeftovers(
  page: Page,
  alsoAllowed: ReadonlySet<string>,
): Promise<string[]> {
  const [texts, missing] = await Promise.all([
    page.evaluate(readShownTexts),
    page.evaluate(
      (name) => ((window as unknown as Record<string, string[] | undefined>)[name] ?? []).splice(0),
      MISSING_KEYS,
    ),
  ]);
  const found = [...new Set(texts)].flatMap((text) => leftoversIn(text, alsoAllowed));
  return [...new Set([...found, ...missing.map((key) => `missing key ${key}`)])];
}
