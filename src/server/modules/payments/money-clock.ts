/**
 * The one clock for money (decision 0052): a journal entry's `posted_at` and its GST document's
 * `issued_at`, financial year and number all come from here, read once per money event, never
 * from the database's `now()` (the transaction's start, on another machine's clock). So an
 * event at 23:59:59.999 IST on a month's last day is in that month in the ledger, the accounts
 * report and GSTR-1 alike. It is the application's clock: tests move it with
 * `vi.useFakeTimers({ toFake: ['Date'], now })`, the Playwright journeys with their shifted
 * server clock (`e2e/support/server-clock.ts`).
 */
export function moneyNow(): Date {
  return new Date();
}
