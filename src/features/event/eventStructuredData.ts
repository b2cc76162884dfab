import type { KaraokeEvent } from '../../api/contract';
import { absoluteUrl } from '../../lib/siteMeta';
import { routes } from '../../lib/routes';
import { SCHEMA_CONTEXT, site, vietnamTime } from '../../lib/schemaOrg';
import { safeUrl } from '../../components/share/safeUrl';

/**
 * An event as schema.org reads it: an online `Event` the site organises, in Vietnam's time, held on its
 * page (its `VirtualLocation`). Scheduled: the API names no cancelled or moved event (an ended one is
 * still the event that was scheduled, its dates say when). Its images: the drawn card, then its banner.
 */
export function eventStructuredData(event: KaraokeEvent, image: string | undefined) {
  const url = absoluteUrl(routes.event.href(event.slug));
  const banner = safeUrl(event.banner_url);
  const images = [...new Set([image, banner && absoluteUrl(banner)].filter((item): item is string => Boolean(item)))];
  return {
    '@context': SCHEMA_CONTEXT,
    '@type': 'Event',
    name: event.title,
    description: event.description,
    url,
    ...(images.length ? { image: images } : {}),
    startDate: vietnamTime(event.start_at),
    endDate: vietnamTime(event.end_at),
    eventAttendanceMode: `${SCHEMA_CONTEXT}/OnlineEventAttendanceMode`,
    eventStatus: `${SCHEMA_CONTEXT}/EventScheduled`,
    location: { '@type': 'VirtualLocation', url },
    organizer: site(),
  };
}
