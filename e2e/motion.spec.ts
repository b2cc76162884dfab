// The decorative motion (src/pages/Landing/HeroArt.css, src/pages/Room/RoomPage.css): it moves for a
// visitor who allows motion, and nothing moves for one who asks for less (the other browser tests ask
// for less: playwright.config.ts).
import type { Page } from '@playwright/test';
import { seed } from '../src/mocks/seed';
import { routes } from '../src/lib/routes';
import { expect, test, waitForPage } from './fixtures';

/** The names of the animations running on the page. */
const running = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((animation) => animation.playState === 'running')
      .map((animation) => (animation as CSSAnimation).animationName),
  );

/** Where the landing's first floating shape is painted, from the top of the page (CSS px). */
const floatTop = (page: Page) =>
  page
    .locator('.hero-art__float')
    .first()
    .evaluate((shape) => shape.getBoundingClientRect().top);

test.describe('for a visitor who allows motion', () => {
  test.use({ reducedMotion: 'no-preference' });

  test("the landing's art floats, and a live room's badge pulses", async ({ page }) => {
    await page.goto(routes.home.href());
    await waitForPage(page);
    expect(await running(page)).toContain('hero-float');
    // Painted where it moves: the shape is somewhere else a moment later (8 px up and back in 5 s).
    const first = await floatTop(page);
    await expect.poll(() => floatTop(page)).not.toBe(first);

    await page.goto(routes.room.href(seed.rooms.live));
    await waitForPage(page);
    expect(await running(page)).toEqual(expect.arrayContaining(['live-pulse', 'room-eq']));
  });
});

test.describe('for a visitor who asks for less motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('nothing moves on the landing or in a live room', async ({ page }) => {
    for (const path of [routes.home.href(), routes.room.href(seed.rooms.live)]) {
      await page.goto(path);
      await waitForPage(page);
      expect({ path, running: await running(page) }).toEqual({ path, running: [] });
    }
  });
});
