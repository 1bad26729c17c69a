import type { DbOrTx } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import type { InfoPage } from '../../../shared/content.js';
import { listBlogCategories } from './blog.queries.js';
import { getInfoPage, listCancellationRules } from './pages.queries.js';

export const INFO_PAGE_NOT_FOUND = 'This information page does not exist.';

type Rule = Awaited<ReturnType<typeof listCancellationRules>>[number];

function band(rule: Rule): string {
  if (rule.maxHoursBeforeStart === null) return `${rule.minHoursBeforeStart} hours or more`;
  if (rule.minHoursBeforeStart === 0) return `Less than ${rule.maxHoursBeforeStart} hours`;
  return `${rule.minHoursBeforeStart} to ${rule.maxHoursBeforeStart} hours`;
}

/** The current cancellation rules as an HTML table (built from numbers only, nothing stored). */
export function cancellationRulesHtml(rules: Rule[]): string {
  if (rules.length === 0) return '<p>Cancellation charges are shown when you cancel.</p>';
  const rows = rules
    .map((r) => `<tr><td>${band(r)}</td><td>${r.deductionPercent}% of the base fare</td></tr>`)
    .join('');
  return (
    '<h2>Cancellation charges</h2><table><caption>Deduction by time of cancellation before pickup</caption>' +
    `<thead><tr><th scope="col">Cancelled before pickup</th><th scope="col">Deduction</th></tr></thead><tbody>${rows}</tbody></table>` +
    '<p>The security deposit is 100% refundable.</p>'
  );
}

/** A policy page by its exact name; the refund page gets the live cancellation rules. */
export async function readInfoPage(db: DbOrTx, name: string): Promise<InfoPage> {
  const page = await getInfoPage(db, name);
  if (!page) throw notFound(INFO_PAGE_NOT_FOUND);
  let html = page.bodyHtml;
  if (page.name === 'RefundAndCancellation') {
    html += cancellationRulesHtml(await listCancellationRules(db));
  }
  return { name: page.name, title: page.title, html };
}

/** Every category with its number of posts of any status (the console's list). */
export const allCategoriesWithCounts = (db: DbOrTx) => listBlogCategories(db, { liveOnly: false });
