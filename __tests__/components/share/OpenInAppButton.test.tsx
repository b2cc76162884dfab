import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { APP_SCHEME, APP_STORE_URL, PLAY_STORE_URL } from '../../../src/lib/config';
import { routes } from '../../../src/lib/routes';
import { absoluteUrl } from '../../../src/lib/siteMeta';
import { appLink, appLinkTags } from '../../../src/lib/appLinks';
import { fallbackFor, platformOf } from '../../../src/components/share/OpenInAppButton';
import { safeUrl } from '../../../src/components/share/safeUrl';
import { seed } from '../../../src/mocks/db';
import { PAGE_TIMEOUT, quietScrolling, renderApp } from '../../support';

jest.setTimeout(15_000);

const UA = {
  iphone: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
};

describe('"Mở trong ứng dụng"', () => {
  it('sends a phone without the app to its own store, and a computer to the download section', () => {
    expect(fallbackFor(platformOf(UA.iphone))).toBe(APP_STORE_URL);
    // iPadOS says it is a Mac; its touch screen gives it away.
    expect(fallbackFor(platformOf(UA.ipad, 5))).toBe(APP_STORE_URL);
    expect(fallbackFor(platformOf(UA.ipad, 0))).toBe(`${routes.home.href()}#download`);
    expect(fallbackFor(platformOf(UA.android))).toBe(PLAY_STORE_URL);
    expect(fallbackFor(platformOf(UA.windows))).toBe(`${routes.home.href()}#download`);
  });

  it("opens the app through its URL scheme, at the page's own path, with the link the App Links tags name", () => {
    expect(appLink(routes.recording.href('a7Hk29Qx'))).toBe(`${APP_SCHEME}recording/a7Hk29Qx`);
    expect(appLink(routes.event.href('tet-vui-khui-li-xi'))).toBe(`${APP_SCHEME}events/tet-vui-khui-li-xi`);
    const tags = appLinkTags(routes.room.href('x'));
    for (const key of ['al:ios:url', 'al:android:url']) {
      expect(tags.find((tag) => tag.key === key)?.content).toBe(`${APP_SCHEME}room/x`);
    }
  });

  it('on a computer, goes straight to the download section of the landing page', async () => {
    quietScrolling();
    const user = userEvent.setup();
    const { router } = await renderApp(routes.room.href(seed.rooms.live));
    await user.click(await screen.findByRole('link', { name: 'Vào phòng trong ứng dụng' }, PAGE_TIMEOUT));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.home.path));
    expect(router.state.location.hash).toBe('#download');
  });
});

describe('the share button', () => {
  afterEach(() => {
    Object.assign(navigator, { share: undefined });
  });

  it('copies the link and says so where the browser has no share sheet', async () => {
    const user = userEvent.setup();
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    await renderApp(routes.room.href(seed.rooms.live));
    await user.click(await screen.findByRole('button', { name: 'Chia sẻ' }, PAGE_TIMEOUT));
    expect(await screen.findByText('Đã sao chép liên kết')).toHaveAttribute('role', 'status');
    expect(writeText).toHaveBeenCalledWith(absoluteUrl(routes.room.href(seed.rooms.live)));
  });

  it('opens the share sheet with the link where the browser has one', async () => {
    const share = jest.fn<Promise<void>, [ShareData]>().mockResolvedValue(undefined);
    Object.assign(navigator, { share });
    const user = userEvent.setup();
    await renderApp(routes.recording.href(seed.recordings.audio.uid));
    await user.click(await screen.findByRole('button', { name: 'Chia sẻ' }, PAGE_TIMEOUT));
    expect(share).toHaveBeenCalledWith(expect.objectContaining({ url: absoluteUrl(routes.recording.href(seed.recordings.audio.uid)) }));
    expect(screen.queryByText('Đã sao chép liên kết')).not.toBeInTheDocument();
  });

  it('does nothing more when the person closes the share sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    Object.assign(navigator, { share });
    const user = userEvent.setup();
    await renderApp(routes.recording.href(seed.recordings.audio.uid));
    await user.click(await screen.findByRole('button', { name: 'Chia sẻ' }, PAGE_TIMEOUT));
    expect(share).toHaveBeenCalled();
    expect(screen.queryByText('Đã sao chép liên kết')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('URLs from the API', () => {
  it.each([
    ['https://cdn.example.vn/a.jpg', 'https://cdn.example.vn/a.jpg'],
    ['http://cdn.example.vn/a.mp3', 'http://cdn.example.vn/a.mp3'],
    ['/sandbox/img/a.svg', '/sandbox/img/a.svg'],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    ['//evil.example/a.jpg', null],
    ['/\\evil.example/a.jpg', null],
    ['', null],
    [null, null],
  ])('%s is used as %s', (input, expected) => {
    expect(safeUrl(input)).toBe(expected);
  });
});
