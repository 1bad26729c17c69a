import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  DAMAGE_PHOTO_NOT_OURS_MESSAGE,
  type DamageMark,
  type DamageMarkInput,
} from '../../../shared/handover-sheet.js';
import type { DbOrTx } from '../../db/client.js';
import { handoverDamageMarks, handoverPhotos } from '../../db/schema.js';
import { badRequest } from '../../lib/http-errors.js';

type Stage = 'pickup' | 'return';

/**
 * Stores a handover's damage marks, numbered 1.. in the order given, in the handover's
 * transaction. A mark's photo must be a photo of this booking taken at this stage.
 */
export async function saveDamageMarks(
  tx: DbOrTx,
  bookingId: number,
  stage: Stage,
  marks: DamageMarkInput[],
) {
  if (marks.length === 0) return [];
  const photoIds = [...new Set(marks.flatMap((m) => (m.photoId ? [m.photoId] : [])))];
  if (photoIds.length > 0) {
    const ours = await tx
      .select({ id: handoverPhotos.id })
      .from(handoverPhotos)
      .where(
        and(
          inArray(handoverPhotos.id, photoIds),
          eq(handoverPhotos.bookingId, bookingId),
          eq(handoverPhotos.stage, stage),
        ),
      );
    if (ours.length !== photoIds.length) throw badRequest(DAMAGE_PHOTO_NOT_OURS_MESSAGE);
  }
  return tx
    .insert(handoverDamageMarks)
    .values(
      marks.map((m, i) => ({
        bookingId,
        stage,
        number: i + 1,
        x: m.x,
        y: m.y,
        note: m.note,
        photoId: m.photoId ?? null,
      })),
    )
    .returning();
}

/** The marks of a booking's handovers, by stage, as the console and the sheet show them. */
export async function damageMarksOf(db: DbOrTx, bookingId: number) {
  const rows = await db
    .select()
    .from(handoverDamageMarks)
    .where(eq(handoverDamageMarks.bookingId, bookingId))
    .orderBy(asc(handoverDamageMarks.stage), asc(handoverDamageMarks.number));
  const view = (stage: Stage): DamageMark[] =>
    rows
      .filter((r) => r.stage === stage)
      .map((r) => ({
        number: r.number,
        x: r.x,
        y: r.y,
        note: r.note,
        photoUrl: r.photoId ? `/api/console/bookings/${bookingId}/photos/${r.photoId}` : null,
      }));
  return { pickup: view('pickup'), return: view('return') };
}
