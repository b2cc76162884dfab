import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GiftRank, Recording } from '../../../src/api/contract';
import { APP_SCHEME, BRAND } from '../../../src/lib/config';
import { formatCount, formatDate, formatDuration } from '../../../src/lib/format';
import { routes } from '../../../src/lib/routes';
import { EMBED_SIZE, oembedUrl } from '../../../src/lib/embed';
import { cardPath, recordingCard } from '../../../src/lib/shareCard';
import { absoluteUrl } from '../../../src/lib/siteMeta';
import { seed } from '../../../src/mocks/db';
import { failOnce, holdGets, meta, PAGE_TIMEOUT, payloadOf, renderApp, serveWithComments } from '../../support';

const detailPath = (uid: string) => `/recordings/detail-by-uid/${uid}?is_platform=3`;
const recordingOf = (uid: string) => payloadOf<Recording>(detailPath(uid));
const rankingOf = (id: number) => payloadOf<GiftRank[]>(`/gifts/recording/top?recording_id=${id}`);

const section = (name: string | RegExp) => screen.getByRole('region', { name });

jest.setTimeout(15_000);

describe('the recording page', () => {
  it('shows a skeleton while the recording loads, then the recording', async () => {
    const recording = await recordingOf(seed.recordings.audio.uid);
    const { release } = holdGets('/recordings/detail-by-uid/:id');
    const { store } = await renderApp(routes.recording.href(seed.recordings.audio.uid));

    expect(await screen.findByText('Đang tải bản thu…', {}, PAGE_TIMEOUT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(store.getState().recording.detail).toBeNull();

    release();
    expect(await screen.findByRole('heading', { level: 1, name: recording.title })).toBeInTheDocument();
    expect(screen.queryByText('Đang tải bản thu…')).not.toBeInTheDocument();
  });

  it('shows what a visitor came for: player, cover, singer, counts, lyrics, photos, comments, gifts', async () => {
    const { uid } = seed.recordings.audio;
    const recording = await recordingOf(uid);
    const ranking = await rankingOf(recording.id);
    const { store } = await renderApp(routes.recording.href(uid));

    expect(await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT)).toBeInTheDocument();

    // The player: an audio element that loads nothing until pressed, with the cover art beside it.
    const audio = document.querySelector('audio')!;
    expect(audio).toHaveAttribute('src', recording.media_url);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('preload', 'none');
    expect(document.querySelector('video')).toBeNull();
    const cover = screen.getByRole('img', { name: /Ảnh bìa/ });
    expect(cover).toHaveAttribute('src', recording.cover_url);
    expect(cover).toHaveAttribute('width');
    expect(cover).toHaveAttribute('height');
    expect(screen.getByText(formatDuration(recording.duration_s))).toBeInTheDocument();
    expect(screen.getByText(recording.artist)).toBeInTheDocument();

    // Who sang it, and how far they are in the app.
    expect(screen.getAllByText(recording.owner.name).length).toBeGreaterThan(0);
    expect(screen.getAllByText(`Cấp ${recording.owner.level}`).length).toBeGreaterThan(0);
    expect(screen.getByText(formatDate(recording.created_at))).toBeInTheDocument();

    // Counts in vi-VN.
    const stats = document.querySelector('.share-stats') as HTMLElement;
    expect(within(stats).getByText(formatCount(recording.views_count))).toBeInTheDocument();
    expect(within(stats).getByText(formatCount(recording.likes_count))).toBeInTheDocument();
    expect(within(stats).getByText(formatCount(recording.comments_count))).toBeInTheDocument();
    expect(formatCount(recording.views_count)).toMatch(/\./);

    // Lyrics keep their line breaks.
    const lyrics = within(section('Lời bài hát')).getByText((_, el) => el?.textContent === recording.lyrics);
    expect(lyrics).toHaveClass('pre-line');

    // Photos: lazy, each with its own width and height so nothing jumps.
    const photos = within(section(/^Ảnh/)).getAllByRole('img');
    expect(photos).toHaveLength(recording.images.length);
    photos.forEach((img, i) => {
      expect(img).toHaveAttribute('src', recording.images[i]!.url);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', String(recording.images[i]!.width));
      expect(img).toHaveAttribute('height', String(recording.images[i]!.height));
    });

    // Comments as text: the one with markup shows its markup, and no script element appears.
    const comments = section(/^Bình luận/);
    const withMarkup = recording.comments.find((c) => c.content.includes('<script>'))!;
    expect(within(comments).getByText(withMarkup.content)).toBeInTheDocument();
    expect(document.querySelector('#main script')).toBeNull();
    expect(within(comments).getAllByRole('listitem')).toHaveLength(recording.comments.length);

    // The gift ranking: rank, person and diamonds, best first.
    const gifts = section('Bảng xếp hạng quà tặng');
    const rows = await within(gifts).findAllByRole('listitem');
    expect(rows).toHaveLength(ranking.length);
    expect(rows[0]).toHaveTextContent(`Hạng ${ranking[0]!.rank}`);
    expect(rows[0]).toHaveTextContent(ranking[0]!.user.name);
    expect(rows[0]).toHaveTextContent(`${formatCount(ranking[0]!.diamonds)} kim cương`);

    // Ways on: the app, sharing, reporting.
    expect(screen.getAllByRole('link', { name: /Mở trong ứng dụng/ })[0]).toHaveAttribute('href', `${APP_SCHEME}recording/${uid}`);
    expect(screen.getByRole('button', { name: 'Chia sẻ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Báo cáo/ })).toHaveAttribute('href', routes.reportViolation.href({ type: 'recording', id: uid }));

    // The store holds the payloads exactly (CONTRACT.md).
    const state = store.getState().recording;
    expect(state.detail).toEqual(recording);
    expect(state.images).toEqual(recording.images);
    expect(state.comments).toEqual(recording.comments);
    expect(state.giftsRanking).toEqual(ranking);
  });

  it('describes the recording to link previews: title, description, its card, its player and its oEmbed', async () => {
    const { uid } = seed.recordings.audio;
    const recording = await recordingOf(uid);
    await renderApp(routes.recording.href(uid));
    await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT);
    await waitFor(() => expect(document.title).toBe(`${recording.title} – ${recording.owner.name} | ${BRAND}`));
    expect(meta('meta[name="description"]')).toContain(recording.title);
    expect(meta('meta[name="description"]')).toContain(recording.owner.name);
    expect(meta('meta[property="og:image"]')).toBe(absoluteUrl(cardPath(recordingCard(recording))));
    expect(meta('meta[name="twitter:card"]')).toBe('player');
    expect(meta('meta[name="twitter:player"]')).toBe(absoluteUrl(routes.embedRecording.href(uid)));
    expect(meta('meta[name="twitter:player:width"]')).toBe(String(EMBED_SIZE[recording.media_type].width));
    expect(meta('meta[property="al:android:url"]')).toBe(`${APP_SCHEME}recording/${uid}`);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', absoluteUrl(routes.recording.href(uid)));
    expect(document.head.querySelector('link[type="application/json+oembed"]')).toHaveAttribute(
      'href',
      oembedUrl(absoluteUrl(routes.recording.href(uid))),
    );
  });

  it('plays a video recording in a video player with the cover as its poster', async () => {
    const { uid } = seed.recordings.video;
    const recording = await recordingOf(uid);
    await renderApp(routes.recording.href(uid));
    await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT);
    const video = document.querySelector('video')!;
    expect(video).toHaveAttribute('src', recording.media_url);
    expect(video).toHaveAttribute('poster', recording.cover_url);
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('preload', 'none');
    expect(document.querySelector('audio')).toBeNull();
    // The comment with bold markup shows it as text too.
    const bold = recording.comments.find((c) => c.content.includes('<b>'))!;
    expect(screen.getByText(bold.content)).toBeInTheDocument();
    expect(document.querySelector('#main b')).toBeNull();
  });

  it('names the duet partner', async () => {
    const { uid } = seed.recordings.duet;
    const recording = await recordingOf(uid);
    await renderApp(routes.recording.href(uid));
    await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT);
    expect(screen.getByText('Song ca cùng')).toBeInTheDocument();
    expect(screen.getByText(recording.duet_partner!.name)).toBeInTheDocument();
    // Both singers are the page's author for link previews (no commenter's name is taken for it).
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="author"]')).toHaveAttribute(
        'content',
        `${recording.owner.name}, ${recording.duet_partner!.name}`,
      ),
    );
  });

  it('shows the first ten comments, and the others it has on asking, the focus on the first of them', async () => {
    const { uid } = seed.recordings.audio;
    const recording = await recordingOf(uid);
    serveWithComments(recording, 25, 1264);
    const user = userEvent.setup();
    await renderApp(routes.recording.href(uid));

    const list = await screen.findByRole('region', { name: /^Bình luận/ }, PAGE_TIMEOUT);
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    expect(list).toHaveTextContent(`Còn ${formatCount(1264 - 25)} bình luận khác trong ứng dụng.`);
    await user.click(within(list).getByRole('button', { name: 'Xem thêm 15 bình luận' }));
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(25);
    expect(items[10]).toHaveTextContent('Bình luận số 11');
    expect(items[10]).toHaveFocus();
    expect(within(list).queryByRole('button', { name: /Xem thêm/ })).not.toBeInTheDocument();
    expect(list).toHaveTextContent(`Còn ${formatCount(1264 - 25)} bình luận khác trong ứng dụng.`);
  });

  it('says so when there are no photos, comments or gifts yet', async () => {
    const { uid } = seed.recordings.quiet;
    const recording = await recordingOf(uid);
    await renderApp(routes.recording.href(uid));
    await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT);
    expect(await screen.findByText(/Chưa có ai tặng quà/)).toBeInTheDocument();
    expect(screen.getByText(/Chưa có bình luận nào/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /^Ảnh/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Lời bài hát' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for a recording that does not exist', async () => {
    const { store } = await renderApp(routes.recording.href(seed.recordings.unknown.uid));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy bản thu' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();
    expect(store.getState().recording.detail).toBeNull();
    await waitFor(() => expect(meta('meta[name="robots"]')).toBe('noindex'));
  });

  it('explains a failure and loads the recording on "Thử lại"', async () => {
    const { uid } = seed.recordings.audio;
    const recording = await recordingOf(uid);
    const message = failOnce('/recordings/detail-by-uid/:id');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.recording.href(uid));

    const alert = await screen.findByRole('alert', {}, PAGE_TIMEOUT);
    expect(alert).toHaveTextContent('Không tải được bản thu');
    expect(alert).toHaveTextContent(message);
    expect(store.getState().recording.detail).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: recording.title })).toBeInTheDocument();
    expect(store.getState().recording.detail).toEqual(recording);
  });

  it('keeps the recording on screen when only the gift ranking fails, and retries it alone', async () => {
    const { uid, id } = seed.recordings.audio;
    const ranking = await rankingOf(id);
    failOnce('/gifts/recording/top');
    const user = userEvent.setup();
    const recording = await recordingOf(uid);
    const { store } = await renderApp(routes.recording.href(uid));
    await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT);

    const gifts = section('Bảng xếp hạng quà tặng');
    const alert = await within(gifts).findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được bảng quà tặng');
    expect(store.getState().recording.giftsRanking).toBeNull();
    expect(screen.getByRole('region', { name: 'Lời bài hát' })).toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(gifts).findAllByRole('listitem')).toHaveLength(ranking.length);
    expect(store.getState().recording.giftsRanking).toEqual(ranking);
  });
});
