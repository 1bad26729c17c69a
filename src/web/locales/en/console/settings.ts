/** The console's settings words (src/web/features/console/settings/). */
export const settings = {};
