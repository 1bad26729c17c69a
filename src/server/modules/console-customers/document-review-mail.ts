import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fill } from '../../lib/mail/mail-text.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { DOCUMENT_REVIEW_MAIL_TEXT } from './document-review-mail-text.js';

/**
 * Tells the customer, in their language, that a document was verified, or rejected and why
 * (after the commit). It always goes by e-mail: a rejection asks them to act.
 */
export async function sendDocumentReviewMail(
  db: Db,
  mailer: Mailer,
  site: { publicUrl: string; business: { name: string; phone: string } },
  r: { userId: number; kind: string; decision: 'verified' | 'rejected'; reason: string | null },
) {
  const [user] = await db.select().from(users).where(eq(users.id, r.userId));
  if (!user) return;
  const text = DOCUMENT_REVIEW_MAIL_TEXT[user.language ?? 'en'];
  const document = (text.documents as Record<string, string>)[r.kind] ?? text.document;
  const values = { name: user.name, document, phone: site.business.phone };
  const lines =
    r.decision === 'verified'
      ? [fill(text.verified, values)]
      : [
          fill(text.rejected, values),
          fill(text.reason, { reason: r.reason ?? '' }),
          '',
          fill(text.uploadAgain, { link: `${site.publicUrl}/user/page/MyDocument` }),
        ];
  await mailer.send({
    to: user.email,
    subject: fill(r.decision === 'verified' ? text.subjectVerified : text.subjectRejected, values),
    text: [
      fill(text.greeting, values),
      '',
      ...lines,
      '',
      fill(text.questions, values),
      site.business.name,
    ].join('\n'),
  });
}
