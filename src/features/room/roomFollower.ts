// How a room page follows its room (useFollowedRoom): the room's event stream (GET /live/rooms/{id},
// src/server/live/roomStream.ts) while one can be open, else polling; nothing while the page is hidden or
// after pagehide. Loaded apart from the room page, once a room is on screen: it is not precached (the
// precache has its budget), and offline it has nothing to do.
import { readEnvelope } from '../../api/baseApi';
import type { Room } from '../../api/contract';
import { liveRoomUrl } from '../../lib/livePath';

/** Errors in a row after which a stream that had worked is given up for polling. */
export const STREAM_ERRORS_TO_POLL = 3;
/** How long a page polls before it tries the stream again (the process may have room for it by then). */
export const STREAM_AGAIN_MS = 60_000;

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

interface StreamHandlers {
  room: (room: Room) => void;
  /** The API no longer knows the room: the stream is closed for good. */
  gone: () => void;
  /** No stream here (none at all, refused, failing before its first state, or failing again and again). */
  giveUp: () => void;
}

/** Opens the room's stream; the answer closes it. */
function openRoomStream(uid: string, on: StreamHandlers): () => void {
  if (typeof EventSource !== 'function') {
    on.giveUp();
    return () => undefined;
  }
  const stream = new EventSource(liveRoomUrl(uid));
  let heard = false;
  let errors = 0;
  stream.onmessage = (event: MessageEvent) => {
    heard = true;
    errors = 0;
    const message = readLiveMessage(String(event.data));
    if (message.kind === 'room') on.room(message.room);
    if (message.kind === 'gone') {
      stream.close();
      on.gone();
    }
  };
  stream.onerror = () => {
    errors += 1;
    // A stream that worked reconnects by itself (retry, Last-Event-ID): states are compared, not ids.
    if (heard && stream.readyState !== EventSource.CLOSED && errors < STREAM_ERRORS_TO_POLL) return;
    stream.close();
    on.giveUp();
  };
  return () => stream.close();
}

export interface Following {
  room: (room: Room) => void;
  gone: () => void;
  /** Whether the page should poll the room's endpoint now. */
  poll: (on: boolean) => void;
}

const hidden = () => document.visibilityState === 'hidden';

/**
 * Follows the room `uid` until the answer is called: its stream, or polling where none opens (tried
 * again after STREAM_AGAIN_MS). Closed at once on pagehide, in the event itself (an open connection keeps
 * the page out of the back/forward cache, and a frozen page runs nothing), and while the page is hidden;
 * opened afresh on pageshow (persisted) and when the page is visible again.
 */
export function followRoom(uid: string, on: Following): () => void {
  let close: (() => void) | undefined;
  let again: ReturnType<typeof setTimeout> | undefined;
  let over = false;
  const pause = () => {
    clearTimeout(again);
    close?.();
    close = undefined;
    on.poll(false);
  };
  const poll = () => {
    pause();
    on.poll(true);
    if (typeof EventSource === 'function') again = setTimeout(stream, STREAM_AGAIN_MS);
  };
  function stream() {
    if (close || over || hidden()) return;
    pause();
    close = openRoomStream(uid, {
      room: on.room,
      gone: () => {
        over = true;
        pause();
        on.gone();
      },
      giveUp: poll,
    });
  }
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) stream();
  };
  const onVisibility = () => (hidden() ? pause() : stream());
  window.addEventListener('pagehide', pause);
  window.addEventListener('pageshow', onPageShow);
  document.addEventListener('visibilitychange', onVisibility);
  stream();
  return () => {
    over = true;
    pause();
    window.removeEventListener('pagehide', pause);
    window.removeEventListener('pageshow', onPageShow);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}

/**
 * Takes a live broadcast the server wrote into the page (a `BroadcastEvent`) out of it once the room is
 * no longer live, so a search engine that runs the page does not read an ended room as live. (Here, not
 * beside roomStructuredData: the room page's own code is precached, within a budget.)
 */
export function dropBroadcastData(doc: Document) {
  for (const script of doc.querySelectorAll('script[type="application/ld+json"]')) {
    let described: unknown;
    try {
      described = JSON.parse(script.textContent ?? '');
    } catch {
      continue;
    }
    if ((described as { '@type'?: unknown } | null)?.['@type'] === 'BroadcastEvent') script.remove();
  }
}
