import { LENGTH_SEARCH_MS, probeVideo, type VideoProbe } from '../../../src/features/songs/probeVideo';

// jsdom loads no media: the <video> element's events are fired here as a browser fires them, and its
// length is what that browser would report. Chromium itself is exercised in e2e/upload.spec.ts.

let element: HTMLVideoElement;
let createObjectURL: jest.Mock<string, [Blob | MediaSource]>;
let revokeObjectURL: jest.Mock<void, [string]>;
let duration: number;
let seekedTo: number | undefined;

const realCreateElement = document.createElement.bind(document);
beforeEach(() => {
  duration = NaN;
  seekedTo = undefined;
  createObjectURL = jest.fn<string, [Blob | MediaSource]>(() => 'blob:http://localhost/video-1');
  revokeObjectURL = jest.fn<void, [string]>();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  jest.spyOn(document, 'createElement').mockImplementation((tag: string, options?: ElementCreationOptions) => {
    const created = realCreateElement(tag, options);
    if (tag === 'video') {
      element = created as HTMLVideoElement;
      Object.defineProperty(element, 'duration', { get: () => duration });
      Object.defineProperty(element, 'currentTime', {
        get: () => seekedTo ?? 0,
        set: (value: number) => {
          seekedTo = value;
        },
      });
    }
    return created;
  });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const fire = (type: string) => element.dispatchEvent(new Event(type));
const video = new Blob([new Uint8Array(16)], { type: 'video/mp4' });

/** The probe, and whatever it has resolved with so far. */
const start = (timeoutMs?: number) => {
  const outcome: { result?: VideoProbe } = {};
  void probeVideo(video, { timeoutMs }).then((result) => {
    outcome.result = result;
  });
  return outcome;
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('loading a chosen video’s metadata', () => {
  it('loads only the metadata, from a local URL, and gives the length', async () => {
    const outcome = start();
    expect(createObjectURL).toHaveBeenCalledWith(video);
    expect(element.src).toBe('blob:http://localhost/video-1');
    expect(element.preload).toBe('metadata');
    duration = 245.5;
    fire('loadedmetadata');
    await settle();
    expect(outcome.result).toEqual({ state: 'loaded', duration: 245.5 });
    // The URL is let go and the element emptied.
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/video-1');
    expect(element.hasAttribute('src')).toBe(false);
  });

  it('reports a file the browser cannot read', async () => {
    const outcome = start();
    fire('error');
    await settle();
    expect(outcome.result).toEqual({ state: 'error' });
    expect(revokeObjectURL).toHaveBeenCalled();
  });

  it('gives up when the browser says nothing in time', async () => {
    jest.useFakeTimers();
    const outcome = start(8_000);
    await jest.advanceTimersByTimeAsync(7_999);
    expect(outcome.result).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.result).toEqual({ state: 'timeout' });
    // What the browser says afterwards no longer counts.
    fire('error');
    expect(outcome.result).toEqual({ state: 'timeout' });
  });

  it('finds the length a browser recording does not state, by seeking past its end', async () => {
    const outcome = start();
    duration = Infinity;
    fire('loadedmetadata');
    await settle();
    expect(outcome.result).toBeUndefined();
    expect(seekedTo).toBeGreaterThan(1e9);
    duration = 3.2;
    fire('durationchange');
    await settle();
    expect(outcome.result).toEqual({ state: 'loaded', duration: 3.2 });
  });

  it('takes a readable video whose length stays unknown as loaded, with no length', async () => {
    const outcome = start();
    duration = Infinity;
    fire('loadedmetadata');
    fire('seeked');
    await settle();
    expect(outcome.result).toEqual({ state: 'loaded', duration: null });
  });

  it('does not wait the whole time-out for a length that never comes', async () => {
    jest.useFakeTimers();
    const outcome = start(15_000);
    duration = Infinity;
    fire('loadedmetadata');
    await jest.advanceTimersByTimeAsync(LENGTH_SEARCH_MS);
    expect(outcome.result).toEqual({ state: 'loaded', duration: null });
  });
});
