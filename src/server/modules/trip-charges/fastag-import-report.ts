import {
  FASTAG_OUTCOMES,
  type FastagImportReport,
  type FastagLineReport,
  type FastagOutcome,
  type FastagReason,
} from '../../../shared/fastag-import.js';
import type { StatementLine } from './fastag-statement.js';

/** What became of a line, as the report says it. */
export type LineOutcome = Pick<
  FastagLineReport,
  'outcome' | 'reason' | 'bookingId' | 'chargeId' | 'totalPaise' | 'duplicateOfLine'
>;

export const outcome = (
  what: FastagOutcome,
  reason: FastagReason | null,
  more: Partial<LineOutcome> = {},
): LineOutcome => ({
  outcome: what,
  reason,
  bookingId: null,
  chargeId: null,
  totalPaise: null,
  duplicateOfLine: null,
  ...more,
});

/** The report: each line as the statement printed it and what became of it, and the counts. */
export function importReport(lines: StatementLine[], outcomes: LineOutcome[]): FastagImportReport {
  const counts = Object.fromEntries(FASTAG_OUTCOMES.map((o) => [o, 0])) as Record<
    FastagOutcome,
    number
  >;
  let chargedPaise = 0;
  const reported = lines.map((l, i): FastagLineReport => {
    const o = outcomes[i] ?? outcome('unreadable', 'columns');
    counts[o.outcome] += 1;
    chargedPaise += o.outcome === 'charged' ? (o.totalPaise ?? 0) : 0;
    return {
      line: l.line,
      registration: l.registration,
      occurredAt: l.occurredAt?.toISOString() ?? null,
      plaza: l.plaza,
      amountPaise: l.amountPaise,
      reference: l.reference,
      ...o,
    };
  });
  return { counts: { lines: lines.length, ...counts }, chargedPaise, lines: reported };
}
