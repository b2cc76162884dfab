// A room page follows its room while it is open: the production server's event stream (one API poll per
// room per interval per process, however many watch: src/server/live/), else plain polling of the same
// RTK Query endpoint. Either way the room lands in the one cache entry the whole page is drawn from.
import { useEffect, useState } from 'react';
import { isNotFound } from '../../api/apiError';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { roomApi, useGetRoomQuery } from './roomApi';

/** Polling, where no stream opens: often enough that a change is on screen within 5 s of the API's. */
const LIVE_POLL_MS = 3000;

/**
 * The room `uid` as RTK Query holds it, kept current while it is on screen (roomFollower.ts).
 * `gone`: the API no longer knows the room it had shown.
 */
export function useFollowedRoom(uid: string) {
  const dispatch = useAppDispatch();
  const [polling, setPolling] = useState(false);
  const [streamGone, setStreamGone] = useState(false);
  // Only a room on screen is followed: a failure or a not-found card stays until the person acts.
  const shown = useAppSelector((state) => roomApi.endpoints.getRoom.select(uid)(state).data !== undefined);
  const result = useGetRoomQuery(uid, { pollingInterval: shown && polling && !streamGone ? LIVE_POLL_MS : 0 });
  const gone = streamGone || (shown && isNotFound(result.error));

  useEffect(() => {
    if (!shown || gone) return;
    let stop: (() => void) | undefined;
    let left = false;
    import('./roomFollower').then(
      ({ followRoom }) => {
        if (left) return;
        stop = followRoom(uid, {
          // Written as the endpoint's own answer, without a request: no loading bar, one cache entry.
          room: (room) => dispatch(roomApi.util.upsertQueryEntries([{ endpointName: 'getRoom', arg: uid, value: room }])),
          gone: () => setStreamGone(true),
          poll: setPolling,
        });
      },
      () => setPolling(true),
    );
    return () => {
      left = true;
      stop?.();
    };
  }, [uid, shown, gone, dispatch]);

  return { result, gone };
}
