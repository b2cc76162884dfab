import type { Room } from '../../api/contract';
import { absoluteUrl } from '../../lib/siteMeta';
import { routes } from '../../lib/routes';
import { person, SCHEMA_CONTEXT, site } from '../../lib/schemaOrg';

/** A room that is live, as schema.org reads it: a `BroadcastEvent` going on now. An offline room is no event. */
export function roomStructuredData(room: Room, image: string | undefined) {
  if (!room.is_live) return undefined;
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'BroadcastEvent',
    name: room.name,
    description: room.description || undefined,
    url: absoluteUrl(routes.room.href(room.uid)),
    ...(image ? { image } : {}),
    isLiveBroadcast: true,
    performer: person(room.owner.name),
    publishedOn: { '@type': 'BroadcastService', name: site().name, url: site().url },
  };
}
