/**
 * Counts the statements of this process that may have changed data once they end: what the
 * availability index asks to know whether its own process wrote since it last read the change
 * log (decision 0027). A statement counts when its text starts with INSERT, UPDATE, DELETE,
 * MERGE, TRUNCATE or COMMIT (END), or is a WITH … or multi-statement text holding one of
 * them. Counting a statement that changed nothing costs one change-log read, no more.
 */
export class WriteCounter {
  private count = 0;

  get value(): number {
    return this.count;
  }

  /** Whether a statement's text may write (or commit writes). */
  static writes(text: string): boolean {
    const start = /^\s*(\w+)/.exec(text)?.[1]?.toLowerCase();
    if (start === undefined) return false;
    if (WRITE_STARTS.has(start)) return true;
    // A data-modifying WITH, or a script such as pg-boss's BEGIN; …; COMMIT.
    return (start === 'with' || start === 'begin') && WRITE_WORD.test(text);
  }

  /** Counts the statement once `done` settles, if its text may write. */
  track<T>(text: string, done: Promise<T>): Promise<T> {
    if (!WriteCounter.writes(text)) return done;
    return done.finally(() => this.count++);
  }

  /** A statement or transaction that may have written has ended. */
  add(): void {
    this.count++;
  }
}

const WRITE_STARTS = new Set(['insert', 'update', 'delete', 'merge', 'truncate', 'commit', 'end']);
const WRITE_WORD = /\b(insert|update|delete|merge|truncate|commit)\b/i;
