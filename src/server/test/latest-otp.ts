import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { outboxMessages } from '../db/schema.js';

/** The 6-digit code of the last SMS sent to `mobile` (the outbox keeps every message). */
export async function latestOtp(db: Db, mobile: string): Promise<string> {
  const [sms] = await db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, mobile))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return /\b(\d{6})\b/.exec(sms!.text)![1]!;
}
