import type { Page, Request } from '@playwright/test';
import { nginxURL } from '../playwright.config';
import { routes } from '../src/lib/routes';
import { TRANSPORT_MESSAGES } from '../src/api/apiError';
import { REQUEST_TIMEOUT_MS } from '../src/api/baseApi';
import { signInAs } from './auth';
import { expect, SHARED_NGINX_SERVER, test, waitForPage } from './fixtures';
import { brokenMp4, lyricsText, recordWebm, withStatedLength } from './video';

// A video upload is checked by what the file holds before any byte is sent, and, once sent, waits for
// the server to store it. Chromium reads the files for real here (jsdom cannot load a video).

const UPLOAD_VIDEO = '/v1/songs/uploadVideoSong';

const postsTo = (page: Page, path: string) => {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
};

async function openUploadPage(page: Page) {
  await signInAs(page);
  await page.goto(routes.uploadVideo.href());
  await waitForPage(page);
}

/** Names the song, so that a refusal can only come from the video. */
async function nameTheSong(page: Page) {
  await page.getByLabel('Tên bài hát').fill('Diễm xưa');
  await page.getByLabel('Ca sĩ').fill('Trịnh Công Sơn');
}

test('a long file name is shortened in the middle on a 360 px phone, read whole', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await openUploadPage(page);
  const name = `${'ban-thu-am-karaoke-dem-giang-sinh-cung-ca-nha-'.repeat(5)}final-v2.webm`;
  const input = page.getByLabel('Tệp video');
  await input.setInputFiles({ name, mimeType: 'video/webm', buffer: brokenMp4() });
  const status = page.locator('.file-picker__status').first();
  await expect(status.locator('.file-name')).toHaveAttribute('title', name);
  // One line for the name, cut in the middle: its start clipped with "…", its end (the extension) whole.
  const shown = await status.locator('.file-name__shown').evaluate((el) => {
    const style = getComputedStyle(el);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    const box = el.getBoundingClientRect();
    // The drawn halves (::before, ::after) are not elements: the cut shows as the box being narrower
    // than the whole name set in the same font.
    const probe = document.createElement('span');
    Object.assign(probe.style, { font: style.font, whiteSpace: 'pre', position: 'absolute' });
    probe.textContent = `${el.getAttribute('data-head')}${el.getAttribute('data-tail')}`;
    document.body.append(probe);
    const whole = probe.getBoundingClientRect().width;
    probe.remove();
    return {
      oneLine: box.height <= lineHeight * 1.1,
      cut: box.width < whole,
      inside: box.right <= document.documentElement.clientWidth,
      tail: getComputedStyle(el, '::after').content,
      tailShrinks: getComputedStyle(el, '::after').flexShrink,
      headEllipsis: getComputedStyle(el, '::before').textOverflow,
    };
  });
  expect(shown).toEqual({ oneLine: true, cut: true, inside: true, tail: '"inal-v2.webm"', tailShrinks: '0', headEllipsis: 'ellipsis' });
  await expect(page.getByText(name)).toHaveCount(1);
  await expect(input).toHaveAccessibleDescription(new RegExp(name));
});

test.describe('a video is checked by its content before anything is sent', () => {
  test('a text file renamed .mp4 is refused, with no cover step and no request', async ({ page }) => {
    await openUploadPage(page);
    const posts = postsTo(page, UPLOAD_VIDEO);
    await nameTheSong(page);
    const input = page.getByLabel('Tệp video');
    await input.setInputFiles({ name: 'loi-bai-hat.mp4', mimeType: 'video/mp4', buffer: lyricsText() });

    await expect(page.getByText('Tệp này không phải là video, dù tên có đuôi .mp4.', { exact: false })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    // No frame is taken from it and no cover is asked for.
    await expect(page.getByText('Chưa chọn ảnh.')).toBeVisible();
    await expect(page.getByRole('img', { name: 'Ảnh bìa sẽ dùng cho bài hát' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Tải lên' }).click();
    await expect(input).toBeFocused();
    await expect(page.getByLabel(/^Ảnh bìa/)).not.toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Tên bài hát')).toHaveValue('Diễm xưa');
    await expect(page.getByLabel('Ca sĩ')).toHaveValue('Trịnh Công Sơn');
    expect(posts).toHaveLength(0);
  });

  test('a file with a real MP4 header but unreadable content is refused, with no request', async ({ page }) => {
    await openUploadPage(page);
    const posts = postsTo(page, UPLOAD_VIDEO);
    await nameTheSong(page);
    const input = page.getByLabel('Tệp video');
    await input.setInputFiles({ name: 'tai-ve-loi.mp4', mimeType: 'video/mp4', buffer: brokenMp4() });

    await expect(page.getByText('Không đọc được video này', { exact: false })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Tải lên' }).click();
    await expect(input).toBeFocused();
    expect(posts).toHaveLength(0);
  });

  test('a video longer than the stated 30 minutes is refused; a short one is taken', async ({ page }) => {
    await openUploadPage(page);
    await expect(page.getByText('dài tối đa 30 phút', { exact: false })).toBeVisible();
    const posts = postsTo(page, UPLOAD_VIDEO);
    const recording = await recordWebm(page);
    const input = page.getByLabel('Tệp video');

    await input.setInputFiles({ name: 'lien-khuc.webm', mimeType: 'video/webm', buffer: withStatedLength(recording, 47 * 60) });
    await expect(page.getByText('Video dài tối đa 30 phút, video này dài 47 phút.', { exact: false })).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');

    await input.setInputFiles({ name: 'diem-xua.webm', mimeType: 'video/webm', buffer: withStatedLength(recording, 4 * 60 + 5) });
    await expect(page.getByText('Đang dùng khung hình lấy từ video.')).toBeVisible();
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });
});

test.describe('the server storing the video after the last byte', () => {
  // Through nginx (deploy/nginx.conf, the upload's own location) and its own sandbox, so that making
  // uploads slow there slows no other test's upload.
  test.use({ baseURL: nginxURL });
  test.describe.configure({ lock: SHARED_NGINX_SERVER });
  const faults = `http://127.0.0.1:${Number(new URL(nginxURL).port) + 1000}/sandbox/faults`;
  const setFault = async (page: Page, fault: 'slow-save' | null, holdMs?: number) => {
    const response = await page.request.post(faults, { data: { path: UPLOAD_VIDEO, fault, holdMs } });
    expect(response.ok()).toBe(true);
  };
  test.afterEach(({ page }) => setFault(page, null));

  test('a save that takes longer than a request may sit idle (15 s) ends in success', async ({ page }) => {
    await openUploadPage(page);
    const posts = postsTo(page, UPLOAD_VIDEO);
    const failed: string[] = [];
    page.on('requestfailed', (request) => failed.push(request.url()));

    // A browser recording states no length: the page finds it before taking the video.
    await page.getByLabel('Tệp video').setInputFiles({ name: 'hat-thu.webm', mimeType: 'video/webm', buffer: await recordWebm(page) });
    await expect(page.getByText('Đang dùng khung hình lấy từ video.')).toBeVisible();
    await nameTheSong(page);
    // The server holds the answer after the last byte until the test lifts the fault (or for ten
    // minutes), and the page's time-outs run on its clock from here: the idle limit is passed at once.
    await setFault(page, 'slow-save', 10 * 60_000);
    await page.clock.install();

    await page.getByRole('button', { name: 'Tải lên' }).click();
    const saving = page.getByRole('progressbar', { name: 'Đã gửi xong. Máy chủ đang lưu video…' });
    await expect(saving).toBeVisible();
    // A small recording and its frame: two minutes and a second or so.
    await expect(page.getByText('trang sẽ chờ máy chủ khoảng 2 phút.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Huỷ tải lên' })).toBeVisible();

    // Past the idle limit, with the answer still held: the page waits on, with nothing said to have failed.
    await page.clock.runFor(REQUEST_TIMEOUT_MS + 2_000);
    await expect(saving).toBeVisible();
    await expect(page.getByText(TRANSPORT_MESSAGES.TIMEOUT_ERROR)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Đã nhận bài hát của bạn' })).toHaveCount(0);

    // The server has stored the video: its answer goes out, and the page takes it.
    await setFault(page, null);
    await expect(page.getByRole('heading', { name: 'Đã nhận bài hát của bạn' })).toBeFocused();
    await expect(page.getByText('Diễm xưa')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(failed).toEqual([]);
  });
});
