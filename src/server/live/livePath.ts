// Where a room's event stream is (GET /live/rooms/{id}): the server's route and nginx's location
// (scripts/nginxRoutes.ts writes its regex for deploy/nginx.conf) from this one spelling.
import { ID_PATTERN } from '../../lib/idParam';

export const LIVE_ROOM_PATH = '/live/rooms/';

/** The stream paths nginx proxies, as a regex: the prefix and an id of the one grammar, nothing else. */
export const LIVE_ROOM_STREAM_REGEX = `^${LIVE_ROOM_PATH}${ID_PATTERN}$`;
