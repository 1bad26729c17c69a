import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import type { Mailer } from '../../lib/mail/mailer.js';

const KIND_NAMES: Record<string, string> = {
  licence_img: 'driving licence',
  user_photo: 'photo',
  id_proof_img: 'ID proof (front)',
  id_proof_back_img: 'ID proof (back)',
};

/** Tells the customer a document was verified, or rejected and why (after the commit). */
export async function sendDocumentReviewMail(
  db: Db,
  mailer: Mailer,
  site: { publicUrl: string; business: { name: string; phone: string } },
  r: { userId: number; kind: string; decision: 'verified' | 'rejected'; reason: string | null },
) {
  const [user] = await db.select().from(users).where(eq(users.id, r.userId));
  if (!user) return;
  const name = KIND_NAMES[r.kind] ?? 'document';
  const lines =
    r.decision === 'verified'
      ? [`Hello ${user.name},`, '', `We have verified your ${name}. Thank you.`]
      : [
          `Hello ${user.name},`,
          '',
          `We could not accept your ${name}.`,
          `Reason: ${r.reason}`,
          '',
          `Please upload it again at ${site.publicUrl}/user/page/MyDocument.`,
        ];
  await mailer.send({
    to: user.email,
    subject:
      r.decision === 'verified' ? `Your ${name} is verified` : `Please upload your ${name} again`,
    text: [...lines, '', `Questions? Call ${site.business.phone}.`, site.business.name].join('\n'),
  });
}
