import type { CDPSession, Page, Request } from '@playwright/test';
import { routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';
import { signInAs } from './auth';
import { expect, runPageTimers, test, waitForPage } from './fixtures';
import { recordWebm } from './video';

const UPLOAD_VIDEO = '/v1/songs/uploadVideoSong';
const UPLOAD_YOUTUBE = '/v1/songs/uploadYoutubeSong';
const REPORT = '/v1/users/report-content';
const VIDEO_ID = 'dQw4w9WgXcQ';

/** Slows (or restores) the page's uploads, so progress can be seen moving. */
async function throttleUploads(cdp: CDPSession, bytesPerSecond: number | null) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}

/** Every percentage the progress text showed, recorded in the page as it changes. */
async function recordPercentages(page: Page) {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { __percentages: string[] }).__percentages = seen;
    new MutationObserver(() => {
      const text = document.querySelector('.upload-progress__percent')?.textContent;
      if (text && seen.at(-1) !== text) seen.push(text.replace(/\s+/g, ' '));
    }).observe(document.body, { subtree: true, childList: true, characterData: true });
  });
  return () => page.evaluate(() => (window as unknown as { __percentages: string[] }).__percentages);
}

const postsTo = (page: Page, path: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
};

test.describe('uploading a song as a video file', () => {
  test('a recorded WebM uploads with progress reaching 100 %, its own frame as the thumbnail', async ({ page }) => {
    await signInAs(page);
    await page.goto(routes.uploadVideo.href());
    await waitForPage(page);
    const video = await recordWebm(page, { durationMs: 1500, heavy: true });
    expect(video.length).toBeGreaterThan(50_000);
    const posts = postsTo(page, UPLOAD_VIDEO);
    // A request event carries no body this large unless something intercepts it: the upload is routed,
    // and passed on as it is, to be read.
    const bodies: string[] = [];
    await page.route(`**${UPLOAD_VIDEO}`, (route) => {
      bodies.push(route.request().postDataBuffer()?.toString('latin1') ?? '');
      return route.fallback();
    });

    await page.getByLabel('Tệp video').setInputFiles({ name: 'hat-thu.webm', mimeType: 'video/webm', buffer: video });
    await expect(page.getByText('Đang dùng khung hình lấy từ video.')).toBeVisible();
    const frame = page.getByRole('img', { name: 'Ảnh bìa sẽ dùng cho bài hát' });
    await expect(frame).toBeVisible();
    expect(await frame.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);

    await page.getByLabel('Tên bài hát').fill('Hát thử trên web');
    await page.getByLabel('Ca sĩ').fill('Người thử nghiệm');

    const cdp = await page.context().newCDPSession(page);
    await throttleUploads(cdp, Math.ceil(video.length / 2));
    const percentages = await recordPercentages(page);
    await page.getByRole('button', { name: 'Tải lên' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Huỷ tải lên' })).toBeVisible();

    await expect(page.getByRole('heading', { name: 'Đã nhận bài hát của bạn' })).toBeFocused({ timeout: 15_000 });
    await expect(page.getByText('Hát thử trên web')).toBeVisible();
    await expect(page.getByText('Đang xử lý')).toBeVisible();
    const shown = await percentages();
    expect(shown.at(-1)).toBe('100 %');
    // The bar moved through the upload, not just from nothing to done.
    expect(shown.some((text) => text !== '0 %' && text !== '100 %')).toBe(true);

    expect(posts).toHaveLength(1);
    expect(bodies).toHaveLength(1);
    const body = bodies[0]!;
    expect(body).toContain('name="video"; filename="hat-thu.webm"');
    expect(body).toMatch(/name="thumbnail"; filename="hat-thu-anh-bia\.jpg"\r\nContent-Type: image\/jpeg/);
    await throttleUploads(cdp, null);
  });

  test('a cancelled upload stops, sends nothing more and keeps the form; sending again reuses its key', async ({ page }) => {
    await signInAs(page);
    await page.goto(routes.uploadVideo.href());
    await waitForPage(page);
    const video = await recordWebm(page, { durationMs: 1500, heavy: true });
    const posts = postsTo(page, UPLOAD_VIDEO);
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      if (new URL(request.url()).pathname === UPLOAD_VIDEO) failed.push(request.failure()?.errorText ?? '');
    });

    await page.getByLabel('Tệp video').setInputFiles({ name: 'huy.webm', mimeType: 'video/webm', buffer: video });
    await expect(page.getByText('Đang dùng khung hình lấy từ video.')).toBeVisible();
    await page.getByLabel('Tên bài hát').fill('Bài sẽ huỷ');
    await page.getByLabel('Ca sĩ').fill('Người thử nghiệm');

    const cdp = await page.context().newCDPSession(page);
    await throttleUploads(cdp, Math.ceil(video.length / 8));
    // The page's timers from here on run on a clock the test can move (still at the real pace until then).
    await page.clock.install();
    await page.getByRole('button', { name: 'Tải lên' }).click();
    await expect(page.getByRole('progressbar')).toBeVisible();
    await page.getByRole('button', { name: 'Huỷ tải lên' }).click();

    await expect(page.getByText(/Đã huỷ tải lên/)).toBeVisible();
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect.poll(() => failed).toEqual(['net::ERR_ABORTED']);
    // Nothing more is sent: 1.5 s of the page's timers at once (a retry, had there been one, is due by
    // then), then one round trip to the page, by which a request those timers started has been seen.
    await runPageTimers(page, 1_500);
    expect(posts).toHaveLength(1);
    await expect(page.getByText('huy.webm')).toBeVisible();
    await expect(page.getByLabel('Tên bài hát')).toHaveValue('Bài sẽ huỷ');
    await expect(page.getByLabel('Ca sĩ')).toHaveValue('Người thử nghiệm');

    await throttleUploads(cdp, null);
    await page.getByRole('button', { name: 'Tải lên lại' }).click();
    await expect(page.getByRole('heading', { name: 'Đã nhận bài hát của bạn' })).toBeVisible();
    expect(posts).toHaveLength(2);
    expect(posts[1]!.headers()['idempotency-key']).toBe(posts[0]!.headers()['idempotency-key']);
  });

  test('a file that is not a video is refused before anything is sent', async ({ page }) => {
    await signInAs(page);
    await page.goto(routes.uploadVideo.href());
    await waitForPage(page);
    const posts = postsTo(page, UPLOAD_VIDEO);
    await page.getByLabel('Tệp video').setInputFiles({ name: 'bai-hat.mp3', mimeType: 'audio/mpeg', buffer: Buffer.alloc(2048) });
    await expect(page.getByText('Chỉ nhận video MP4, MOV hoặc WebM.')).toBeVisible();
    await page.getByRole('button', { name: 'Tải lên' }).click();
    await expect(page.getByLabel('Tệp video')).toBeFocused();
    await expect(page.getByLabel('Tệp video')).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });
});

test.describe('adding a song from YouTube', () => {
  const thumbnail = `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect width="480" height="360" fill="#2a1a52"/><circle cx="240" cy="180" r="60" fill="#f5b700"/></svg>`;

  test('a bad link is refused without a request; a good one is previewed and sent', async ({ page }) => {
    const thumbnails: string[] = [];
    await page.route('https://i.ytimg.com/**', (route) => {
      thumbnails.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/svg+xml', body: thumbnail });
    });
    await signInAs(page);
    await page.goto(routes.uploadYoutube.href());
    await waitForPage(page);
    const posts = postsTo(page, UPLOAD_YOUTUBE);

    const link = page.getByLabel('Đường dẫn YouTube');
    await link.fill(`https://youtube.com.evil.example/watch?v=${VIDEO_ID}`);
    await page.getByLabel('Tên bài hát').fill('Nối vòng tay lớn');
    await page.getByLabel('Ca sĩ').fill('Trịnh Công Sơn');
    await page.getByRole('button', { name: 'Thêm bài hát' }).click();
    await expect(link).toBeFocused();
    await expect(page.getByText('Chỉ nhận đường dẫn của YouTube (youtube.com hoặc youtu.be).')).toBeVisible();
    await link.fill(`https://www.youtube.com/watch?v=${VIDEO_ID.slice(0, 10)}`);
    await page.getByRole('button', { name: 'Thêm bài hát' }).click();
    await expect(page.getByText(/mã video YouTube gồm đúng 11 ký tự/)).toBeVisible();
    expect(posts).toHaveLength(0);

    await link.fill(`https://youtu.be/${VIDEO_ID}?si=chia-se&t=30`);
    const preview = page.getByRole('img', { name: 'Ảnh xem trước của video YouTube' });
    await expect(preview).toBeVisible();
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
    expect(thumbnails).toEqual([`https://i.ytimg.com/vi/${VIDEO_ID}/hqdefault.jpg`]);

    await page.getByRole('button', { name: 'Thêm bài hát' }).click();
    await expect(page.getByRole('heading', { name: 'Đã nhận bài hát của bạn' })).toBeFocused();
    await expect(page.getByText('Nối vòng tay lớn')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]!.postDataJSON()).toEqual({
      youtube_url: `https://www.youtube.com/watch?v=${VIDEO_ID}`,
      video_id: VIDEO_ID,
      name: 'Nối vòng tay lớn',
      artist: 'Trịnh Công Sơn',
    });
  });

  test('a thumbnail that cannot be loaded leaves a placeholder, and the link still works', async ({ page }) => {
    // No route for i.ytimg.com: the fixtures answer it 503, as an unreachable host.
    await signInAs(page);
    await page.goto(routes.uploadYoutube.href());
    await waitForPage(page);
    await page.getByLabel('Đường dẫn YouTube').fill(`https://www.youtube.com/shorts/${VIDEO_ID}`);
    await expect(page.getByText(/Chưa xem trước được ảnh của video/)).toBeVisible();
    await expect(page.getByText(VIDEO_ID)).toBeVisible();
  });
});

test.describe('reporting a violation', () => {
  test('a report of a recording goes through and shows its number', async ({ page }) => {
    await signInAs(page);
    await page.goto(routes.reportViolation.href({ type: 'recording', id: seed.recordings.quiet.uid }));
    await waitForPage(page);
    const posts = postsTo(page, REPORT);
    await expect(page.getByLabel('Loại nội dung')).toHaveValue('recording');
    await expect(page.getByLabel('Mã bản thu')).toHaveValue(seed.recordings.quiet.uid);

    await page.getByRole('radio', { name: /^Khác/ }).check();
    // Straight from a field with a mistake to the button: the press still submits (and checks all).
    await page.getByLabel(/^Email liên hệ/).fill('ban@');
    await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await expect(page.getByLabel(/^Mô tả/)).toBeFocused();
    await expect(page.getByText('Hãy mô tả vi phạm khi chọn lý do “Khác”.')).toBeVisible();
    await expect(page.getByText('Email chưa đúng dạng, ví dụ: ten.ban@gmail.com.')).toBeVisible();
    await page.getByLabel(/^Email liên hệ/).fill('');
    expect(posts).toHaveLength(0);

    await page.getByLabel(/^Mô tả/).fill('Bản thu dùng nhạc nền của tôi\nmà không xin phép.');
    await page.getByRole('button', { name: 'Gửi báo cáo' }).click();
    await expect(page.getByRole('heading', { name: 'Cảm ơn bạn đã báo cáo' })).toBeFocused();
    const response = await posts[0]!.response();
    const { data } = (await response!.json()) as { data: { id: number; status: string } };
    expect(data.status).toBe('received');
    await expect(page.getByText(`Mã báo cáo #${data.id}`)).toBeVisible();
    expect(posts).toHaveLength(1);
  });
});
