/** The console's shared words (src/web/features/console/shared/). */
export const shared = {};
