/** The console's school words (src/web/features/console/school/). */
export const school = {};
