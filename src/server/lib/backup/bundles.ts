/** A backup bundle's file name: `selfdrive-<engine>-<time>.tar.gz` (scripts/lib/backup-bundle.mjs). */
export const BUNDLE = /^selfdrive-(pglite|postgres)-.+\.tar\.gz$/;

/** A bundle in a directory (its path) or a bucket (its key), and when it was written. */
export interface Bundle {
  file: string;
  mtimeMs: number;
}

/**
 * The bundles to delete: older than `keepDays`, never the newest one (a job that stopped
 * running must not leave no backup at all). `bundles` may come in any order.
 */
export function expiredBundles(bundles: readonly Bundle[], keepDays: number, now: Date): Bundle[] {
  const newestFirst = [...bundles].sort((a, b) => b.mtimeMs - a.mtimeMs);
  const cutoff = now.getTime() - keepDays * 24 * 3600 * 1000;
  return newestFirst.slice(1).filter((bundle) => bundle.mtimeMs < cutoff);
}
