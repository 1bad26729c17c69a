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

export const verificationMail = (publicUrl: string, to: string, name: string, token: string) =>
  linkMail(
    to,
    'Please verify your e-mail',
    `Hello ${name},`,
    [
      'To Confirm your email address, Please click the link below.',
      'The link works once and expires in 24 hours.',
    ],
    `${publicUrl}/user/register/${token}`,
  );

export const resetMail = (publicUrl: string, to: string, name: string, token: string) =>
  linkMail(
    to,
    'Reset your password',
    `Hello ${name},`,
    [
      'Somebody asked to reset the password of your account. If it was you, open the link below.',
      'The link works once and expires in 1 hour. If it was not you, ignore this e-mail.',
    ],
    `${publicUrl}/user/change-password/${token}`,
  );
