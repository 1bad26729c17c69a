/** The console's availability words (src/web/features/console/availability/). */
export const availability = {};
