import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import type { Recording } from '../src/api/contract';
import { recordingRequest, routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { apiData } from './apiData';
import { expect, test } from './fixtures';

// The embedded player in another site's page: a page on another origin (a server of the test's own,
// on 127.0.0.1, while the app is on localhost) frames it, as a blog that pasted the oEmbed's <iframe>
// would. (A real server, not page.route: Chromium refuses a public page's frame onto a local address,
// and a page answered by page.route counts as public.)

let embedder: http.Server;
let embedderOrigin = '';

test.beforeAll(async () => {
  embedder = http.createServer((request, response) => {
    const src = new URL(request.url ?? '/', 'http://x').searchParams.get('src') ?? '';
    const attribute = src.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="vi"><head><title>Blog</title></head><body><h1>Bài viết</h1><iframe src="${attribute}" width="480" height="180" title="Bản thu"></iframe></body></html>`,
    );
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  embedderOrigin = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}`;
});

test.afterAll(() => new Promise<void>((resolve) => embedder.close(() => resolve())));

/** Opens the other site's page with `src` in an <iframe>. */
async function embedIn(page: Page, src: string) {
  const blog = `${embedderOrigin}/post?src=${encodeURIComponent(src)}`;
  expect(new URL(blog).origin).not.toBe(new URL(src).origin);
  await page.goto(blog);
  return page.frameLocator('iframe');
}

test("a recording plays in another site's page, with its title, singer and a way to its page", async ({ page, request, baseURL }) => {
  const uid = seed.recordings.audio.uid;
  const recording = await apiData<Recording>(request, recordingRequest(uid));
  const scripts: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'script') scripts.push(req.url());
  });
  const embedUrl = `${baseURL}${routes.embedRecording.href(uid)}`;
  const frame = await embedIn(page, embedUrl);
  await expect(frame.getByRole('heading', { level: 1, name: recording.title })).toBeVisible();
  await expect(frame.getByText(recording.owner.name)).toBeVisible();
  const player = frame.locator('audio[controls]');
  await expect(player).toBeVisible();
  expect(await player.evaluate((audio: HTMLAudioElement) => audio.src)).toBe(new URL(recording.media_url, embedUrl).href);
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
