/** The console's jobs words (src/web/features/console/jobs/). */
export const jobs = {};
