import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.1 AA, what every page is held to: usable by keyboard and screen reader. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** What axe finds on the page as it is now, one line each: impact, rule, what it asks, where. */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Axe finds nothing on the page as it is now; `where` names it in the failure. */
export async function expectNoViolations(page: Page, where = page.url()) {
  expect(await axeFindings(page), where).toEqual([]);
}
