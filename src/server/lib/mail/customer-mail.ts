import { eq } from 'drizzle-orm';
import type { Language } from '../../../shared/language.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema.js';
import { fill } from './mail-text.js';
import type { MailAttachment, Mailer } from './mailer.js';

/** The words every customer mail opens and closes with, in one language. */
export interface CustomerMailFrame {
  subject: string;
  greeting: string;
  questions: string;
}

export interface CustomerMailBody {
  /** Placeholders for the subject, greeting and questions lines ({{name}} is added). */
  values: Record<string, string | number>;
  /** The lines between the greeting and the questions line. */
  lines: string[];
  attachments?: MailAttachment[];
}

/** The language a customer's mail (and what it attaches) is written in. */
export async function mailLanguage(db: Db, userId: number): Promise<Language> {
  const [user] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return user?.language ?? 'en';
}

/**
 * Mails one customer in their language: greeting, the body `compose` writes, the questions
 * line and the business's name. Does nothing when the account no longer exists.
 */
export async function mailCustomer<T extends CustomerMailFrame>(
  db: Db,
  mailer: Mailer,
  businessName: string,
  userId: number,
  texts: Record<Language, T>,
  compose: (text: T, language: Language) => CustomerMailBody,
): Promise<void> {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return;
  const language = user.language ?? 'en';
  const text = texts[language];
  const body = compose(text, language);
  const values = { name: user.name, ...body.values };
  const lines = [
    fill(text.greeting, values),
    '',
    ...body.lines,
    '',
    fill(text.questions, values),
    businessName,
  ];
  await mailer.send({
    to: user.email,
    subject: fill(text.subject, values),
    text: lines.join('\n'),
    ...(body.attachments ? { attachments: body.attachments } : {}),
  });
}
