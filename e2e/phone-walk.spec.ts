// Every route of the table, on each of its sandbox items, on a 360 px wide phone (issue 36), read twice on
// each page: as it opens, then with its disclosures opened (the account menu, "Nút không mở được
// Chrome?", every <details>). One walk per browser and per session: Chrome on Android, Zalo's web view
// on Android and Facebook's on iOS (each shows controls of its own: the escape to the phone's browser,
// the share list), signed out and signed in. Each page is loaded once for every check (issue 38: the
// counts and the shell had walks of their own, 74 more page loads):
// - it is the app's shell: a branded title, the site's header and footer;
// - every control is at least 44×44 CSS px (WCAG 2.5.5's size, stricter than 2.5.8's 24 px minimum);
// - no count is parted from its unit ("50.000 kim cương", "+250 tặng thêm"): every "count unit" of the
//   page's text (the units of src/lib/counts.ts's COUNT_UNITS) is joined by non-breaking spaces or sits
//   in an element that does not wrap. Checked as the text is written, not as it happens to wrap at this
//   width with this data: a longer name or another event's rules break elsewhere.
//
// The 44 px rule:
// What is measured: a, button, input, select, textarea, summary, [role=button] and anything with a
// tabindex of 0 or more, as laid out (its border box, before transforms), if it is shown. Exemptions, each one WCAG
// 2.5.8's (https://www.w3.org/TR/WCAG22/#target-size-minimum):
// - Inline: a link laid out inline inside running text (a sentence of a paragraph or list item, whose
//   block holds text other than the link's own). Its size is the line's.
// - Not a target: an element with tabindex="-1" (a focus target for the skip link or a heading, which
//   nobody taps), a disabled control's hidden form twin, and an element not shown (display none,
//   visibility hidden, in a closed <details>, or of zero size); the disclosures are opened and
//   measured again, so what they hide is measured too.
// A visually hidden native radio or checkbox is measured by its label, which is what a person taps.
import type { Page } from '@playwright/test';
import { USER_AGENTS as UA } from '../__tests__/support/userAgents';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { BRAND_SUFFIX, budgetWalk, expect, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';
import { appRoutes, pagesOf } from './routeItems';
import { phonePageFindings } from './tapTargets';

const everyRoute = pagesOf(appRoutes, { every: true });

/** What a walk found: controls under 44 px, and counts a line could part from their unit, each by page. */
async function walk(page: Page) {
  const smallTargets: string[] = [];
  const partedCounts: string[] = [];
  for (const path of everyRoute) {
    await page.goto(path);
    await waitForPage(page);
    await expect(page, path).toHaveTitle(BRAND_SUFFIX);
    await expect(page.locator('header.site-header'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toContainText('© 2022');
    const found = await phonePageFindings(page, new URL(page.url()).pathname);
    smallTargets.push(...found.smallTargets);
    partedCounts.push(...found.partedCounts);
  }
  return { smallTargets: [...new Set(smallTargets)], partedCounts: [...new Set(partedCounts)] };
}

const NOTHING_FOUND = { smallTargets: [], partedCounts: [] };

const BROWSERS = [
  ['Chrome on Android', UA.chromeAndroid],
  ['Zalo on Android', UA.zaloAndroid],
  ['Facebook on iOS', UA.facebookIos],
] as const;

for (const [browser, userAgent] of BROWSERS) {
  test.describe(`at 360×800 in ${browser}`, () => {
    test.use({ userAgent, viewport: { width: 360, height: 800 } });
    if (userAgent !== UA.chromeAndroid) {
      // In-app web views: no Web Share on Android, popups refused (as docs/in-app-browsers.md says).
      test.beforeEach(({ page }) =>
        page.addInitScript(() => {
          delete (Navigator.prototype as { share?: unknown }).share;
          window.open = () => null;
        }),
      );
    }

    test('the shell, every control at least 44×44 px, no count parted from its unit, signed out', async ({ page }) => {
      budgetWalk(everyRoute.length);
      await stubGoogle(page);
      expect(await walk(page)).toEqual(NOTHING_FOUND);
    });

    test('the shell, every control at least 44×44 px, no count parted from its unit, signed in', async ({ page }) => {
      budgetWalk(everyRoute.length);
      await stubGoogle(page);
      await signInAs(page, seed.users.owner);
      expect(await walk(page)).toEqual(NOTHING_FOUND);
    });
  });
}
