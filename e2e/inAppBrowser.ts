import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** What an app's in-app browser lacks: Web Share, and popups (window.open answers nothing). */
export const asInAppBrowser = (page: Page) =>
  page.addInitScript(() => {
    delete (Navigator.prototype as { share?: unknown }).share;
    window.open = () => null;
  });

/** What a page shows is as usable by keyboard and screen reader as the rest (axe, WCAG 2.1 AA). */
export async function expectNoViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(violations.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
