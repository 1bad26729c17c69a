/** The console's fleet words (src/web/features/console/fleet/). */
export const fleet = {};
