import type { GstDocumentType } from '../../../shared/gst-documents.js';

/**
 * Which journal entry each GST document of a month was issued with (decision 0059). A document
 * names the root booking (an extension's documents name its parent), the course order or the
 * lesson package, and is dated at its money event's instant (decision 0052), as the entry is;
 * the closing check of decision 0055 accepts ten seconds for documents issued before that. Of
 * the entries of the same booking, order or package that close, the one of the same payment
 * wins, then the nearest in time, then the first posted: each document goes to one entry.
 */

export interface EntryScope {
  entryId: number;
  postedAt: Date;
  bookingId: number | null;
  /** The booking's parent when it is an extension, else the booking. */
  rootBookingId: number | null;
  courseOrderId: number | null;
  lessonPurchaseId: number | null;
  paymentId: number | null;
}

export interface DocumentScope {
  docType: GstDocumentType;
  number: string;
  issuedAt: Date;
  bookingId: number | null;
  courseOrderId: number | null;
  lessonPurchaseId: number | null;
  paymentId: number | null;
}

const WINDOW_MS = 10_000;

const keysOfEntry = (e: EntryScope) =>
  [
    e.rootBookingId === null ? null : `b${e.rootBookingId}`,
    e.bookingId === null || e.bookingId === e.rootBookingId ? null : `b${e.bookingId}`,
    e.courseOrderId === null ? null : `c${e.courseOrderId}`,
    e.lessonPurchaseId === null ? null : `l${e.lessonPurchaseId}`,
  ].filter((k): k is string => k !== null);

const keyOfDocument = (d: DocumentScope) =>
  d.bookingId !== null
    ? `b${d.bookingId}`
    : d.courseOrderId !== null
      ? `c${d.courseOrderId}`
      : d.lessonPurchaseId !== null
        ? `l${d.lessonPurchaseId}`
        : null;

/** The documents of each entry, by entry id, in the order given. */
export function documentsByEntry<D extends DocumentScope>(entries: EntryScope[], documents: D[]) {
  const byKey = new Map<string, EntryScope[]>();
  for (const e of entries) {
    for (const key of keysOfEntry(e)) {
      const list = byKey.get(key);
      if (list) list.push(e);
      else byKey.set(key, [e]);
    }
  }
  const matched = new Map<number, D[]>();
  for (const d of documents) {
    const key = keyOfDocument(d);
    if (key === null) continue;
    const rank = (e: EntryScope): [number, number, number] => [
      d.paymentId !== null && e.paymentId === d.paymentId ? 0 : 1,
      Math.abs(e.postedAt.getTime() - d.issuedAt.getTime()),
      e.entryId,
    ];
    const best = (byKey.get(key) ?? [])
      .filter((e) => Math.abs(e.postedAt.getTime() - d.issuedAt.getTime()) <= WINDOW_MS)
      .map((e) => ({ e, r: rank(e) }))
      .sort((a, b) => a.r[0] - b.r[0] || a.r[1] - b.r[1] || a.r[2] - b.r[2])[0];
    if (!best) continue;
    const list = matched.get(best.e.entryId);
    if (list) list.push(d);
    else matched.set(best.e.entryId, [d]);
  }
  return matched;
}
