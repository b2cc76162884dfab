import type { Room } from '../../../src/api/contract';
import { liveRoomUrl } from '../../../src/lib/livePath';
import { dropBroadcastData, followRoom, readLiveMessage, STREAM_AGAIN_MS, STREAM_ERRORS_TO_POLL } from '../../../src/features/room/roomFollower';
import { FakeEventSource } from '../../support/fakeEventSource';

const room = { uid: 'Rm7Kq2Zs', name: 'Phòng trà', is_live: true } as Room;

function follow(uid = room.uid) {
  const seen = { rooms: [] as Room[], gone: 0, polls: [] as boolean[] };
  const stop = followRoom(uid, {
    room: (next) => seen.rooms.push(next),
    gone: () => (seen.gone += 1),
    poll: (on) => seen.polls.push(on),
  });
  return { seen, stop, polling: () => seen.polls.at(-1) === true };
}

let visibility: DocumentVisibilityState = 'visible';
const setVisibility = (state: DocumentVisibilityState) => {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
};
const pageTransition = (type: 'pagehide' | 'pageshow', persisted: boolean) => {
  const event = new Event(type) as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
};

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
beforeEach(() => {
  jest.useFakeTimers();
  visibility = 'visible';
  FakeEventSource.install();
});
afterEach(() => {
  jest.useRealTimers();
  FakeEventSource.uninstall();
});

describe('readLiveMessage', () => {
  it('reads the API body through the /v1 envelope, as the endpoint does', () => {
    expect(readLiveMessage(JSON.stringify({ data: room }))).toEqual({ kind: 'room', room });
  });
  it('knows the end of a room the API no longer has', () => {
    expect(readLiveMessage('{"ended":true,"not_found":true}')).toEqual({ kind: 'gone' });
  });
  it.each([['not json'], ['{"message":"x"}'], ['{"data":null}'], ['{"data":3}'], ['{"ended":true}']])('ignores %s', (text) => {
    expect(readLiveMessage(text)).toEqual({ kind: 'ignored' });
  });
});

describe('followRoom', () => {
  it('opens the room’s stream on the page’s origin and hands on each state', () => {
    const { seen, stop } = follow();
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual([liveRoomUrl(room.uid)]);
    FakeEventSource.opened[0]!.message({ data: room });
    FakeEventSource.opened[0]!.message({ data: { ...room, is_live: false } });
    expect(seen.rooms.map((r) => r.is_live)).toEqual([true, false]);
    stop();
    expect(FakeEventSource.open).toHaveLength(0);
  });

  it('stops for good when the API no longer knows the room', () => {
    const { seen } = follow();
    FakeEventSource.opened[0]!.message('{"ended":true,"not_found":true}');
    expect(seen.gone).toBe(1);
    expect(FakeEventSource.open).toHaveLength(0);
    setVisibility('hidden');
    setVisibility('visible');
    pageTransition('pageshow', true);
    expect(FakeEventSource.opened).toHaveLength(1);
  });

  it('polls when the stream fails before its first state, and tries the stream again later', () => {
    const follower = follow();
    FakeEventSource.opened[0]!.fail();
    expect(follower.polling()).toBe(true);
    expect(FakeEventSource.open).toHaveLength(0);
    jest.advanceTimersByTime(STREAM_AGAIN_MS);
    expect(FakeEventSource.opened).toHaveLength(2);
    expect(follower.polling()).toBe(false);
    follower.stop();
  });

  it('polls when the stream is refused (429, 503), even after it had worked', () => {
    const follower = follow();
    FakeEventSource.opened[0]!.message({ data: room });
    FakeEventSource.opened[0]!.fail(true);
    expect(follower.polling()).toBe(true);
    follower.stop();
  });

  it('lets a stream that worked reconnect by itself, but polls when its errors repeat', () => {
    const follower = follow();
    const source = FakeEventSource.opened[0]!;
    source.message({ data: room });
    for (let i = 1; i < STREAM_ERRORS_TO_POLL; i += 1) source.fail();
    expect(follower.polling()).toBe(false);
    expect(source.readyState).not.toBe(FakeEventSource.CLOSED);
    // A state in between starts the count again.
    source.message({ data: room });
    for (let i = 1; i < STREAM_ERRORS_TO_POLL; i += 1) source.fail();
    expect(follower.polling()).toBe(false);
    source.fail();
    expect(follower.polling()).toBe(true);
    expect(source.readyState).toBe(FakeEventSource.CLOSED);
    follower.stop();
  });

  it('polls where there is no EventSource, and never tries a stream', () => {
    FakeEventSource.uninstall();
    const follower = follow();
    expect(follower.polling()).toBe(true);
    jest.advanceTimersByTime(STREAM_AGAIN_MS * 3);
    expect(follower.polling()).toBe(true);
    follower.stop();
  });

  it('closes the stream in pagehide itself and opens a fresh one when the page is shown from the bfcache', () => {
    const follower = follow();
    const first = FakeEventSource.opened[0]!;
    first.message({ data: room });
    pageTransition('pagehide', true);
    expect(first.readyState).toBe(FakeEventSource.CLOSED);
    expect(follower.polling()).toBe(false);
    pageTransition('pageshow', true);
    expect(FakeEventSource.open).toHaveLength(1);
    expect(FakeEventSource.open[0]).not.toBe(first);
    // A first load's pageshow (not persisted) opens nothing more.
    pageTransition('pageshow', false);
    expect(FakeEventSource.opened).toHaveLength(2);
    follower.stop();
  });

  it('holds nothing open while the page is hidden, neither a stream nor polling, and follows afresh when visible', () => {
    const follower = follow();
    FakeEventSource.opened[0]!.fail();
    expect(follower.polling()).toBe(true);
    setVisibility('hidden');
    expect(follower.polling()).toBe(false);
    jest.advanceTimersByTime(STREAM_AGAIN_MS);
    expect(FakeEventSource.opened).toHaveLength(1);
    setVisibility('visible');
    expect(FakeEventSource.open).toHaveLength(1);
    expect(follower.polling()).toBe(false);
    follower.stop();
  });

  it('opens nothing on a page that starts hidden until it is visible', () => {
    visibility = 'hidden';
    const follower = follow();
    expect(FakeEventSource.opened).toHaveLength(0);
    setVisibility('visible');
    expect(FakeEventSource.open).toHaveLength(1);
    follower.stop();
  });

  it('leaves no listener behind once stopped', () => {
    const follower = follow();
    follower.stop();
    pageTransition('pageshow', true);
    setVisibility('visible');
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});

describe('dropBroadcastData', () => {
  it('takes the live broadcast out of the page, and nothing else', () => {
    document.head.innerHTML =
      '<script type="application/ld+json">{"@type":"BroadcastEvent","isLiveBroadcast":true}</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script type="application/ld+json">{oops</script>';
    dropBroadcastData(document);
    expect([...document.head.querySelectorAll('script')].map((script) => script.textContent)).toEqual(['{"@type":"Organization"}', '{oops']);
  });
});
