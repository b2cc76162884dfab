// Every route of the table, on each of its sandbox items, on a 360 px wide phone (issue 36), read twice on
// each page: as it opens, then with its disclosures opened (the account menu, "Nút không mở được
// Chrome?", every <details>). One walk per browser and per session: Chrome on Android, Zalo's web view
// on Android and Facebook's on iOS (each shows controls of its own: the escape to the phone's browser,
// the share list), signed out and signed in. Each page is opened once for every check (issue 38: the
// counts, the shell and axe had walks of their own, 101 more page loads). The first page of a walk is
// loaded from the address bar, and the others are reached as the app moves after a link: a render, not a
// page load, which costs Chromium about half the processor. Every route is loaded from the address bar
// elsewhere: its served answer by e2e/paths.spec.ts, the pages the server or the build draws in the browser
// by e2e/first-paint.spec.ts and e2e/ssr.spec.ts, and the app's own pages by their features' specs. Each
// page of a walk:
// - it is the app's shell: a branded title, the site's header and footer;
// - nothing pushes it sideways: it is no wider than the screen, its disclosures open;
// - every control is at least 44×44 CSS px (WCAG 2.5.5's size, stricter than 2.5.8's 24 px minimum);
// - no count is parted from its unit ("50.000 kim cương", "+250 tặng thêm"): every "count unit" of the
//   page's text (the units of src/lib/counts.ts's COUNT_UNITS) is joined by non-breaking spaces or sits
//   in an element that does not wrap. Checked as the text is written, not as it happens to wrap at this
//   width with this data: a longer name or another event's rules break elsewhere;
// - in Chrome, axe finds nothing (WCAG 2.1 AA) once the disclosures are open: on the public pages signed
//   out, on the account's pages signed in (e2e/a11y.spec.ts has the states a walk does not reach).
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
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { axeFindings } from './axe';
import { BRAND_SUFFIX, budgetWalk, expect, openInApp, sidewaysOverflow, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';
import { asInAppBrowser } from './inAppBrowser';
import { appRoutes, pagesOf } from './routeItems';
import { phonePageFindings } from './tapTargets';

const everyRoute = pagesOf(appRoutes, { every: true });
/** The pages a visitor opens without an account, and those that need one. */
const publicPages = new Set(
  pagesOf(
    appRoutes.filter((route) => !route.account),
    { every: true },
  ),
);
const accountPages = new Set(
  pagesOf(
    appRoutes.filter((route) => route.account),
    { every: true },
  ),
);

/**
 * What a walk found: controls under 44 px, counts a line could part from their unit, pages wider than
 * the screen, and, on the pages `axeOn` names, what axe finds with the disclosures opened (the account
 * menu included), each by page.
 */
async function walk(
  page: Page,
  outsideRequests: string[],
  { pages, axeOn = new Set<string>(), googleOn }: { pages: readonly string[]; axeOn?: Set<string>; googleOn: Set<string> },
) {
  const smallTargets: string[] = [];
  const partedCounts: string[] = [];
  const sideways: string[] = [];
  const axe: string[] = [];
  const outside: string[] = [];
  for (const path of pages) {
    // Google's script is the login page's alone (where a page that needs an account sends a visitor
    // signed out): stubbed there only, since any route turns off the browser's cache for the pages
    // after it (each would compile the app's scripts again). Another page asking for an outside host is
    // a finding.
    const unstubGoogle = googleOn.has(path) ? await stubGoogle(page) : undefined;
    const asked = outsideRequests.length;
    if (path !== pages[0]) await openInApp(page, path);
    else await page.goto(path);
    await waitForPage(page);
    await expect(page, path).toHaveTitle(BRAND_SUFFIX);
    await expect(page.locator('header.site-header'), path).toBeVisible();
    await expect(page.getByRole('contentinfo'), path).toContainText('© 2022');
    const found = await phonePageFindings(page, new URL(page.url()).pathname);
    smallTargets.push(...found.smallTargets);
    partedCounts.push(...found.partedCounts);
    // Its disclosures open: nothing pushes the page sideways on a 360 px phone.
    const overflow = await sidewaysOverflow(page);
    if (overflow > 0) sideways.push(`${path}: ${overflow} px wider than the screen`);
    if (axeOn.has(path)) axe.push(...(await axeFindings(page)).map((line) => `${path}: ${line}`));
    if (unstubGoogle) await unstubGoogle();
    else outside.push(...outsideRequests.slice(asked).map((url) => `${path}: ${url}`));
  }
  return { smallTargets: [...new Set(smallTargets)], partedCounts: [...new Set(partedCounts)], sideways, axe, outside };
}

const NOTHING_FOUND = { smallTargets: [], partedCounts: [], sideways: [], axe: [], outside: [] };

const BROWSERS = [
  ['Chrome on Android', UA.chromeAndroid],
  ['Zalo on Android', UA.zaloAndroid],
  ['Facebook on iOS', UA.facebookIos],
] as const;

for (const [browser, userAgent] of BROWSERS) {
  test.describe(`at 360×800 in ${browser}`, () => {
    test.use({ userAgent, viewport: { width: 360, height: 800 } });
    // In-app web views: no Web Share on Android, popups refused (as docs/in-app-browsers.md says).
    if (userAgent !== UA.chromeAndroid) test.beforeEach(({ page }) => asInAppBrowser(page));
    // Axe in one browser, on each page once: signed out where no account is needed, signed in where it is.
    const axe = userAgent === UA.chromeAndroid;

    // Signed out, the pages that need an account are the sign-in page, which is walked as itself
    // (__tests__/app/router.test.tsx: each sends a signed-out visitor there).
    test('the shell, every control at least 44×44 px, no count parted from its unit, signed out', async ({ page, outsideRequests }) => {
      budgetWalk(publicPages.size);
      const googleOn = new Set([routes.login.href()]);
      expect(await walk(page, outsideRequests, { pages: [...publicPages], axeOn: axe ? publicPages : undefined, googleOn })).toEqual(NOTHING_FOUND);
    });

    test('the shell, every control at least 44×44 px, no count parted from its unit, signed in', async ({ page, outsideRequests }) => {
      budgetWalk(everyRoute.length);
      await signInAs(page, seed.users.owner);
      const googleOn = new Set([routes.login.href()]);
      expect(await walk(page, outsideRequests, { pages: everyRoute, axeOn: axe ? accountPages : undefined, googleOn })).toEqual(NOTHING_FOUND);
    });
  });
}
