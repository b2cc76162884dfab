// Where a room's event stream is (GET /live/rooms/{id}): the server's route, nginx's location
// (scripts/nginxRoutes.ts writes its regex for deploy/nginx.conf) and the room page's EventSource, from
// this one spelling.
import { ID_PATTERN } from './idParam';

export const LIVE_ROOM_PATH = '/live/rooms/';

/** The stream paths nginx proxies, as a regex: the prefix and an id of the one grammar, nothing else. */
export const LIVE_ROOM_STREAM_REGEX = `^${LIVE_ROOM_PATH}${ID_PATTERN}$`;

/** The stream of room `uid`, as the room page opens it (same origin). */
export const liveRoomUrl = (uid: string) => `${LIVE_ROOM_PATH}${encodeURIComponent(uid)}`;
