import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { routes } from '../../../src/lib/routes';
import { captureVideoFrame } from '../../../src/features/songs/captureFrame';
import { probeVideo, type VideoProbe } from '../../../src/features/songs/probeVideo';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { actAsync, PAGE_TIMEOUT, renderApp, signedInAs, watchRequests } from '../../support';
import { FakeXhr, installFakeXhr } from '../../support/fakeXhr';

// Whole journeys through the page: slower than the default 5 s allows when the machine is busy.
jest.setTimeout(15_000);

// jsdom decodes no video and draws no canvas: the frame capture answers like a browser that can.
jest.mock('../../../src/features/songs/captureFrame', () => ({
  ...jest.requireActual<object>('../../../src/features/songs/captureFrame'),
  captureVideoFrame: jest.fn(),
}));
const capture = jest.mocked(captureVideoFrame);
// Nor does it load a video's metadata: the probe answers as a browser would for the file at hand. The
// file's first bytes are read for real (the content check under test).
jest.mock('../../../src/features/songs/probeVideo', () => ({
  ...jest.requireActual<object>('../../../src/features/songs/probeVideo'),
  probeVideo: jest.fn(),
}));
const probe = jest.mocked(probeVideo);

// In a browser, File and FormData belong together. jest-fixed-jsdom gives Node's FormData and Blob but
// leaves jsdom's File, which Node's FormData refuses: files here are Node's, as the page's own are.
const JsdomFile = globalThis.File;
beforeAll(() => {
  globalThis.File = NodeFile as unknown as typeof File;
});
afterAll(() => {
  globalThis.File = JsdomFile;
});

const fileOf = (name: string, type: string, size = 4096, sizeOverride?: number, head: ArrayLike<number> = []): File => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  const file = new NodeFile([bytes], name, { type }) as unknown as File;
  if (sizeOverride !== undefined) Object.defineProperty(file, 'size', { value: sizeOverride });
  return file;
};
/** The start of a real WebM file (EBML header, DocType "webm"). */
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81];
/** A video file as far as its name, type and first bytes go. */
const videoOf = (name: string, type = 'video/webm', size = 4096) => fileOf(name, type, size, undefined, WEBM_HEAD);

let requests: ReturnType<typeof watchRequests>;
beforeEach(() => {
  requests = watchRequests();
  capture.mockReset();
  capture.mockResolvedValue(new Blob([new Uint8Array(1500)], { type: 'image/jpeg' }));
  probe.mockReset();
  probe.mockResolvedValue({ state: 'loaded', duration: 245 });
});
afterEach(() => requests.stop());

const uploads = () => requests.seen.filter((r) => r.path === '/v1/songs/uploadVideoSong');

const open = async () => {
  const view = await renderApp(routes.uploadVideo.href(), signedInAs());
  await screen.findByRole('heading', { level: 1, name: 'Tải bài hát lên' }, PAGE_TIMEOUT);
  return { ...view, user: userEvent.setup({ applyAccept: false }) };
};

type User = ReturnType<typeof userEvent.setup>;

const fillIn = async (user: User, { video = videoOf('hat-cung-nhau.webm') } = {}) => {
  await user.upload(screen.getByLabelText('Tệp video'), video);
  await user.type(screen.getByLabelText('Tên bài hát'), ' Diễm xưa ');
  await user.type(screen.getByLabelText('Ca sĩ'), 'Trịnh Công Sơn');
};

describe('uploading a song as a video file', () => {
  it('links to the YouTube way', async () => {
    await open();
    const ways = screen.getByRole('navigation', { name: 'Cách thêm bài hát' });
    expect(within(ways).getByRole('link', { name: 'Tải video lên' })).toHaveAttribute('aria-current', 'page');
    expect(within(ways).getByRole('link', { name: 'Từ YouTube' })).toHaveAttribute('href', routes.uploadYoutube.href());
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

    await user.upload(input, videoOf('vua-du.mp4', 'video/mp4'));
    expect(input).not.toHaveAttribute('aria-invalid');
    await waitFor(() => expect(capture).toHaveBeenCalledTimes(1));
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
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', routes.home.href());
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

    expect(await screen.findByRole('progressbar', { name: /Đang tải lên|Máy chủ đang lưu video/ })).toBeInTheDocument();
    expect(screen.getByLabelText('Tên bài hát')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Tải lên' })).not.toBeInTheDocument();
    await act(() => arrival);

    await user.click(screen.getByRole('button', { name: 'Huỷ tải lên' }));
    expect(abort).toHaveBeenCalled();
    expect((await screen.findByText(/Đã huỷ tải lên/)).closest('[role="status"]')).toHaveFocus();
    // The upload's own bar is gone (the page's top loading bar may still be fading out).
    expect(screen.queryByRole('progressbar', { name: /Đang tải lên|Máy chủ đang lưu video/ })).not.toBeInTheDocument();
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
  it('refuses a text file renamed .mp4 by its content: nothing sent, no cover step, nothing typed lost', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Tên bài hát'), 'Diễm xưa');
    await user.type(screen.getByLabelText('Ca sĩ'), 'Trịnh Công Sơn');
    const lyrics = new TextEncoder().encode('Lời bài hát: Diễm xưa\nMưa vẫn mưa bay trên tầng tháp cổ');
    const input = screen.getByLabelText('Tệp video');
    await user.upload(input, fileOf('loi-bai-hat.mp4', 'video/mp4', 4096, undefined, lyrics));

    await waitFor(() => expect(input).toHaveAttribute('aria-invalid', 'true'));
    expect(input).toHaveAccessibleDescription(/Tệp này không phải là video, dù tên có đuôi \.mp4\. Hãy chọn đúng tệp video MP4, MOV hoặc WebM\./);
    expect(probe).not.toHaveBeenCalled();
    expect(capture).not.toHaveBeenCalled();
    expect(screen.queryByText(/Đang lấy một khung hình/)).not.toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ảnh bìa sẽ dùng cho bài hát' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(/không phải là video/);
    // The cover is not asked for a video that cannot be used.
    expect(screen.getByLabelText(/^Ảnh bìa/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Tên bài hát')).toHaveValue('Diễm xưa');
    expect(screen.getByLabelText('Ca sĩ')).toHaveValue('Trịnh Công Sơn');
    expect(uploads()).toHaveLength(0);
  });

  it('refuses a video the browser cannot read, one it cannot read in time, and one too long', async () => {
    const { user } = await open();
    const input = screen.getByLabelText('Tệp video');
    const refusals: [VideoProbe, RegExp][] = [
      [{ state: 'error' }, /Không đọc được video này: tệp có thể bị hỏng, hoặc trình duyệt không giải mã được\./],
      [{ state: 'timeout' }, /Đọc video này quá lâu nên chưa kiểm tra được\./],
      [{ state: 'loaded', duration: 47 * 60 + 30 }, /Video dài tối đa 30 phút, video này dài 47 phút 30 giây\./],
    ];
    for (const [answer, message] of refusals) {
      probe.mockResolvedValueOnce(answer);
      await user.upload(input, videoOf('lien-khuc.webm'));
      await waitFor(() => expect(input).toHaveAccessibleDescription(message));
      expect(input).toHaveAttribute('aria-invalid', 'true');
    }
    expect(capture).not.toHaveBeenCalled();

    // A readable video of the right length puts things right.
    await user.upload(input, videoOf('diem-xua.webm'));
    await screen.findByText('Đang dùng khung hình lấy từ video.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(capture).toHaveBeenCalledTimes(1);
    expect(uploads()).toHaveLength(0);
  });

  it('says the video is being checked, and asks to wait when sent meanwhile', async () => {
    let answer!: (probe: VideoProbe) => void;
    probe.mockReturnValueOnce(
      new Promise((resolve) => {
        answer = resolve;
      }),
    );
    const { user } = await open();
    await fillIn(user);
    expect(await screen.findByText('Đang kiểm tra video…')).toHaveAttribute('role', 'status');
    expect(capture).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    const input = screen.getByLabelText('Tệp video');
    await waitFor(() => expect(input).toHaveFocus());
    expect(input).toHaveAccessibleDescription(/Đang kiểm tra video, chờ vài giây rồi bấm “Tải lên” lại\./);
    expect(uploads()).toHaveLength(0);

    await actAsync(() => answer({ state: 'loaded', duration: 245 }));
    await screen.findByText('Đang dùng khung hình lấy từ video.');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Đang kiểm tra video…')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tải lên' }));
    await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' }, PAGE_TIMEOUT);
    expect(uploads()).toHaveLength(1);
  });

  it('once the last byte is sent, says the server is saving the video and how long the page waits', async () => {
    const { user } = await open();
    await fillIn(user);
    await screen.findByText('Đang dùng khung hình lấy từ video.');
    // From here the network is played by hand: MSW answers at once and shows no end of body in jsdom.
    const restoreXhr = installFakeXhr();
    try {
      await user.click(screen.getByRole('button', { name: 'Tải lên' }));
      const xhr = FakeXhr.all.at(-1)!;
      expect(xhr.url).toMatch(/\/v1\/songs\/uploadVideoSong$/);

      act(() => xhr.progress(40));
      expect(await screen.findByRole('progressbar', { name: 'Đang tải lên…' })).toHaveValue(40);
      act(() => xhr.progress(100));
      const bar = await screen.findByRole('progressbar', { name: 'Đã gửi xong. Máy chủ đang lưu video…' });
      expect(bar).toHaveValue(100);
      // 4 KB of video and 1,5 KB of picture: two minutes and a second, said in whole minutes.
      expect(screen.getByText(/trang sẽ chờ máy chủ khoảng 2 phút\./)).toBeInTheDocument();
      expect(screen.getByText('Đã gửi xong, máy chủ đang lưu video.')).toBeInTheDocument();

      act(() =>
        xhr.answer(200, {
          data: { id: 99, name: 'Diễm xưa', artist: 'Trịnh Công Sơn', duration_s: 0, source: 'video', status: 'processing', thumbnail_url: null },
        }),
      );
      await screen.findByRole('heading', { name: 'Đã nhận bài hát của bạn' }, PAGE_TIMEOUT);
    } finally {
      restoreXhr();
    }
  });
});
