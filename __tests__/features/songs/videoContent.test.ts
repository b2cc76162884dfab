import { File as NodeFile } from 'node:buffer';
import type { VideoProbe } from '../../../src/features/songs/probeVideo';
import { checkVideoContent } from '../../../src/features/songs/videoContent';

// Real files (Node's, whose slice().arrayBuffer() reads their bytes as a browser's does); the one
// thing jsdom cannot do, load a video's metadata, is the probe handed in.
const MP4_HEAD = [0x00, 0x00, 0x00, 0x18, 0x66, 0x74, 0x79, 0x70, 0x69, 0x73, 0x6f, 0x6d, 0x00, 0x00, 0x02, 0x00];
const WEBM_HEAD = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81];

const fileOf = (name: string, type: string, head: ArrayLike<number> | string, size = 4096): File => {
  const start = typeof head === 'string' ? new TextEncoder().encode(head) : Uint8Array.from(head);
  const bytes = new Uint8Array(Math.max(size, start.length));
  bytes.set(start);
  return new NodeFile([bytes], name, { type }) as unknown as File;
};

const probeAnswering = (answer: VideoProbe) => jest.fn<Promise<VideoProbe>, [Blob]>().mockResolvedValue(answer);

describe('checking what a chosen video holds', () => {
  it('passes an MP4 and a WebM whose metadata loads with a length within the limits', async () => {
    const probe = probeAnswering({ state: 'loaded', duration: 245.3 });
    const mp4 = fileOf('diem-xua.mp4', 'video/mp4', MP4_HEAD);
    expect(await checkVideoContent(mp4, { probe })).toBeNull();
    expect(probe).toHaveBeenCalledWith(mp4);
    expect(await checkVideoContent(fileOf('hat.webm', 'video/webm', WEBM_HEAD), { probe })).toBeNull();
  });

  it('passes a video whose length the browser cannot tell (left to the server)', async () => {
    const probe = probeAnswering({ state: 'loaded', duration: null });
    expect(await checkVideoContent(fileOf('ghi-am.webm', 'video/webm', WEBM_HEAD), { probe })).toBeNull();
  });

  it('refuses a text file renamed .mp4 by its bytes, without loading it as a video', async () => {
    const probe = probeAnswering({ state: 'loaded', duration: 200 });
    const renamed = fileOf('loi-bai-hat.mp4', 'video/mp4', 'Lời bài hát: Diễm xưa\nMưa vẫn mưa bay trên tầng tháp cổ');
    expect(await checkVideoContent(renamed, { probe })).toBe(
      'Tệp này không phải là video, dù tên có đuôi .mp4. Hãy chọn đúng tệp video MP4, MOV hoặc WebM.',
    );
    expect(probe).not.toHaveBeenCalled();
  });

  it('refuses a PNG named .mov and a file of zeros', async () => {
    const probe = probeAnswering({ state: 'loaded', duration: 200 });
    const png = fileOf('clip.mov', 'video/quicktime', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(await checkVideoContent(png, { probe })).toMatch(/^Tệp này không phải là video, dù tên có đuôi \.mov\./);
    expect(await checkVideoContent(fileOf('clip.webm', 'video/webm', []), { probe })).toMatch(/không phải là video/);
    expect(probe).not.toHaveBeenCalled();
  });

  it('refuses a video the browser cannot read: a real header over damaged content', async () => {
    const probe = probeAnswering({ state: 'error' });
    expect(await checkVideoContent(fileOf('hong.mp4', 'video/mp4', MP4_HEAD), { probe })).toBe(
      'Không đọc được video này: tệp có thể bị hỏng, hoặc trình duyệt không giải mã được. Hãy chọn video khác.',
    );
  });

  it('says so when reading the video takes too long', async () => {
    const probe = probeAnswering({ state: 'timeout' });
    expect(await checkVideoContent(fileOf('cham.mp4', 'video/mp4', MP4_HEAD), { probe })).toMatch(/^Đọc video này quá lâu/);
  });

  it('refuses a video longer than 30 minutes or shorter than a second', async () => {
    const long = probeAnswering({ state: 'loaded', duration: 45 * 60 });
    expect(await checkVideoContent(fileOf('lien-khuc.mp4', 'video/mp4', MP4_HEAD), { probe: long })).toBe(
      'Video dài tối đa 30 phút, video này dài 45 phút. Hãy chọn video ngắn hơn.',
    );
    const still = probeAnswering({ state: 'loaded', duration: 0 });
    expect(await checkVideoContent(fileOf('anh.mp4', 'video/mp4', MP4_HEAD), { probe: still })).toMatch(/chưa tới 1 giây/);
  });

  it('says the file cannot be opened when its bytes cannot be read', async () => {
    const probe = probeAnswering({ state: 'loaded', duration: 200 });
    const gone = fileOf('da-xoa.mp4', 'video/mp4', MP4_HEAD);
    jest.spyOn(gone, 'slice').mockReturnValue({
      arrayBuffer: () => Promise.reject(new DOMException('The file could not be read.', 'NotReadableError')),
    } as unknown as Blob);
    expect(await checkVideoContent(gone, { probe })).toBe('Không mở được tệp này. Hãy chọn lại tệp video.');
    expect(probe).not.toHaveBeenCalled();
  });
});
