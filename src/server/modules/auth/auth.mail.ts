import type { Language } from '../../../shared/language.js';
import { fill, MAIL_TEXT } from '../../lib/mail/mail-text.js';
import type { MailMessage } from '../../lib/mail/mailer.js';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function linkMail(to: string, subject: string, greeting: string, lines: string[], link: string) {
  return {
    to,
    subject,
    text: `${greeting}\n\n${lines.join('\n')}\n\n${link}\n`,
    html:
      `<p>${escapeHtml(greeting)}</p>` +
      lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('') +
      `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  } satisfies MailMessage;
}

/** The account's own language; English until the customer has chosen one. */
const textOf = (language: Language | null | undefined) => MAIL_TEXT[language ?? 'en'];

/** The verify or reset e-mail in the account's language, with its one-time link. */
const accountLinkMail =
  (kind: 'verify' | 'reset', path: string) =>
  (
    publicUrl: string,
    to: string,
    name: string,
    token: string,
    language?: Language | null,
    /** Where the page the link opens continues, e.g. `?next=instructor`. */
    query = '',
  ) => {
    const text = textOf(language)[kind];
    return linkMail(
      to,
      text.subject,
      fill(text.greeting, { name }),
      text.lines,
      `${publicUrl}${path}${token}${query}`,
    );
  };

export const verificationMail = accountLinkMail('verify', '/user/register/');

export const resetMail = accountLinkMail('reset', '/user/change-password/');
