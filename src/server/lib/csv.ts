/**
 * One CSV field: quoted when it holds a comma, quote or line break (quotes doubled, RFC 4180);
 * text a spreadsheet would run as a formula (= + - @ first) gets a leading apostrophe.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Rows to CSV text, CRLF line ends, a final line end. */
export const csv = (rows: (string | number | boolean | null)[][]) =>
  rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';

/** Paise as rupees with two decimals (negative with a minus sign: numbers are not quoted). */
export const rupees = (paise: number) => (paise / 100).toFixed(2);
