import type { StaffRole } from '../../../shared/console.js';
import type { Db } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { BRANCH_UNKNOWN_MESSAGE, findBranch, insertStaff, issueInvite } from './staff-accounts.js';
import { inviteLink, sendStaffInviteMail } from './staff-invite-mail.js';

export const BRANCH_REQUIRED_MESSAGE =
  'Branch managers and counter staff need a branch (--branch).';

/** The command line's way in (`npm run staff:create`): the first admin has nobody to invite it. */
export async function createStaffAccount(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  args: { email: string; role: StaffRole; branch?: string; name?: string; password?: string },
) {
  let branchId: number | null = null;
  if (args.branch) {
    const branch = await findBranch(db, args.branch);
    if (!branch) throw badRequest(BRANCH_UNKNOWN_MESSAGE);
    branchId = branch.id;
  } else if (args.role !== 'admin') {
    throw badRequest(BRANCH_REQUIRED_MESSAGE);
  }
  const name = args.name ?? args.email.split('@')[0] ?? args.email;
  const { user, token } = await db.transaction(async (tx) => {
    const created = await insertStaff(tx, {
      name,
      email: args.email,
      staffRole: args.role,
      branchId,
      ...(args.password ? { password: args.password } : {}),
    });
    return { user: created, token: args.password ? null : await issueInvite(tx, created.id) };
  });
  if (!token) return { id: user.id, inviteLink: null, mailError: null };
  // The account exists now: a mail server that refuses must not lose the only link to it.
  let mailError: string | null = null;
  await sendStaffInviteMail(mailer, publicUrl, user, token).catch((error: unknown) => {
    mailError = error instanceof Error ? error.message : String(error);
  });
  return { id: user.id, inviteLink: inviteLink(publicUrl, token), mailError };
}
