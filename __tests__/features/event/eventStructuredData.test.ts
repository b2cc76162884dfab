import type { KaraokeEvent } from '../../../src/api/contract';
import { eventStructuredData } from '../../../src/features/event/eventStructuredData';
import { seed } from '../../../src/mocks/seed';
import { payloadOf } from '../../support';

describe("an event's structured data", () => {
  it("is an online Event the site organises, its dates in Vietnam's offset", async () => {
    const event = await payloadOf<KaraokeEvent>(`/events/detail/${seed.events.running}`);
    const data = eventStructuredData(event, undefined);
    expect(data).toMatchObject({
      '@type': 'Event',
      name: event.title,
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      location: { '@type': 'VirtualLocation', url: data.url },
      organizer: { '@type': 'Organization', name: 'Hát Vui' },
    });
    expect(data.startDate).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+07:00$/);
    expect(new Date(data.startDate).getTime()).toBe(new Date(event.start_at).getTime());
    expect(new Date(data.endDate).getTime()).toBe(new Date(event.end_at).getTime());
  });
});
