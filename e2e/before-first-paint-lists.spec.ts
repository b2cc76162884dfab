// What the first paint of an event's and a room's share page waits for, on items shaped like production's
// (scripts/bench/productionShaped.ts: an event with ten prizes, 30 songs and 480 entries, a live room
// with twelve members; their pictures JPEGs on a media host over https), served by the production
// server: no picture but the room's cover (its LCP candidate; the event's art is drawn by SVG) is
// requested before the first contentful paint. Before LaterImage, 18 or 19 of the event's song pictures
// were (~200 KB that Lighthouse's simulated LCP counts), and the room's host and members' avatars. The
// pictures still come, on screen right after, below it as it nears, in boxes of their final size, and
// without JavaScript too.
// Ports E2E_PORT + 95 (the server), + 96 … 98 (the stand-in API).
import type { Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { BENCH_EVENT_SLUG, BENCH_ROOM_UID, ROOM_MEMBERS } from '../scripts/bench/productionShaped';
import { routes } from '../src/lib/routes';
import { expectSameBoxes, loaded, picturesBeforePaint, serveProductionShaped, timelineOf, watchBoxes } from './beforeFirstPaint';
import { expect, hydrated, test } from './fixtures';

const pageAt = serveProductionShaped(E2E_PORT + 95, E2E_PORT + 96);
const EVENT = pageAt(routes.event.href(BENCH_EVENT_SLUG));
const ROOM = pageAt(routes.room.href(BENCH_ROOM_UID));
const SONGS = 30;
const ENTRIES = 15;
const SONG_PICTURES = 'img.event-song__thumb';
const ENTRY_PICTURES = 'img.event-entry__cover, .event-entry__owner img';
const EVENT_PICTURES = `${SONG_PICTURES}, ${ENTRY_PICTURES}`;
const OWNER = '.room-hero__text img';
const MEMBERS = '.room-members img';
const ROOM_COVER = `/rooms/${BENCH_ROOM_UID}.jpg`;

/** `count` pictures shown (without JavaScript: one of each twin), each loading as it is brought to the screen. */
async function expectEachLoads(page: Page, selector: string, count: number) {
  const pictures = page.locator(selector).filter({ visible: true });
  await expect(pictures).toHaveCount(count);
  for (const picture of await pictures.all()) {
    await picture.scrollIntoViewIfNeeded();
    await expect
      .poll(() => picture.evaluate((image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0))
      .toBe(true);
  }
}

test.describe('the event page', () => {
  test('requests no picture before its first contentful paint', async ({ page }) => {
    await page.goto(EVENT, { waitUntil: 'load' });
    await hydrated(page);
    await expect(page.locator(SONG_PICTURES)).toHaveCount(SONGS);
    const { before, report } = picturesBeforePaint(await timelineOf(page));
    expect(before, report).toEqual([]);
  });

  test('its songs’ and entries’ pictures come as they near the screen, in boxes of their final size', async ({ page }) => {
    await watchBoxes(page, EVENT_PICTURES);
    await page.goto(EVENT, { waitUntil: 'load' });
    await hydrated(page);
    await expectEachLoads(page, EVENT_PICTURES, SONGS + 2 * ENTRIES);
    await expectSameBoxes(page, EVENT_PICTURES, SONGS + 2 * ENTRIES);
  });
});

test.describe('the room page', () => {
  test('requests no picture but its cover before its first contentful paint', async ({ page }) => {
    await page.goto(ROOM, { waitUntil: 'load' });
    await hydrated(page);
    // The host's picture, on the first screen, has come (and so is in the timeline), after the paint.
    await expect.poll(() => loaded(page, OWNER)).toEqual([true]);
    const { before, report } = picturesBeforePaint(await timelineOf(page));
    expect(
      before.filter((picture) => picture !== ROOM_COVER),
      report,
    ).toEqual([]);
  });

  test('its host’s picture comes right after the first paint, the members’ as they near the screen, in boxes of their final size', async ({
    page,
  }) => {
    await watchBoxes(page, `${OWNER}, ${MEMBERS}`);
    await page.goto(ROOM, { waitUntil: 'load' });
    await hydrated(page);
    await expect.poll(() => loaded(page, OWNER)).toEqual([true]);
    await expectEachLoads(page, MEMBERS, ROOM_MEMBERS);
    await expectSameBoxes(page, `${OWNER}, ${MEMBERS}`, 1 + ROOM_MEMBERS);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every picture of the event is shown, once, and none is read out (they are decoration: the text beside says it)', async ({ page }) => {
    await page.goto(EVENT, { waitUntil: 'load' });
    await expectEachLoads(page, EVENT_PICTURES, SONGS + 2 * ENTRIES);
    await expect(page.getByRole('region', { name: 'Bài hát của sự kiện' }).getByRole('img')).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Bảng xếp hạng' }).getByRole('img')).toHaveCount(0);
  });

  test('the room’s host and members are shown, each once', async ({ page }) => {
    await page.goto(ROOM, { waitUntil: 'load' });
    await expectEachLoads(page, OWNER, 1);
    await expectEachLoads(page, MEMBERS, ROOM_MEMBERS);
    await expect(page.getByRole('region', { name: 'Thành viên nổi bật' }).getByRole('img')).toHaveCount(0);
  });
});
