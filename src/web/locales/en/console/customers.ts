/** The console's customers words (src/web/features/console/customers/). */
export const customers = {};
