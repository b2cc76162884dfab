import type { KaraokeEvent } from '../../api/contract';
import { absoluteUrl } from '../../lib/siteMeta';
import { routes } from '../../lib/routes';
import { SCHEMA_CONTEXT, site, vietnamTime } from '../../lib/schemaOrg';

/** An event as schema.org reads it: an online `Event` the site organises, in Vietnam's time. */
export function eventStructuredData(event: KaraokeEvent, image: string | undefined) {
  const url = absoluteUrl(routes.event.href(event.slug));
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    ...(image ? { image } : {}),
    startDate: vietnamTime(event.start_at),
    endDate: vietnamTime(event.end_at),
    eventAttendanceMode: `${SCHEMA_CONTEXT}/OnlineEventAttendanceMode`,
    eventStatus: `${SCHEMA_CONTEXT}/EventScheduled`,
    location: { '@type': 'VirtualLocation', url },
    organizer: site(),
  };
}
