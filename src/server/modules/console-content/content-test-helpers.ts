import sharp from 'sharp';
import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DbOrTx } from '../../db/client.js';
import { auditLog } from '../../db/schema.js';
import { multipart } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';

/** A plain test picture of the given size as PNG bytes. */
export const testPicture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7f9e' } })
    .png()
    .toBuffer();

/** Uploads `file` as multipart field "file" to a console upload route. */
export async function uploadTo(
  t: TestApp,
  cookie: string,
  url: string,
  file: Buffer,
  name = 'a.png',
) {
  const { payload, headers } = multipart(file, name, 'image/png');
  return t.app.inject({ method: 'POST', url, headers: { ...headers, cookie }, payload });
}

/** The newest audit entry of a record. */
export async function lastAudit(db: DbOrTx, recordType: string, recordId: string | number) {
  const [row] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.recordType, recordType), eq(auditLog.recordId, String(recordId))))
    .orderBy(desc(auditLog.id))
    .limit(1);
  return row;
}

/** Counts audit entries, to prove a refused change wrote none. */
export async function auditCount(db: DbOrTx) {
  const rows = await db.select({ id: auditLog.id }).from(auditLog);
  return rows.length;
}

export const expect400 = (
  res: { statusCode: number; body: string; json: () => unknown },
  message: string,
) => {
  expect(res.statusCode, res.body).toBe(400);
  expect((res.json() as { message: string }).message).toBe(message);
};
