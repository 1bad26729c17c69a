/** The largest id (and integer) a PostgreSQL `integer` column holds; every id column is one. */
export const MAX_ID = 2_147_483_647;

/** True for text that is a whole number a row id can be (1 to MAX_ID). */
export const isIdText = (text: string) =>
  /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;
