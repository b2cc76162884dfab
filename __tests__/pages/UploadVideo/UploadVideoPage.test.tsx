import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { paths } from '../../../src/lib/paths';
import { captureVideoFrame } from '../../../src/features/songs/captureFrame';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { PAGE_TIMEOUT, renderApp, signedInAs, watchRequests } from '../../support';

// jsdom decodes no video and draws no canvas: the frame capture answers like a browser that can.
jest.mock('../../../src/features/songs/captureFrame', () => ({
  ...jest.requireActual('../../../src/features/songs/captureFrame'),
  captureVideoFrame: jest.fn(),
}));
const capture = jest.mocked(captureVideoFrame);

// In a browser, File and FormData belong together. jest-fixed-jsdom gives Node's FormData and Blob but
// leaves jsdom's File, which Node's FormData refuses: files here are Node's, as the page's own are.
const JsdomFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = JsdomFile;
});

const fileOf = (name: string, type: string, size = 4096, sizeOverride?: number): File => {
  const file = new NodeFile([new Uint8Array(size)], name, { type }) as unknown as File;
  if (sizeOverride !== undefined) Object.defineProperty(file, 'size', { value: sizeOverride });
  return file;
};

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
  capture.mockReset();
  capture.mockResolvedValue(new Blob([new Uint8Array(1500)], { type: 'image/jpeg' }));
});
afterEach(() => requests.stop());

const uploads = () => requests.seen.filter((r) => r.path === '/v1/songs/uploadVideoSong');

const open = async () => {
  const view = renderApp(paths.uploadVideo.href(), signedInAs());
  await screen.findByRole('heading', { level: 1, name: 'Tải bài hát lên' }, PAGE_TIMEOUT);
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
};

type User = ReturnType<typeof userEvent.setup>;

const fillIn = async (user: User, { video = fileOf('hat-cung-nhau.webm', 'video/webm') } = {}) => {
  await user.upload(screen.getByLabelText('Tệp video'), video);
  await user.type(screen.getByLabelText('Tên bài hát'), ' Diễm xưa ');
  await user.type(screen.getByLabelText('Ca sĩ'), 'Trịnh Công Sơn');
};

describe('uploading a song as a video file', () => {
  it('links to the YouTube way', async () => {
    await open();
    const ways = screen.getByRole('navigation', { name: 'Cách thêm bài hát' });
    expect(within(ways).getByRole('link', { name: 'Tải video lên' })).toHaveAttribute('aria-current', 'page');
    expect(within(ways).getByRole('link', { name: 'Từ YouTube' })).toHaveAttribute('href', paths.uploadYoutube.href());
  });

  it('refuses a file of the wrong type or over 500 MB as soon as it is chosen', async () => {
    const { user } = await open();
    const input = screen.getByLabelText('Tệp video');
    await user.upload(input, fileOf('phim.avi', 'video/x-msvideo'));
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(/Chỉ nhận video MP4, MOV hoặc WebM\./);
    expect(capture).not.toHaveBeenCalled();

    await user.upload(input, fileOf('dai-qua.mp4', 'video/mp4', 64, 600 * 1024 * 1024));
    expect(input).toHaveAccessibleDescription(/Video tối đa 500 MB, tệp này nặng 600 MB\./);

    await user.upload(input, fileOf('vua-du.mp4', 'video/mp4'));
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(uploads()).toHaveLength(0);
  });

  it('shows every problem next to its field on submit, focuses the first, and sends nothing', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Tên bài hát'), 'x'.repeat(101));
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));

    await waitFor(() => expect(screen.getByLabelText('Tệp video')).toHaveFocus());
    expect(screen.getByLabelText('Tệp video')).toHaveAccessibleDescription(/Hãy chọn tệp video của bài hát\./);
    // No video, no frame to offer yet: the picture is not asked for on top of the video.
    expect(screen.getByLabelText(/^Ảnh bìa/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Tên bài hát')).toHaveAccessibleDescription('Tên bài hát tối đa 100 ký tự (đang có 101).');
    expect(screen.getByLabelText('Ca sĩ')).toHaveAccessibleDescription('Hãy nhập tên ca sĩ.');
    expect(uploads()).toHaveLength(0);
  });

  it('takes a frame of the video as the thumbnail when none is chosen, and uploads all four parts', async () => {
    const { user, store } = await open();
    await fillIn(user);
    expect(await screen.findByText('Đang dùng khung hình lấy từ video.')).toBeInTheDocument();
    expect(capture).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    expect(await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' }, PAGE_TIMEOUT)).toHaveFocus();
    expect(screen.getByText('Diễm xưa')).toBeInTheDocument();
    expect(screen.getByText('Đang xử lý')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', paths.home.href());
    expect(store.getState().flags.uploadVideoSong).toBe(true);

    expect(uploads()).toHaveLength(1);
    const form = await uploads()[0]!.copy.formData();
    expect(form.get('name')).toBe('Diễm xưa');
    expect(form.get('artist')).toBe('Trịnh Công Sơn');
    expect(form.get('video')).toMatchObject({ name: 'hat-cung-nhau.webm', type: 'video/webm', size: 4096 });
    expect(form.get('thumbnail')).toMatchObject({ name: 'hat-cung-nhau-anh-bia.jpg', type: 'image/jpeg', size: 1500 });
    expect(db.songs.at(-1)?.song).toMatchObject({ name: 'Diễm xưa', source: 'video', status: 'processing' });

    await user.click(screen.getByRole('button', { name: 'Tải bài khác lên' }));
    expect(screen.getByLabelText('Tên bài hát')).toHaveValue('');
  });

  it('sends the picture the person chose instead of the frame', async () => {
    const { user } = await open();
    await user.upload(screen.getByLabelText(/^Ảnh bìa/), fileOf('bia.png', 'image/png', 2000));
    await fillIn(user);
    expect(capture).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' }, PAGE_TIMEOUT);
    const form = await uploads()[0]!.copy.formData();
    expect(form.get('thumbnail')).toMatchObject({ name: 'bia.png', type: 'image/png', size: 2000 });
  });

  it('asks for a picture when no frame can be taken from the video', async () => {
    capture.mockResolvedValue(null);
    const { user } = await open();
    await fillIn(user);
    await screen.findByText('Không lấy được khung hình từ video này. Hãy chọn một ảnh bìa.');
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    const picture = screen.getByLabelText(/^Ảnh bìa/);
    await waitFor(() => expect(picture).toHaveFocus());
    expect(picture).toHaveAccessibleDescription(/Không lấy được khung hình từ video này/);
    expect(uploads()).toHaveLength(0);
  });

  it('keeps the files and words after a failure, and retries with the same key', async () => {
    server.use(
      http.post('*/v1/songs/uploadVideoSong', () => HttpResponse.json({ message: 'Máy chủ bận.', code: 'INTERNAL' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user, store } = await open();
    await fillIn(user);
    await screen.findByText('Đang dùng khung hình lấy từ video.');
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Chưa tải lên được. Máy chủ bận.');
    expect(store.getState().flags.uploadVideoSong).toBe(false);
    expect(screen.getByText('hat-cung-nhau.webm')).toBeInTheDocument();
    expect(screen.getByLabelText('Tên bài hát')).toHaveValue(' Diễm xưa ');
    expect(screen.getByLabelText('Ca sĩ')).toHaveValue('Trịnh Công Sơn');

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' }, PAGE_TIMEOUT);
    expect(store.getState().flags.uploadVideoSong).toBe(true);
    const [first, second] = uploads();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    expect(capture).toHaveBeenCalledTimes(1);
  });

  it('shows progress and cancels: the request is aborted and the form keeps everything', async () => {
    const abort = jest.spyOn(XMLHttpRequest.prototype, 'abort');
    let arrived!: () => void;
    const arrival = new Promise<void>((resolve) => {
      arrived = resolve;
    });
    server.use(
      http.post(
        '*/v1/songs/uploadVideoSong',
        async () => {
          arrived();
          await new Promise((resolve) => setTimeout(resolve, 3000));
          return HttpResponse.json({ message: 'late', code: 'INTERNAL' }, { status: 500 });
        },
        { once: true },
      ),
    );
    const { user, store } = await open();
    await fillIn(user);
    await screen.findByText('Đang dùng khung hình lấy từ video.');
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));

    expect(await screen.findByRole('progressbar', { name: /Đang tải lên|đang chờ máy chủ/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Tên bài hát')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tải lên' })).not.toBeInTheDocument();
    await act(() => arrival);

    await user.click(screen.getByRole('button', { name: 'Huỷ tải lên' }));
    expect(abort).toHaveBeenCalled();
    expect((await screen.findByText(/Đã huỷ tải lên/)).closest('[role="status"]')).toHaveFocus();
    // The upload's own bar is gone (the page's top loading bar may still be fading out).
    expect(screen.queryByRole('progressbar', { name: /Đang tải lên|đang chờ máy chủ/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Tên bài hát')).toHaveValue(' Diễm xưa ');
    expect(screen.getByText('hat-cung-nhau.webm')).toBeInTheDocument();
    expect(store.getState().flags.uploadVideoSong).toBe(false);
    expect(uploads()).toHaveLength(1);

    // Sending again is the same confirmation: the same key.
    await user.click(screen.getByRole('button', { name: 'Tải lên lại' }));
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' }, PAGE_TIMEOUT);
    const [first, second] = uploads();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
    abort.mockRestore();
  });
});
