import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../src/lib/routes';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { PAGE_TIMEOUT, renderApp, signedInAs, watchRequests } from '../../support';

const ID = 'dQw4w9WgXcQ';
let requests: ReturnType<typeof watchRequests>;
// Whole journeys through the page: slower than the default 5 s allows when the machine is busy.
jest.setTimeout(15_000);

beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => requests.stop());

const uploads = () => requests.seen.filter((r) => r.path === '/v1/songs/uploadYoutubeSong');

const open = async () => {
  const view = await renderApp(routes.uploadYoutube.href(), signedInAs());
  await screen.findByRole('heading', { level: 1, name: 'Tải bài hát lên' }, PAGE_TIMEOUT);
  return { ...view, user: userEvent.setup() };
};

describe('adding a song from YouTube', () => {
  it('links to the video upload as the other way', async () => {
    await open();
    const ways = screen.getByRole('navigation', { name: 'Cách thêm bài hát' });
    expect(within(ways).getByRole('link', { name: 'Từ YouTube' })).toHaveAttribute('aria-current', 'page');
    expect(within(ways).getByRole('link', { name: 'Tải video lên' })).toHaveAttribute('href', routes.uploadVideo.href());
  });

  it('shows every problem next to its field, focuses the first, and sends nothing', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Đường dẫn YouTube'), `https://youtube.com.evil.example/watch?v=${ID}`);
    await user.type(screen.getByLabelText('Ca sĩ'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Thêm bài hát' }));

    const link = screen.getByLabelText('Đường dẫn YouTube');
    expect(link).toHaveAttribute('aria-invalid', 'true');
    expect(link).toHaveAccessibleDescription(/Chỉ nhận đường dẫn của YouTube/);
    await waitFor(() => expect(link).toHaveFocus());
    expect(screen.getByLabelText('Tên bài hát')).toHaveAccessibleDescription('Hãy nhập tên bài hát.');
    expect(screen.getByLabelText('Ca sĩ')).toHaveAccessibleDescription('Tên ca sĩ tối đa 100 ký tự (đang có 101).');
    expect(uploads()).toHaveLength(0);
    expect(screen.queryByRole('img', { name: /xem trước/ })).not.toBeInTheDocument();
  });

  it('checks a link when the person moves on to the next field, and clears the message once fixed', async () => {
    const { user } = await open();
    const link = screen.getByLabelText('Đường dẫn YouTube');
    await user.type(link, `https://youtu.be/${ID.slice(0, 10)}`);
    expect(link).not.toHaveAttribute('aria-invalid');
    await user.tab();
    expect(screen.getByLabelText('Tên bài hát')).toHaveFocus();
    expect(link).toHaveAccessibleDescription(/mã video YouTube gồm đúng 11 ký tự/);
    await user.type(link, ID.slice(10));
    expect(link).not.toHaveAttribute('aria-invalid');
  });

  it('turns a pasted short link into the video id, previews it and sends it', async () => {
    const { user, store } = await open();
    await user.type(screen.getByLabelText('Đường dẫn YouTube'), `youtu.be/${ID}?si=abc&t=30`);
    const preview = screen.getByRole('img', { name: 'Ảnh xem trước của video YouTube' });
    expect(preview).toHaveAttribute('src', `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`);
    expect(preview).toHaveAttribute('width', '480');
    expect(screen.getByText(ID)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Tên bài hát'), '  Nối vòng tay lớn ');
    await user.type(screen.getByLabelText('Ca sĩ'), 'Trịnh Công Sơn');
    await user.click(screen.getByRole('button', { name: 'Thêm bài hát' }));

    expect(await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' })).toHaveFocus();
    expect(screen.getByText('Nối vòng tay lớn')).toBeInTheDocument();
    expect(screen.getByText('Đang xử lý')).toBeInTheDocument();
    expect(store.getState().flags.uploadYoutubeSong).toBe(true);

    expect(uploads()).toHaveLength(1);
    expect(await uploads()[0]!.copy.json()).toEqual({
      youtube_url: `https://www.youtube.com/watch?v=${ID}`,
      video_id: ID,
      name: 'Nối vòng tay lớn',
      artist: 'Trịnh Công Sơn',
    });
    expect(db.songs.at(-1)?.song).toMatchObject({ name: 'Nối vòng tay lớn', source: 'youtube', status: 'processing' });

    await user.click(screen.getByRole('button', { name: 'Thêm bài khác' }));
    expect(screen.getByLabelText('Đường dẫn YouTube')).toHaveValue('');
  });

  it('shows a placeholder when the thumbnail cannot be loaded', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Đường dẫn YouTube'), `https://www.youtube.com/shorts/${ID}`);
    const preview = screen.getByRole('img', { name: 'Ảnh xem trước của video YouTube' });
    fireEvent.error(preview);
    expect(await screen.findByText(/Chưa xem trước được ảnh của video/)).toBeInTheDocument();
  });

  it('keeps everything after a failure and retries with the same key', async () => {
    server.use(
      http.post('*/v1/songs/uploadYoutubeSong', () => HttpResponse.json({ message: 'Máy chủ bận.', code: 'INTERNAL' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user, store } = await open();
    await user.type(screen.getByLabelText('Đường dẫn YouTube'), `https://m.youtube.com/watch?v=${ID}&list=RD${ID}`);
    await user.type(screen.getByLabelText('Tên bài hát'), 'Diễm xưa');
    await user.type(screen.getByLabelText('Ca sĩ'), 'Khánh Ly');
    await user.click(screen.getByRole('button', { name: 'Thêm bài hát' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Chưa thêm được bài hát. Máy chủ bận.');
    expect(store.getState().flags.uploadYoutubeSong).toBe(false);
    expect(screen.getByLabelText('Đường dẫn YouTube')).toHaveValue(`https://m.youtube.com/watch?v=${ID}&list=RD${ID}`);
    expect(screen.getByLabelText('Tên bài hát')).toHaveValue('Diễm xưa');
    expect(screen.getByLabelText('Ca sĩ')).toHaveValue('Khánh Ly');

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' });
    expect(store.getState().flags.uploadYoutubeSong).toBe(true);
    const [first, second] = uploads();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('makes a new key when what is sent changes after a failure', async () => {
    server.use(
      http.post('*/v1/songs/uploadYoutubeSong', () => HttpResponse.json({ message: 'Chậm lại.', code: 'RATE_LIMITED' }, { status: 429 }), {
        once: true,
      }),
    );
    const { user } = await open();
    await user.type(screen.getByLabelText('Đường dẫn YouTube'), `https://youtu.be/${ID}`);
    await user.type(screen.getByLabelText('Tên bài hát'), 'Diễm xưa');
    await user.type(screen.getByLabelText('Ca sĩ'), 'Khánh Ly');
    await user.click(screen.getByRole('button', { name: 'Thêm bài hát' }));
    await screen.findByRole('alert');
    await user.type(screen.getByLabelText('Ca sĩ'), ' và Trịnh Công Sơn');
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' });
    const [first, second] = uploads();
    expect(second?.idempotencyKey).not.toBe(first?.idempotencyKey);
  });

  it('cannot be sent twice while sending', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.post('*/v1/songs/uploadYoutubeSong', async () => {
        await held;
        return HttpResponse.json({
          data: { id: 1, name: 'a', artist: 'b', thumbnail_url: null, duration_s: 0, source: 'youtube', status: 'processing' },
        });
      }),
    );
    const { user } = await open();
    await user.type(screen.getByLabelText('Đường dẫn YouTube'), `https://youtu.be/${ID}`);
    await user.type(screen.getByLabelText('Tên bài hát'), 'Diễm xưa');
    await user.type(screen.getByLabelText('Ca sĩ'), 'Khánh Ly');
    const button = screen.getByRole('button', { name: 'Thêm bài hát' });
    await user.dblClick(button);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('button', { name: 'Đang gửi…' })).toBeDisabled();
    release();
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' });
    expect(uploads()).toHaveLength(1);
  });

  it('sends a signed-out visitor to sign in first', async () => {
    const { router } = await renderApp(routes.uploadYoutube.href());
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.login.path));
  });
});
