import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Lighthouse's accessibility score counts these too, whatever impact axe gives them. */
const LIGHTHOUSE_RULES = ['heading-order', 'label-content-name-mismatch'];

/**
 * Serious or critical WCAG 2.1 A/AA violations axe finds on the page, and any of the rules
 * above, one line each.
 */
export async function seriousViolations(page: Page) {
  const wcag = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const lighthouse = await new AxeBuilder({ page }).withRules(LIGHTHOUSE_RULES).analyze();
  return [
    ...wcag.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical'),
    ...lighthouse.violations,
  ].map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
