import type { Page } from '@playwright/test';
import type { Recording } from '../src/api/contract';
import { recordingRequest, routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { apiData } from './apiData';
import { expect, test } from './fixtures';

// The embedded player in another site's page: a page on another origin (answered by the test itself)
// frames it, as a blog that pasted the oEmbed's <iframe> would.

const EMBEDDER = 'http://blog.example.test/';

/** Opens the other site's page with `src` in an <iframe>. */
async function embedIn(page: Page, src: string) {
  await page.route(EMBEDDER, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="vi"><head><title>Blog</title></head><body><h1>Bài viết</h1><iframe src="${src}" width="480" height="180" title="Bản thu"></iframe></body></html>`,
    }),
  );
  await page.goto(EMBEDDER);
  return page.frameLocator('iframe');
}

test("a recording plays in another site's page, with its title, singer and a way to its page", async ({ page, request, baseURL }) => {
  const uid = seed.recordings.audio.uid;
  const recording = await apiData<Recording>(request, recordingRequest(uid));
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const frame = await embedIn(page, `${baseURL}${routes.embedRecording.href(uid)}`);
  await expect(frame.getByRole('heading', { level: 1, name: recording.title })).toBeVisible();
  await expect(frame.getByText(recording.owner.name)).toBeVisible();
  const player = frame.locator('audio[controls]');
  await expect(player).toBeVisible();
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.src)).toBe(recording.media_url);
  // Its controls get the room they need in the strip: the player is as wide as the text beside the cover.
  const box = await player.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  const link = frame.getByRole('link', { name: 'Nghe trên Hát Vui' });
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('href', new RegExp(`${routes.recording.href(uid)}$`));
  // HTML and CSS alone: no code of ours runs in someone else's page.
  expect(scripts).toEqual([]);
});

test("every other page refuses to be shown in another site's page", async ({ page, baseURL }) => {
  const url = `${baseURL}${routes.recording.href(seed.recordings.audio.uid)}`;
  const answered = page.waitForResponse(url);
  const frame = await embedIn(page, url);
  // The page came, and the browser did not show it (frame-ancestors 'none'): nothing of it is in the frame.
  expect((await answered).status()).toBe(200);
  await expect(frame.locator('#root')).toHaveCount(0);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveCount(0);
});
