// What a shared recording's first paint waits for, on an item shaped like production's (the benchmark's
// stand-in API, scripts/bench/standInApi.ts: 170 KB of HTML, 50 long comments with avatars, six photos,
// JPEGs on a media host of their own over https) served by the production server: no picture but the
// cover (the LCP candidate) is requested before the first contentful paint. Every request a browser
// starts before that paint shares the phone's bandwidth with the page and counts in Lighthouse's
// simulated LCP. The other pictures still come (on screen right after, below it as it nears), in
// boxes of their final size, and without JavaScript too. Ports E2E_PORT + 80 (the server), + 90 … 92.
import { E2E_PORT } from '../playwright.config';
import { BENCH_RECORDING_UID } from '../scripts/bench/productionShaped';
import { routes } from '../src/lib/routes';
import { expectSameBoxes, loaded, picturesBeforePaint, serveProductionShaped, timelineOf, watchBoxes } from './beforeFirstPaint';
import { expect, hydrated, test } from './fixtures';

const PAGE = serveProductionShaped(E2E_PORT + 80, E2E_PORT + 90)(routes.recording.href(BENCH_RECORDING_UID));
const GALLERY = '.recording-gallery img';
const HERO_AVATARS = '.recording-singers img';

test('no picture but the cover is requested before the first contentful paint', async ({ page }) => {
  await page.goto(PAGE, { waitUntil: 'load' });
  await hydrated(page);
  // The singers' pictures have come (and so are in the timeline), after the paint.
  await expect.poll(() => loaded(page, HERO_AVATARS)).toEqual([true, true]);
  const { before, report } = picturesBeforePaint(await timelineOf(page));
  expect(before, report).toEqual([`/covers/${BENCH_RECORDING_UID}.jpg`]);
});

test('the singers’ pictures come right after the first paint, the photos as they near the screen, in boxes of their final size', async ({ page }) => {
  await watchBoxes(page, `${GALLERY}, ${HERO_AVATARS}`);
  await page.goto(PAGE, { waitUntil: 'load' });
  await hydrated(page);
  await expect.poll(() => loaded(page, HERO_AVATARS)).toEqual([true, true]);
  const gallery = page.locator(GALLERY);
  await expect(gallery).toHaveCount(6);
  await gallery.last().scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(page, GALLERY)).toEqual(Array(6).fill(true));

  for (const [i, image] of (await gallery.all()).entries()) {
    await expect(image).toHaveAccessibleName(new RegExp(`^Ảnh ${i + 1} của bản thu`));
  }
  await expectSameBoxes(page, `${GALLERY}, ${HERO_AVATARS}`, 8);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every picture is shown, each once to a screen reader', async ({ page }) => {
    await page.goto(PAGE, { waitUntil: 'load' });
    const gallery = page.getByRole('img', { name: /^Ảnh \d+ của bản thu/ });
    await expect(gallery).toHaveCount(6);
    for (const image of await gallery.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect(image).toBeVisible();
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const singers = page.locator(HERO_AVATARS).filter({ visible: true });
    await expect(singers).toHaveCount(2);
    await expect.poll(() => singers.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  });
});
