import { INVITE_EXPIRY_HOURS } from '../../../shared/console.js';
import type { Mailer } from '../../lib/mail/mailer.js';

export const inviteLink = (publicUrl: string, token: string) =>
  `${publicUrl}/staff/invite/${encodeURIComponent(token)}`;

export async function sendStaffInviteMail(
  mailer: Mailer,
  publicUrl: string,
  to: { name: string; email: string },
  token: string,
) {
  const link = inviteLink(publicUrl, token);
  await mailer.send({
    to: to.email,
    subject: 'Your SelfDrive staff account',
    text: [
      `Hello ${to.name},`,
      '',
      'You have been added to the SelfDrive operator console. Set your password here:',
      link,
      '',
      `The link works once and expires in ${INVITE_EXPIRY_HOURS} hours.`,
    ].join('\n'),
  });
}
