// What the phone walks measure (e2e/phone-walk.spec.ts walks every route; tap-targets-states.spec.ts
// the states a route reaches after taps: an order made, a receiver found, a dialog, a refusal). The
// rules and exemptions are written at the top of phone-walk.spec.ts.
import type { Page } from '@playwright/test';
import { breakableCounts } from './unbrokenCounts';

const MIN = 44;

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

/**
 * What a phone page shows that it should not, named by `where`: controls under 44 px now, and again with
 * every disclosure opened (not with a modal dialog open: nothing behind it can be tapped, so nothing is
 * opened); and any count a line could part from its unit (e2e/unbrokenCounts.ts), with what a tap opens
 * and what is below a phone's first screen (laid out as it nears).
 */
export async function phonePageFindings(page: Page, where: string, { modal = false } = {}) {
  await page.evaluate(() => document.fonts.ready);
  const smallTargets = (await offendersOn(page)).map((line) => `${where}: ${line}`);
  if (!modal) {
    await openDisclosures(page);
    smallTargets.push(...(await offendersOn(page)).map((line) => `${where} (opened): ${line}`));
  }
  const partedCounts = (await breakableCounts(page)).map((line) => `${where}: ${line}`);
  return { smallTargets, partedCounts };
}
