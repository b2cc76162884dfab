// A count and its unit never break across lines (issue 36: "50.000 kim cương", "+250 tặng thêm"): on
// every route and every sandbox item of it, at 360 px in Zalo, signed out and in, every "count unit"
// in the page's text (the units of src/lib/counts.ts's COUNT_UNITS) is joined by non-breaking spaces or
// sits in an element that does not wrap. Checked as the text is written, not as it happens to wrap at
// this width with this data: a longer name or another event's rules break elsewhere.
import type { Page } from '@playwright/test';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { budgetWalk, expect, test, waitForPage } from './fixtures';
import { appRoutes, pagesOf } from './routeItems';
import { breakableCounts } from './unbrokenCounts';

const everyPage = pagesOf(appRoutes, { every: true });

async function walk(page: Page) {
  const found: string[] = [];
  for (const path of everyPage) {
    await page.goto(path);
    await waitForPage(page);
    // What is below a phone's first screen too (laid out as it nears), and what a tap opens.
    await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
    found.push(...(await breakableCounts(page)).map((line) => `${new URL(page.url()).pathname}: ${line}`));
  }
  return [...new Set(found)];
}

test.describe('at 360×800 in Zalo on Android', () => {
  test.use({ userAgent: UA.zaloAndroid, viewport: { width: 360, height: 800 } });

  test('no count is parted from its unit, signed out', async ({ page }) => {
    budgetWalk(everyPage.length);
    expect(await walk(page)).toEqual([]);
  });

  test('no count is parted from its unit, signed in', async ({ page }) => {
    budgetWalk(everyPage.length);
    await signInAs(page, seed.users.owner);
    expect(await walk(page)).toEqual([]);
  });
});
