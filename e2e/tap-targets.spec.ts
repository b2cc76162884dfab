// Every control of every route is at least 44×44 CSS px on a 360 px wide phone (issue 36; WCAG 2.5.5's
// size, stricter than 2.5.8's 24 px minimum). One walk per browser and per session: Chrome on Android,
// Zalo's web view on Android and Facebook's on iOS (each shows controls of its own: the escape to the
// phone's browser, the share list), signed out and signed in; on each page the disclosures are opened
// too (the account menu, "Nút không mở được Chrome?", every <details>) and measured again.
//
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
import { budgetWalk, expect, test, waitForPage } from './fixtures';
import { stubGoogle } from './googleStub';
import { appRoutes, pagesOf } from './routeItems';

const MIN = 44;
const everyRoute = pagesOf(appRoutes);

/** The controls on screen smaller than MIN in either direction, described for the failure message. */
const offendersOn = (page: Page) =>
  page.evaluate((min) => {
    const SELECTOR = 'a[href], button, input, select, textarea, summary, [role="button"], [tabindex]';
    const shown = (el: Element) => {
      // Not rendered: under display: none, or in a closed <details> (content-visibility: hidden).
      if (!el.checkVisibility({ visibilityProperty: true })) return false;
      const style = getComputedStyle(el);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
      const box = el.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && el.closest('[hidden], [inert], [aria-hidden="true"]') === null;
    };
    /** A link inside a sentence: laid out inline in a block that holds other text too. */
    const inline = (el: Element) => {
      if (el.tagName !== 'A' || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim();
      const all = (block?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return all.length > own.length;
    };
    const describe = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '').replace(/\s+/g, ' ').trim();
      const type = el.getAttribute('type');
      return `<${el.tagName.toLowerCase()}${type ? ` type=${type}` : ''}${el.className ? ` class="${String(el.className)}"` : ''}> "${name.slice(0, 40)}"`;
    };
    // Its laid-out size, before any transform (the year in review's cards rise and grow as they scroll in).
    const sizeOf = (el: Element) =>
      el instanceof HTMLElement && el.getClientRects().length === 1 ? { width: el.offsetWidth, height: el.offsetHeight } : el.getBoundingClientRect();
    const found: string[] = [];
    for (const el of document.querySelectorAll(SELECTOR)) {
      if (el.getAttribute('tabindex') === '-1' && !el.matches('a[href], button, input, select, textarea, summary, [role="button"]')) continue;
      let target: Element = el;
      if (el instanceof HTMLInputElement && !shown(el) && el.labels?.length) target = el.labels[0]!;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      if (!shown(target) || inline(target)) continue;
      let { width, height } = sizeOf(target);
      // A native radio or checkbox inside (or named by) its label: the label is tapped too.
      if (target instanceof HTMLInputElement && target.labels?.length) {
        const label = sizeOf(target.labels[0]!);
        width = Math.max(width, label.width);
        height = Math.max(height, label.height);
      }
      if (Math.round(width) < min || Math.round(height) < min) found.push(`${describe(el)} ${Math.round(width)}×${Math.round(height)}`);
    }
    return found;
  }, MIN);

/** Opens what a tap opens without leaving the page: the disclosures and every <details>. */
async function openDisclosures(page: Page) {
  await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
  const closed = page.locator('button[aria-expanded="false"]:visible');
  for (let i = await closed.count(); i > 0; i -= 1) {
    const before = await closed.count();
    await closed.first().click();
    // A disclosure that opens nothing new (or closes another) must not loop the walk.
    if ((await closed.count()) >= before) break;
  }
}

async function walk(page: Page) {
  const offenders: string[] = [];
  for (const path of everyRoute) {
    await page.goto(path);
    await waitForPage(page);
    await page.evaluate(() => document.fonts.ready);
    const where = new URL(page.url()).pathname;
    offenders.push(...(await offendersOn(page)).map((line) => `${where}: ${line}`));
    await openDisclosures(page);
    offenders.push(...(await offendersOn(page)).map((line) => `${where} (opened): ${line}`));
  }
  return [...new Set(offenders)];
}

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

    test('every control is at least 44×44 px, signed out', async ({ page }) => {
      budgetWalk(everyRoute.length);
      await stubGoogle(page);
      expect(await walk(page)).toEqual([]);
    });

    test('every control is at least 44×44 px, signed in', async ({ page }) => {
      budgetWalk(everyRoute.length);
      await stubGoogle(page);
      await signInAs(page, seed.users.owner);
      expect(await walk(page)).toEqual([]);
    });
  });
}
