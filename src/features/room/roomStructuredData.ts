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

/**
 * Takes a live broadcast the server wrote into the page (a `BroadcastEvent`) out of it once the room is
 * no longer live, so a search engine that runs the page does not read an ended room as live.
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
