import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Lookback2022 } from '../../../src/api/contract';
import { formatCount } from '../../../src/lib/format';
import { routes } from '../../../src/lib/routes';
import { seed } from '../../../src/mocks/db';
import { failOnce, holdGets, PAGE_TIMEOUT, payloadOf, quietScrolling, renderApp, signedInAs } from '../../support';

jest.setTimeout(15_000);

/** jsdom has no 2D canvas: a stand-in that remembers the text drawn on it. */
const drawnText: string[] = [];
const fakeContext = () =>
  new Proxy(
    {},
    {
      get: (_target, prop) => {
        if (prop === 'fillText') return (text: string) => drawnText.push(text);
        if (prop === 'measureText') return (text: string) => ({ width: text.length * 20 });
        if (prop === 'createLinearGradient' || prop === 'createRadialGradient') return () => ({ addColorStop: () => undefined });
        return () => undefined;
      },
      set: () => true,
    },
  );

const share = jest.fn<Promise<void>, [ShareData]>();

let scrolling: ReturnType<typeof quietScrolling>;
beforeEach(() => {
  drawnText.length = 0;
  share.mockReset().mockResolvedValue(undefined);
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => fakeContext() as unknown as CanvasRenderingContext2D);
  jest.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback) => callback(new Blob(['png'], { type: 'image/png' })));
  scrolling = quietScrolling();
  Object.assign(navigator, { share: undefined, canShare: undefined });
});

afterEach(() => jest.restoreAllMocks());

/** Opens the page signed in as the owner; returns their review as the sandbox has it. */
const openSignedIn = async (beforeRender: () => void = () => undefined) => {
  const session = signedInAs(seed.users.owner);
  const review = await payloadOf<Lookback2022>('/my/lookback2022', session.token);
  beforeRender();
  const rendered = await renderApp(routes.lookback2022.href(), session);
  return { review, ...rendered };
};

const card = (name: string | RegExp) => screen.getByRole('region', { name });

describe('the year in review', () => {
  it('shows a skeleton while the review is prepared', async () => {
    let release = () => undefined as void;
    const { review, store } = await openSignedIn(() => ({ release } = holdGets('/my/lookback2022')));
    expect(await screen.findByText('Đang chuẩn bị năm 2022 của bạn…', {}, PAGE_TIMEOUT)).toHaveAttribute('role', 'status');
    expect(store.getState().lookback2022.detail).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: `Năm 2022 của ${review.user.name}` })).toBeInTheDocument();
  });

  it('tells the year card by card: songs, minutes, top songs, fans, gifts, duets, best recording', async () => {
    const { review, store } = await openSignedIn();
    expect(await screen.findByRole('heading', { level: 1, name: `Năm 2022 của ${review.user.name}` }, PAGE_TIMEOUT)).toBeInTheDocument();

    const cards = screen.getAllByRole('region');
    expect(cards.length).toBeGreaterThanOrEqual(9);
    // Each card is a region named by its own heading, and can take focus.
    cards.forEach((c) => {
      expect(c).toHaveAttribute('tabindex', '-1');
      expect(within(c).getByRole('heading')).toBeInTheDocument();
    });

    expect(card('Bạn đã cất tiếng hát')).toHaveTextContent(`${formatCount(review.recordings_count)} bản thu`);
    expect(card('Thời gian bên micro')).toHaveTextContent(`${formatCount(review.minutes_sung)} phút ca hát`);
    const songs = within(card('Những bài hát tủ')).getAllByRole('listitem');
    expect(songs.map((li) => li.querySelector('.lookback-list__title')?.textContent)).toEqual(review.top_songs.map((s) => s.name));
    const fans = within(card('Những người hâm mộ nhất')).getAllByRole('listitem');
    expect(fans[0]).toHaveTextContent(review.top_fans[0]!.name);
    expect(fans[0]).toHaveTextContent(`${formatCount(review.top_fans[0]!.diamonds)} kim cương`);
    const gifts = card('Quà và kim cương nhận được');
    expect(gifts).toHaveTextContent(`${formatCount(review.gifts_received)} món quà`);
    expect(gifts).toHaveTextContent(`${formatCount(review.diamonds_received)} kim cương`);
    expect(card('Song ca cùng bạn bè')).toHaveTextContent(`${formatCount(review.duets_count)} lần song ca`);
    expect(within(card('Bản thu nổi bật nhất')).getByRole('link', { name: review.best_recording!.title })).toHaveAttribute(
      'href',
      routes.recording.href(review.best_recording!.uid),
    );
    expect(store.getState().lookback2022.detail).toEqual(review);
  });

  it('moves to the next card with "Tiếp", by keyboard too', async () => {
    const { review } = await openSignedIn();
    await screen.findByRole('heading', { level: 1, name: `Năm 2022 của ${review.user.name}` }, PAGE_TIMEOUT);
    const user = userEvent.setup();
    const next = within(card(`Năm 2022 của ${review.user.name}`)).getByRole('button', { name: /Tiếp/ });
    next.focus();
    await user.keyboard('{Enter}');
    expect(card('Bạn đã cất tiếng hát')).toHaveFocus();
    expect(scrolling.scrollIntoView).toHaveBeenCalled();
    await user.tab();
    expect(within(card('Bạn đã cất tiếng hát')).getByRole('button', { name: /Tiếp/ })).toHaveFocus();
  });

  it('draws a share image with the name and key numbers, ready to download', async () => {
    const { review } = await openSignedIn();
    const download = await screen.findByRole('link', { name: 'Tải ảnh về máy' }, PAGE_TIMEOUT);
    expect(download).toHaveAttribute('download', 'hat-vui-2022.png');
    // A data: URL, never blob: (an in-app browser saves neither a blob: download nor its image).
    expect(download).toHaveAttribute('href', `data:image/png;base64,${btoa('png')}`);
    expect(drawnText).toEqual(
      expect.arrayContaining([
        'Hát Vui',
        review.user.name,
        formatCount(review.recordings_count),
        formatCount(review.minutes_sung),
        formatCount(review.diamonds_received),
        formatCount(review.duets_count),
      ]),
    );
    // Initials, never a picture from another host (that would taint the canvas).
    expect(drawnText).toContain(review.user.name.split(' ').pop()!.charAt(0));
    const image = screen.getByRole('img', { name: /Ảnh chia sẻ/ });
    expect(image.tagName).toBe('IMG');
    expect(image).toHaveAttribute('src', download.getAttribute('href'));
    expect(image).toHaveAttribute('width', '1080');
    expect(image).toHaveAttribute('height', '1350');
    // No share sheet for files here: no button that would do nothing.
    expect(screen.queryByRole('button', { name: 'Chia sẻ ảnh' })).not.toBeInTheDocument();
  });

  it('shares the image as a file where the phone can', async () => {
    Object.assign(navigator, { share, canShare: (data: ShareData) => Boolean(data.files?.length) });
    await openSignedIn();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Chia sẻ ảnh' }, PAGE_TIMEOUT));
    expect(share).toHaveBeenCalledTimes(1);
    const [file] = share.mock.calls[0]![0].files!;
    expect(file!.name).toBe('hat-vui-2022.png');
    expect(file!.type).toBe('image/png');
  });

  it('says so when the browser cannot draw the image, and the cards stay', async () => {
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(() => null);
    const { review } = await openSignedIn();
    expect(await screen.findByText(/không vẽ được ảnh chia sẻ/, {}, PAGE_TIMEOUT)).toHaveAttribute('role', 'alert');
    expect(screen.queryByRole('link', { name: 'Tải ảnh về máy' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: `Năm 2022 của ${review.user.name}` })).toBeInTheDocument();
  });

  it('explains a failure and loads the review on "Thử lại"', async () => {
    let message = '';
    const { review, store } = await openSignedIn(() => {
      message = failOnce('/my/lookback2022');
    });
    const alert = await screen.findByRole('alert', {}, PAGE_TIMEOUT);
    expect(alert).toHaveTextContent('Không tải được phần nhìn lại');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1, name: 'Nhìn lại năm 2022' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: `Năm 2022 của ${review.user.name}` })).toBeInTheDocument();
    await waitFor(() => expect(store.getState().lookback2022.detail).toEqual(review));
  });
});
