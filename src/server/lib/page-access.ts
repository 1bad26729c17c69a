import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage } from '../../shared/language.js';
import {
  isCustomerOnlyPage,
  LOGIN_PATH,
  loginPathFor,
  nextPathOf,
  SWITCH_LANGUAGE_PARAM,
} from '../../shared/page-requests.js';
import type { Config } from '../config.js';
import type { DbOrTx } from '../db/client.js';
import { findSessionUser, SESSION_COOKIE } from './session.js';
import { setLanguageCookie } from './visitor-language.js';

/**
 * Answers what a page address asks before any script runs (docs/decisions/0044), or returns
 * false when the page is to be served:
 *
 * - `?lang=hi` (the language switch as a plain link): remembers the language on the device and
 *   sends the visitor back to the same address without it;
 * - a customer-only page without a customer's session: to sign-in, which returns there;
 * - sign-in with a customer's session: on to where it would have sent them.
 *
 * The session is read only for those pages, and kept on the request for the page's language.
 */
export async function answerPageRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  db: DbOrTx,
  config: Config,
): Promise<boolean> {
  const url = new URL(request.url, 'http://page.invalid');
  const asked = url.searchParams.get(SWITCH_LANGUAGE_PARAM);
  if (asked !== null) {
    if (isLanguage(asked)) setLanguageCookie(reply, config, asked);
    url.searchParams.delete(SWITCH_LANGUAGE_PARAM);
    await redirect(reply, 303, url.pathname + url.search + url.hash);
    return true;
  }
  const pathname = url.pathname;
  const login = pathname.toLowerCase() === LOGIN_PATH;
  if (!login && !isCustomerOnlyPage(pathname)) return false;
  const token = request.cookies[SESSION_COOKIE];
  const user = token ? await findSessionUser(db, token).catch(() => null) : null;
  request.user = user;
  const customer = user?.role === 'customer';
  if (login && customer) {
    await redirect(reply, 302, nextPathOf(url.search) ?? '/user/dashboard');
    return true;
  }
  if (!login && !customer) {
    await redirect(reply, 302, loginPathFor(pathname + url.search));
    return true;
  }
  return false;
}

async function redirect(reply: FastifyReply, status: 302 | 303, location: string) {
  // The answer depends on the visitor's cookie: no cache may keep it for someone else.
  await reply
    .header('cache-control', 'no-store')
    .header('vary', 'cookie')
    .redirect(location, status);
}
