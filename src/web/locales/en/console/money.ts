/** The console's money words (src/web/features/console/money/). */
export const money = {};
