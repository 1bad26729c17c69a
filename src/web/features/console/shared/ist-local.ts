const IST_OFFSET_MS = 330 * 60_000;

/** An instant as a datetime-local value in IST (the business's wall clock): 2026-12-02T10:00. */
export const istLocal = (iso: string) =>
  new Date(new Date(iso).getTime() + IST_OFFSET_MS).toISOString().slice(0, 16);

/** A datetime-local value read as IST, as an ISO instant the API takes ('' when empty). */
export const istIso = (local: string) => (local ? `${local}:00+05:30` : '');
