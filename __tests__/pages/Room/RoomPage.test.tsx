import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Room } from '../../../src/api/contract';
import { APP_SCHEME, BRAND } from '../../../src/lib/config';
import { formatCount } from '../../../src/lib/format';
import { routes } from '../../../src/lib/routes';
import { cardPath, roomCard } from '../../../src/lib/shareCard';
import { absoluteUrl } from '../../../src/lib/siteMeta';
import { seed } from '../../../src/mocks/db';
import { roomTitle } from '../../../src/pages/Room/RoomPage';
import { failOnce, holdGets, meta, PAGE_TIMEOUT, payloadOf, renderApp } from '../../support';
import { FakeEventSource } from '../../support/fakeEventSource';
import { laterPictures, serverHtml } from '../../support/shareHtml';

jest.setTimeout(15_000);

const htmlOf = serverHtml();

const roomOf = (uid: string) => payloadOf<Room>(`/rooms/detail/${uid}?is_uid=1`);
const stats = () => document.querySelector('.share-stats') as HTMLElement;

describe('the room page', () => {
  it('shows a skeleton while the room loads', async () => {
    const room = await roomOf(seed.rooms.live);
    const { release } = holdGets('/rooms/detail/:id');
    const { store } = await renderApp(routes.room.href(seed.rooms.live));
    expect(await screen.findByText('Đang tải phòng hát…', {}, PAGE_TIMEOUT)).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(store.getState().room.detail).toBeNull();
    release();
    expect(await screen.findByRole('heading', { level: 1, name: room.name })).toBeInTheDocument();
  });

  it('shows a live room: cover, host, live badge, the song being sung, counts, top members', async () => {
    const room = await roomOf(seed.rooms.live);
    const { store } = await renderApp(routes.room.href(seed.rooms.live));
    expect(await screen.findByRole('heading', { level: 1, name: room.name }, PAGE_TIMEOUT)).toBeInTheDocument();

    expect(screen.getByText('Đang phát trực tiếp')).toBeInTheDocument();
    expect(document.querySelector('.room-cover img')).toHaveAttribute('src', room.cover_url);
    expect(screen.getByText('Chủ phòng')).toBeInTheDocument();
    expect(screen.getAllByText(room.owner.name).length).toBeGreaterThan(0);

    const now = screen.getByRole('region', { name: 'Đang hát' });
    expect(now).toHaveTextContent(room.current_song!.name);
    expect(now).toHaveTextContent(room.current_song!.artist);

    expect(within(stats()).getByText(formatCount(room.online_count))).toBeInTheDocument();
    expect(within(stats()).getByText(formatCount(room.members_count))).toBeInTheDocument();

    // The description keeps its line breaks.
    const about = screen.getByRole('region', { name: 'Giới thiệu' });
    expect(within(about).getByText((_, el) => el?.textContent === room.description)).toHaveClass('pre-line');

    const members = within(screen.getByRole('region', { name: 'Thành viên nổi bật' })).getAllByRole('listitem');
    expect(members.map((li) => li.querySelector('.room-member__name')?.textContent)).toEqual(room.top_members.map((m) => m.name));

    expect(screen.getByRole('link', { name: 'Vào phòng trong ứng dụng' })).toHaveAttribute('href', `${APP_SCHEME}room/${room.uid}`);
    expect(screen.getByRole('button', { name: 'Chia sẻ' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Báo cáo/ })).toHaveAttribute('href', routes.reportViolation.href({ type: 'room', id: room.uid }));

    // Its name says it is a room ("Phòng trà…"): the title does not say "Phòng hát Phòng…".
    await waitFor(() => expect(document.title).toBe(`${room.name} | ${BRAND}`));
    expect(room.name).toMatch(/^Phòng /);
    expect(meta('meta[property="og:image"]')).toBe(absoluteUrl(cardPath(roomCard(room))));
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(meta('meta[property="al:ios:url"]')).toBe(`${APP_SCHEME}room/${room.uid}`);
    expect(store.getState().room.detail).toEqual(room);
  });

  it('shows an offline room as offline, with no song playing', async () => {
    const room = await roomOf(seed.rooms.offline);
    await renderApp(routes.room.href(seed.rooms.offline));
    expect(await screen.findByRole('heading', { level: 1, name: room.name }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Ngoại tuyến')).toBeInTheDocument();
    expect(screen.queryByText('Đang phát trực tiếp')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Đang hát' })).not.toBeInTheDocument();
    expect(within(stats()).getByText(formatCount(room.members_count))).toBeInTheDocument();
    // No cover: the page draws its own art instead of a broken image.
    expect(document.querySelector('.room-cover img')).toBeNull();
    expect(document.querySelector('.room-cover svg')).toBeInTheDocument();
  });

  it('shows a not-found state for a room that does not exist', async () => {
    const { store } = await renderApp(routes.room.href(seed.rooms.unknown));
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy phòng hát' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(store.getState().room.detail).toBeNull();
  });

  it('explains a failure and loads the room on "Thử lại"', async () => {
    const room = await roomOf(seed.rooms.live);
    const message = failOnce('/rooms/detail/:id');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.room.href(seed.rooms.live));
    const alert = await screen.findByRole('alert', {}, PAGE_TIMEOUT);
    expect(alert).toHaveTextContent('Không tải được phòng hát');
    expect(alert).toHaveTextContent(message);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(store.getState().room.detail).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { level: 1, name: room.name })).toBeInTheDocument();
    expect(store.getState().room.detail).toEqual(room);
  });

  it('writes its cover with its address, its host’s and members’ pictures with their box but none: the first paint requests the cover alone', async () => {
    const room = await roomOf(seed.rooms.live);
    const page = await htmlOf(routes.room.href(room.uid));
    expect(page.querySelector('.room-cover img')).toHaveAttribute('src', room.cover_url);
    // Each with a <noscript> copy that has it, the picture without JavaScript.
    const later = (url: string | null, size: number) => ({ src: null, width: String(size), height: String(size), alt: '', noscript: url });
    const members = room.top_members.filter((member) => member.avatar_url);
    expect(members.length).toBeGreaterThan(0);
    expect(laterPictures(page, '.room-hero__text img')).toEqual(room.owner.avatar_url ? [later(room.owner.avatar_url, 40)] : []);
    expect(laterPictures(page, '.room-members img')).toEqual(members.map((member) => later(member.avatar_url, 56)));
  });
});

describe('the room page following its room', () => {
  beforeEach(() => FakeEventSource.install());
  afterEach(() => FakeEventSource.uninstall());

  const streamOf = async (uid: string) => {
    await waitFor(() => expect(FakeEventSource.open.map((source) => source.url)).toEqual([`/live/rooms/${uid}`]));
    return FakeEventSource.open[0]!;
  };

  it('shows each state the stream sends: a new song (announced), the listener count, then the end (announced)', async () => {
    const room = await roomOf(seed.rooms.live);
    const { store } = await renderApp(routes.room.href(room.uid));
    expect(await screen.findByRole('heading', { level: 1, name: room.name }, PAGE_TIMEOUT)).toBeInTheDocument();
    const stream = await streamOf(room.uid);

    const singing = { ...room, online_count: 4321, current_song: { name: 'Diễm xưa', artist: 'Khánh Ly' } };
    stream.message({ data: singing });
    expect(await screen.findByText('Diễm xưa')).toBeInTheDocument();
    expect(within(stats()).getByText(formatCount(4321))).toBeInTheDocument();
    // The announcement is the render after (an effect compares the song with the one before).
    expect(await screen.findByText('Đang hát: Diễm xưa – Khánh Ly')).toHaveAttribute('role', 'status');
    expect(store.getState().room.detail).toEqual(singing);

    stream.message({ data: { ...singing, is_live: false, online_count: 0, current_song: null } });
    expect(await screen.findByRole('heading', { name: 'Buổi phát trực tiếp đã kết thúc' })).toBeInTheDocument();
    expect(screen.getByText('Đã kết thúc')).toBeInTheDocument();
    expect(screen.queryByText('Đang phát trực tiếp')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Đang hát' })).not.toBeInTheDocument();
    expect(within(stats()).queryByText('Đang trực tuyến')).not.toBeInTheDocument();
    expect(await screen.findByText('Buổi phát trực tiếp đã kết thúc.')).toHaveAttribute('role', 'status');
    expect(screen.getByText(new RegExp(`Xem trang cá nhân và các bản thu của ${room.owner.name}`))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mở trong ứng dụng' })).toBeInTheDocument();
  });

  it('says a room the API no longer knows is closed, and stops following it', async () => {
    const room = await roomOf(seed.rooms.live);
    await renderApp(routes.room.href(room.uid));
    expect(await screen.findByRole('heading', { level: 1, name: room.name }, PAGE_TIMEOUT)).toBeInTheDocument();
    const stream = await streamOf(room.uid);
    stream.message('{"ended":true,"not_found":true}');
    expect(await screen.findByRole('heading', { name: 'Phòng hát đã đóng' })).toBeInTheDocument();
    expect(screen.getByText('Đã đóng')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: room.name })).toBeInTheDocument();
    expect(FakeEventSource.open).toHaveLength(0);
  });

  it('opens no stream for a room that failed to load: the failure stays until "Thử lại"', async () => {
    failOnce('/rooms/detail/:id');
    await renderApp(routes.room.href(seed.rooms.live));
    expect(await screen.findByRole('alert', {}, PAGE_TIMEOUT)).toHaveTextContent('Không tải được phòng hát');
    expect(FakeEventSource.opened).toHaveLength(0);
  });
});

describe('the room title', () => {
  it.each([
    ['Hội Bolero Miền Tây', 'Phòng hát Hội Bolero Miền Tây'],
    ['Phòng trà Đêm Sài Gòn', 'Phòng trà Đêm Sài Gòn'],
    ['  PHÒNG karaoke nhà Bông ', 'PHÒNG karaoke nhà Bông'],
    ['Phòng', 'Phòng'],
    ['Phòngtrà', 'Phòng hát Phòngtrà'],
    ['Pho\u0300ng thu âm', 'Pho\u0300ng thu âm'],
  ])('of %j is %j', (name, title) => {
    expect(roomTitle(name)).toBe(title);
  });
});
