/**
 * Hindi for the server's English messages the console's reports pages show, keyed by the English
 * text (useMessage looks them up).
 */
export const reportsMessages: Record<string, string> = {
  // The report's and the accounts' month (shared/console-reports.ts, shared/accounts.ts).
  'The month must look like 2026-11.': 'महीना 2026-11 की तरह लिखा होना चाहिए।',
};
