/** The console's reports words (src/web/features/console/reports/). */
export const reports = {};
