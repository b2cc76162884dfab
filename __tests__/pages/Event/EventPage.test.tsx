import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { KaraokeEvent, Page, RecordingCard, Song } from '../../../src/api/contract';
import { APP_SCHEME, BRAND } from '../../../src/lib/config';
import { formatDate } from '../../../src/lib/format';
import { routes } from '../../../src/lib/routes';
import { cardPath, eventCard } from '../../../src/lib/shareCard';
import { absoluteUrl } from '../../../src/lib/siteMeta';
import { eventThemeFor, hasOwnTheme } from '../../../src/features/event/eventThemes';
import { seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { failOnce, holdGets, meta, PAGE_TIMEOUT, payloadOf, renderApp } from '../../support';
import { laterPictures, serverHtml } from '../../support/shareHtml';

jest.setTimeout(15_000);

const htmlOf = serverHtml();

const eventOf = (slug: string) => payloadOf<KaraokeEvent>(`/events/detail/${slug}`);
const songsOf = (id: number) => payloadOf<Song[]>(`/events/songs/${id}`);
const entriesOf = (id: number, page: number) => payloadOf<Page<RecordingCard>>(`/events/recordings/${id}?page=${page}`);

const region = (name: string | RegExp) => screen.getByRole('region', { name });
/** The rows of the leaderboard (not the pagination's list items). */
const entryRows = async (section: HTMLElement) => (await within(section).findAllByRole('listitem')).filter((li) => li.textContent?.includes('Hạng '));
const title = (event: KaraokeEvent) => screen.findByRole('heading', { level: 1, name: event.title }, PAGE_TIMEOUT);

/** The event as the sandbox has it, with its period moved. */
const serveEventWithPeriod = (event: KaraokeEvent, startAt: number, endAt: number) =>
  server.use(
    http.get('*/v1/events/detail/:slug', () =>
      HttpResponse.json({ data: { ...event, start_at: new Date(startAt).toISOString(), end_at: new Date(endAt).toISOString() } }),
    ),
  );

describe('an event page', () => {
  it('shows a skeleton in the event’s own colours while it loads', async () => {
    const slug = seed.events.running;
    const event = await eventOf(slug);
    const { release } = holdGets('/events/detail/:slug');
    const { store } = await renderApp(routes.event.href(slug));
    expect(await screen.findByText('Đang tải sự kiện…', {}, PAGE_TIMEOUT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    // The theme's colours: its class, which the server's own rule selects (eventThemeRule), and its
    // custom properties set on the element (CSSOM, which the CSP allows; a style attribute in markup it
    // refuses).
    const root = document.querySelector('.event-page') as HTMLElement;
    expect(hasOwnTheme(slug)).toBe(true);
    expect(root).toHaveClass(`event-theme--${slug}`);
    const theme = eventThemeFor(slug);
    expect(root.style.getPropertyValue('--event-accent')).toBe(theme.accent);
    expect(root.style.getPropertyValue('--event-from')).toBe(theme.bannerFrom);
    expect(store.getState().event.detail).toBeNull();
    release();
    expect(await title(event)).toBeInTheDocument();
  });

  it('shows a running event with its countdown, texts, prizes, songs and ranking', async () => {
    const slug = seed.events.running;
    const event = await eventOf(slug);
    const songs = await songsOf(event.id);
    const entries = await entriesOf(event.id, 1);
    const { store } = await renderApp(routes.event.href(slug));
    expect(await title(event)).toBeInTheDocument();

    expect(screen.getByText('Đang diễn ra')).toBeInTheDocument();
    expect(screen.getByText('Kết thúc sau')).toBeInTheDocument();
    const timer = screen.getByRole('timer');
    // The ticking numbers are not read out every second.
    expect(timer).toHaveAttribute('aria-live', 'off');
    expect(timer).toHaveTextContent(/\d+ ngày \d{2} giờ \d{2} phút \d{2} giây/);
    expect(screen.getByText(formatDate(event.start_at))).toBeInTheDocument();
    expect(screen.getByText(formatDate(event.end_at))).toBeInTheDocument();

    for (const [name, text] of [
      ['Giới thiệu', event.description],
      ['Thể lệ', event.rules],
    ] as const) {
      expect(within(region(name)).getByText((_, el) => el?.textContent === text)).toHaveClass('pre-line');
    }
    const prizes = within(region('Giải thưởng')).getAllByRole('listitem');
    expect(prizes).toHaveLength(event.prizes.length);
    expect(prizes[0]).toHaveTextContent(event.prizes[0]!.rank);
    expect(prizes[0]).toHaveTextContent(event.prizes[0]!.title);

    const songItems = await within(region('Bài hát của sự kiện')).findAllByRole('listitem');
    expect(songItems.map((li) => li.querySelector('.event-song__name')?.textContent)).toEqual(songs.map((s) => s.name));

    const ranking = region('Bảng xếp hạng');
    const rows = await entryRows(ranking);
    expect(rows).toHaveLength(entries.items.length);
    expect(rows[0]).toHaveTextContent('Hạng 1');
    expect(within(rows[0]!).getByRole('link', { name: entries.items[0]!.title })).toHaveAttribute(
      'href',
      routes.recording.href(entries.items[0]!.uid),
    );
    const pager = within(ranking).getByRole('navigation', { name: 'Phân trang' });
    expect(within(pager).getByRole('link', { name: 'Trang 2' })).toHaveAttribute('href', expect.stringContaining(routes.event.href(slug, 2)));

    expect(screen.getByRole('link', { name: 'Tham gia trong ứng dụng' })).toHaveAttribute('href', `${APP_SCHEME}events/${slug}`);
    await waitFor(() => expect(document.title).toBe(`${event.title} | ${BRAND}`));
    expect(meta('meta[property="og:image"]')).toBe(absoluteUrl(cardPath(eventCard(event))));
    expect(meta('meta[property="al:android:url"]')).toBe(`${APP_SCHEME}events/${slug}`);

    const state = store.getState().event;
    expect(state.detail).toEqual(event);
    expect(state.songs).toEqual(songs);
    expect(state.recordings).toEqual(entries);
  });

  it('counts down live while the event runs', async () => {
    const slug = seed.events.running;
    await renderApp(routes.event.href(slug));
    const timer = await screen.findByRole('timer', {}, PAGE_TIMEOUT);
    const before = timer.textContent;
    await waitFor(() => expect(screen.getByRole('timer').textContent).not.toBe(before), { timeout: 2500 });
  });

  it('says "Đã kết thúc" for an ended event, with no countdown', async () => {
    const event = await eventOf(seed.events.ended);
    await renderApp(routes.event.href(seed.events.ended));
    expect(await title(event)).toBeInTheDocument();
    expect(screen.getByText('Đã kết thúc')).toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.queryByText('Kết thúc sau')).not.toBeInTheDocument();
  });

  it('turns to "Đã kết thúc" by itself when the end passes while the page is open', async () => {
    const event = await eventOf(seed.events.running);
    // The page's clock, not the wall's: the end a minute on, passed at once (a real 1.5 s was a wait on
    // jest's one worker, and a race with a slow first render).
    jest.useFakeTimers();
    try {
      serveEventWithPeriod(event, Date.now() - 86_400_000, Date.now() + 60_000);
      await renderApp(routes.event.href(seed.events.running));
      expect(await title(event)).toBeInTheDocument();
      expect(screen.getByText('Đang diễn ra')).toBeInTheDocument();
      expect(screen.getByRole('timer')).toBeInTheDocument();
      await act(async () => void (await jest.advanceTimersByTimeAsync(60_000)));
      expect(await screen.findByText('Đã kết thúc')).toBeInTheDocument();
      expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('says "Sắp diễn ra" and counts down to the start of an event yet to come', async () => {
    const event = await eventOf(seed.events.running);
    serveEventWithPeriod(event, Date.now() + 3 * 86_400_000, Date.now() + 10 * 86_400_000);
    await renderApp(routes.event.href(seed.events.running));
    expect(await title(event)).toBeInTheDocument();
    expect(screen.getByText('Sắp diễn ra')).toBeInTheDocument();
    expect(screen.getByText('Bắt đầu sau')).toBeInTheDocument();
    expect(screen.getByRole('timer')).toHaveTextContent(/^\s*[23] ngày/);
  });

  it('ranks the second page of entries from 16, from the page in the URL', async () => {
    const slug = seed.events.running;
    const event = await eventOf(slug);
    const page2 = await entriesOf(event.id, 2);
    const { store } = await renderApp(routes.event.href(slug, 2));
    expect(await title(event)).toBeInTheDocument();
    const ranking = region(/Bảng xếp hạng/);
    const rows = await entryRows(ranking);
    expect(rows).toHaveLength(page2.items.length);
    rows.forEach((row, index) => {
      expect(row).toHaveTextContent(`Hạng ${seed.perPage + index + 1}`);
      expect(within(row).getByRole('link')).toHaveAttribute('href', routes.recording.href(page2.items[index]!.uid));
    });
    expect(within(ranking).getByText((_, el) => el?.getAttribute('aria-current') === 'page')).toHaveTextContent('2');
    expect(store.getState().event.recordings).toEqual(page2);
  });

  it('moves through the ranking with the pagination links', async () => {
    const slug = seed.events.running;
    const event = await eventOf(slug);
    const page2 = await entriesOf(event.id, 2);
    const user = userEvent.setup();
    const { router } = await renderApp(routes.event.href(slug));
    expect(await title(event)).toBeInTheDocument();
    const ranking = region('Bảng xếp hạng');
    await entryRows(ranking);
    await user.click(within(ranking).getByRole('link', { name: 'Sau ›' }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(async () => expect((await entryRows(region(/Bảng xếp hạng/)))[0]).toHaveTextContent(`Hạng ${seed.perPage + 1}`));
    const first = (await entryRows(region(/Bảng xếp hạng/)))[0]!;
    expect(within(first).getByRole('link')).toHaveAttribute('href', routes.recording.href(page2.items[0]!.uid));
  });

  it('says so when an event has no entries', async () => {
    const event = await eventOf(seed.events.empty);
    await renderApp(routes.event.href(seed.events.empty));
    expect(await title(event)).toBeInTheDocument();
    expect(await within(region('Bảng xếp hạng')).findByText(/chưa có bản thu nào/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Phân trang' })).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown slug', async () => {
    const { store } = await renderApp(routes.event.href(seed.events.unknown));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy sự kiện' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(store.getState().event.detail).toBeNull();
  });

  it('explains a failure of the event and loads it on "Thử lại"', async () => {
    const event = await eventOf(seed.events.ended);
    const message = failOnce('/events/detail/:slug');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.event.href(seed.events.ended));
    const alert = await screen.findByRole('alert', {}, PAGE_TIMEOUT);
    expect(alert).toHaveTextContent('Không tải được sự kiện');
    expect(alert).toHaveTextContent(message);
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await title(event)).toBeInTheDocument();
    expect(store.getState().event.detail).toEqual(event);
  });

  it('keeps the event on screen when its songs fail, and retries them alone', async () => {
    const event = await eventOf(seed.events.ended);
    const songs = await songsOf(event.id);
    failOnce('/events/songs/:eventId');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.event.href(seed.events.ended));
    expect(await title(event)).toBeInTheDocument();
    const section = region('Bài hát của sự kiện');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được danh sách bài hát');
    expect(store.getState().event.songs).toBeNull();
    // The rest of the page stays.
    expect(region('Thể lệ')).toBeInTheDocument();
    expect(await within(region('Bảng xếp hạng')).findAllByRole('listitem')).not.toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await within(section).findAllByRole('listitem')).toHaveLength(songs.length);
    expect(store.getState().event.songs).toEqual(songs);
  });

  it('keeps the event on screen when its ranking fails, and retries it alone', async () => {
    const event = await eventOf(seed.events.ended);
    const entries = await entriesOf(event.id, 1);
    failOnce('/events/recordings/:eventId');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.event.href(seed.events.ended));
    expect(await title(event)).toBeInTheDocument();
    const section = region('Bảng xếp hạng');
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được bảng xếp hạng');
    expect(store.getState().event.recordings).toBeNull();
    expect(await within(region('Bài hát của sự kiện')).findAllByRole('listitem')).not.toHaveLength(0);

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await entryRows(section)).toHaveLength(entries.items.length);
    expect(store.getState().event.recordings).toEqual(entries);
  });

  it('writes its songs’ and entries’ pictures with their box but no address: the first paint requests none', async () => {
    const event = await eventOf(seed.events.running);
    const songs = (await songsOf(event.id)).filter((song) => song.thumbnail_url);
    const entries = (await entriesOf(event.id, 1)).items;
    const page = await htmlOf(routes.event.href(event.slug));
    // Each with a <noscript> copy that has it, the picture without JavaScript.
    const later = (url: string | null, size: number) => ({ src: null, width: String(size), height: String(size), alt: '', noscript: url });
    expect(songs.length).toBeGreaterThan(0);
    expect(laterPictures(page, 'img.event-song__thumb')).toEqual(songs.map((song) => later(song.thumbnail_url, 56)));
    const covers = entries.filter((entry) => entry.cover_url).map((entry) => later(entry.cover_url, 64));
    const avatars = entries.filter((entry) => entry.owner.avatar_url).map((entry) => later(entry.owner.avatar_url, 20));
    expect(covers.length + avatars.length).toBeGreaterThan(0);
    expect(laterPictures(page, 'img.event-entry__cover')).toEqual(covers);
    expect(laterPictures(page, '.event-entry__owner img')).toEqual(avatars);
  });
});
