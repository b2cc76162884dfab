import fs from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** WCAG 2.1 AA, what every page is held to: usable by keyboard and screen reader. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * axe-core's minified build: the same rules as the 1.5 MB `axe.js` AxeBuilder sends by default. Each
 * analysis sends it to the page and the page compiles it: with the minified copy (650 KB) a11y, inapp
 * and the walks took 70.6, 72.7 and 76.5 processor-seconds against 77.6, 81.3 and 82.5 (one worker,
 * alternating; issue 38, docs/testing.md). axe-core is listed at the range AxeBuilder asks for, and is
 * resolved from AxeBuilder's own folder, so the two never differ in version.
 */
const AXE_SOURCE = fs.readFileSync(
  require.resolve('axe-core/axe.min.js', { paths: [path.dirname(require.resolve('@axe-core/playwright'))] }),
  'utf8',
);

/**
 * What axe finds on the page as it is now, one line each: impact, rule, what it asks, where.
 *
 * Legacy mode: axe runs in the page (and its same-origin frames) and reports there. The default mode
 * opens a blank page in the context for every analysis to gather the frames' results, which made each
 * call cost twice the processor time (0.72 s against 0.37 s a page, measured back to back, issue 38) for
 * what only cross-origin frames need: our pages have none, and Google's button is a stub in the tests.
 */
export async function axeFindings(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page, axeSource: AXE_SOURCE }).withTags(TAGS).setLegacyMode(true).analyze();
  return violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
}

/** Axe finds nothing on the page as it is now; `where` names it in the failure. */
export async function expectNoViolations(page: Page, where = page.url()) {
  expect(await axeFindings(page), where).toEqual([]);
}
