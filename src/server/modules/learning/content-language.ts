import { z } from 'zod';
import type { Language } from '../../../shared/language.js';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.js';
import { visitorLanguage } from '../../lib/visitor-language.js';

/**
 * The language a learner reads a course in: `?lang=` (the page's language, so a switch
 * refetches), else the visitor's language (cookie, account, Accept-Language).
 */
export const contentLanguageQuery = z.object({
  lang: z.enum(['en', 'hi'], { error: 'lang must be en or hi.' }).optional(),
});

export async function contentLanguage(
  request: FastifyRequest,
  db: DbOrTx,
  lang: Language | undefined,
): Promise<Language> {
  return lang ?? visitorLanguage(request, db);
}

/** A bilingual row's two versions (decision 0032): English unless has_english is false. */
export interface Bilingual<T> {
  hasEnglish: boolean;
  en: T;
  hi: T | null;
}

/** The learner's language where it exists, else the other one; `language` says which. */
export function pick<T>(row: Bilingual<T>, wanted: Language): { value: T; language: Language } {
  if (wanted === 'hi' && row.hi !== null) return { value: row.hi, language: 'hi' };
  if (row.hasEnglish || row.hi === null) return { value: row.en, language: 'en' };
  return { value: row.hi, language: 'hi' };
}

/** How a written pair is stored: English columns carry the Hindi when there is no English. */
export function storeBilingual<T>(en: T, hi: T, written: { en: boolean; hi: boolean }) {
  return {
    hasEnglish: written.en,
    en: written.en ? en : hi,
    hi: written.hi ? hi : null,
  };
}
