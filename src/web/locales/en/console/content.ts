/** The console's content words (src/web/features/console/content/). */
export const content = {};
