import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.1 AA, what every page is held to: usable by keyboard and screen reader. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * What axe finds on the page as it is now, one line each: impact, rule, what it asks, where.
 *
 * Legacy mode: axe runs in the page (and its same-origin frames) and reports there. The default mode
 * opens a blank page in the context for every analysis to gather the frames' results, which made each
 * call cost twice the processor time (0.72 s against 0.37 s a page, measured back to back, issue 38) for
 * what only cross-origin frames need: our pages have none, and Google's button is a stub in the tests.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Axe finds nothing on the page as it is now; `where` names it in the failure. */
export async function expectNoViolations(page: Page, where = page.url()) {
  expect(await axeFindings(page), where).toEqual([]);
}
