// A room page follows its room while it is open: the production server's event stream (one API poll per
// room per interval per process, however many watch: src/server/live/), else plain polling of the same
// RTK Query endpoint. Either way the room lands in the one cache entry the whole page is drawn from.
import { useEffect, useRef, useState } from 'react';
import { isNotFound } from '../../api/apiError';
import { readEnvelope } from '../../api/baseApi';
import type { Room } from '../../api/contract';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { roomApi, useGetRoomQuery } from './roomApi';

/** The room's stream on the page's own origin (the production server; nginx passes it through). */
export const liveRoomUrl = (uid: string) => `/live/rooms/${encodeURIComponent(uid)}`;

/** Polling, where no stream opens: often enough that a change is on screen within 5 s of the API's. */
export const LIVE_POLL_MS = 4000;
/** How long a page polls before it tries the stream again (the process may have room for it by then). */
export const STREAM_AGAIN_MS = 60_000;
/** Errors in a row after which a stream that had worked is given up for polling. */
export const STREAM_ERRORS_TO_POLL = 3;

export type LiveMessage = { kind: 'room'; room: Room } | { kind: 'gone' } | { kind: 'ignored' };

/**
 * One event's data: the body of GET /v1/rooms/detail/{id} as the API sent it, read by the base query's
 * own envelope reader, or `{"ended":true,"not_found":true}` when the API no longer knows the room.
 */
export function readLiveMessage(text: string): LiveMessage {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'ignored' };
  }
  const marker = parsed as { ended?: unknown; not_found?: unknown } | null;
  if (marker?.ended === true && marker.not_found === true) return { kind: 'gone' };
  const { data } = readEnvelope({ status: 200, text });
  return typeof data === 'object' && data !== null ? { kind: 'room', room: data as Room } : { kind: 'ignored' };
}

const streamable = () => typeof EventSource === 'function';
const pageVisible = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * The room `uid` as RTK Query holds it, kept current while the page is shown: the stream while one can
 * be open, else `pollingInterval` polls. Nothing is open while the page is hidden, and nothing at all on
 * `pagehide`, so Back restores the page from the back/forward cache; both resume with a fresh stream.
 * `gone`: the API no longer knows the room it had shown.
 */
export function useFollowedRoom(uid: string) {
  const dispatch = useAppDispatch();
  const [mode, setMode] = useState<'stream' | 'poll'>(() => (streamable() ? 'stream' : 'poll'));
  const [active, setActive] = useState(pageVisible);
  const [opened, setOpened] = useState(0);
  const [streamGone, setStreamGone] = useState(false);
  const source = useRef<EventSource | null>(null);
  const activeNow = useRef(active);
  // Only a room on screen is followed: a failure or a not-found card stays until the person acts.
  const shown = useAppSelector((state) => roomApi.endpoints.getRoom.select(uid)(state).data !== undefined);

  const polling = shown && active && !streamGone && mode === 'poll';
  const result = useGetRoomQuery(uid, { pollingInterval: polling ? LIVE_POLL_MS : 0 });
  const gone = streamGone || (shown && isNotFound(result.error));
  const follow = shown && active && !gone;

  useEffect(() => {
    // Closed at once, in the event itself: an open connection keeps the page out of the bfcache, and
    // a frozen page runs no effects.
    const pause = () => {
      source.current?.close();
      source.current = null;
      activeNow.current = false;
      setActive(false);
    };
    const resume = () => {
      if (activeNow.current) return;
      activeNow.current = true;
      setActive(true);
      if (streamable()) setMode('stream');
      setOpened((count) => count + 1);
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted && pageVisible()) resume();
    };
    const onVisibility = () => (pageVisible() ? resume() : pause());
    window.addEventListener('pagehide', pause);
    window.addEventListener('pageshow', onPageShow);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', pause);
      window.removeEventListener('pageshow', onPageShow);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);

  useEffect(() => {
    if (!follow || mode !== 'stream') return;
    const stream = new EventSource(liveRoomUrl(uid));
    source.current = stream;
    let heard = false;
    let errors = 0;
    stream.onmessage = (event: MessageEvent) => {
      heard = true;
      errors = 0;
      const message = readLiveMessage(String(event.data));
      // Written as the endpoint's own answer, without a request: no loading bar, one cache entry.
      if (message.kind === 'room') dispatch(roomApi.util.upsertQueryEntries([{ endpointName: 'getRoom', arg: uid, value: message.room }]));
      if (message.kind === 'gone') {
        stream.close();
        setStreamGone(true);
      }
    };
    stream.onerror = () => {
      errors += 1;
      // A stream that worked reconnects by itself (retry, Last-Event-ID); one refused (429, 503, not a
      // stream), failing before its first state, or failing again and again is given up for polling.
      if (heard && stream.readyState !== EventSource.CLOSED && errors < STREAM_ERRORS_TO_POLL) return;
      stream.close();
      setMode('poll');
    };
    return () => {
      stream.close();
      if (source.current === stream) source.current = null;
    };
  }, [uid, follow, mode, opened, dispatch]);

  useEffect(() => {
    if (!polling || !streamable()) return;
    const later = setTimeout(() => setMode('stream'), STREAM_AGAIN_MS);
    return () => clearTimeout(later);
  }, [polling]);

  return { result, gone, mode };
}
