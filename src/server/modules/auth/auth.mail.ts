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

export const verificationMail = (
  publicUrl: string,
  to: string,
  name: string,
  token: string,
  language?: Language | null,
) => {
  const text = textOf(language).verify;
  return linkMail(
    to,
    text.subject,
    fill(text.greeting, { name }),
    text.lines,
    `${publicUrl}/user/register/${token}`,
  );
};

export const resetMail = (
  publicUrl: string,
  to: string,
  name: string,
  token: string,
  language?: Language | null,
) => {
  const text = textOf(language).reset;
  return linkMail(
    to,
    text.subject,
    fill(text.greeting, { name }),
    text.lines,
    `${publicUrl}/user/change-password/${token}`,
  );
};
