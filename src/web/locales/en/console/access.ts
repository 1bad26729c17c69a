/** The console's access words (src/web/features/console/access/). */
export const access = {};
