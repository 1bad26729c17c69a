import { badRequest } from '../../lib/http-errors.js';
import { sanitizeHtml } from '../../lib/sanitize-html.js';

/**
 * Sanitises console rich text with the site's one sanitiser; text that was only markup (a
 * script, say) is empty afterwards and answers 400 rather than storing an empty page.
 */
export function cleanRichText(html: string, what: string, field: string): string {
  const clean = sanitizeHtml(html);
  const text = clean.replace(/<[^>]*>/g, '').trim();
  if (text.length === 0 && !/<img\s/i.test(clean)) {
    throw badRequest(`Please write the ${what}.`, field);
  }
  return clean;
}
