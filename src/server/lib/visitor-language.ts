import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseLanguage,
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
  type Language,
} from '../../shared/language.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { findSessionUser, SESSION_COOKIE } from './session.js';

/**
 * The language a page is rendered in: the visitor's switch on this device (cookie), then
 * their account's choice, then Accept-Language, then English. Pages outside /api have no
 * `request.user`, so the session is read here, and only when no cookie has decided.
 */
export async function visitorLanguage(request: FastifyRequest, db: DbOrTx): Promise<Language> {
  const cookie = request.cookies[LANGUAGE_COOKIE];
  if (isLanguage(cookie)) return cookie;
  const token = request.cookies[SESSION_COOKIE];
  const user = request.user ?? (token ? await findSessionUser(db, token).catch(() => null) : null);
  return chooseLanguage({
    account: user?.language,
    acceptLanguage: request.headers['accept-language'],
  });
}

/** Remembers the language on this device; readable by the page, which sets it too. */
export function setLanguageCookie(reply: FastifyReply, config: Config, language: Language) {
  reply.setCookie(LANGUAGE_COOKIE, language, {
    path: '/',
    sameSite: 'lax',
    secure: config.env === 'production',
    maxAge: LANGUAGE_COOKIE_MAX_AGE_S,
  });
}
