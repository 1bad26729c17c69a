import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Lighthouse's accessibility score counts these too, whatever impact axe gives them. */
const LIGHTHOUSE_RULES = ['heading-order', 'label-content-name-mismatch'];

/**
 * The rules axe runs for the WCAG 2.1 A/AA tags (leaving out the experimental and deprecated
 * ones, as a run by tag does) and the Lighthouse rules: listed once here so each page is
 * analysed in one pass rather than two.
 */
const RULES = [
  ...new Set([
    ...axe
      .getRules(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .filter((rule) => !rule.tags.some((tag) => tag === 'experimental' || tag === 'deprecated'))
      .map((rule) => rule.ruleId),
    ...LIGHTHOUSE_RULES,
  ]),
];

/**
 * Serious or critical WCAG 2.1 A/AA violations axe finds on the page, and any of the rules
 * above, one line each.
 */
export async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(RULES).analyze();
  return violations
    .filter(
      (v) => LIGHTHOUSE_RULES.includes(v.id) || v.impact === 'serious' || v.impact === 'critical',
    )
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}
