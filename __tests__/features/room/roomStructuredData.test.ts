import type { Room } from '../../../src/api/contract';
import { roomStructuredData } from '../../../src/features/room/roomStructuredData';
import { seed } from '../../../src/mocks/seed';
import { payloadOf } from '../../support';

const roomOf = (uid: string) => payloadOf<Room>(`/rooms/detail/${uid}?is_uid=1`);

describe("a room's structured data", () => {
  it('is a live BroadcastEvent while the room is live', async () => {
    const room = await roomOf(seed.rooms.live);
    expect(roomStructuredData(room, undefined)).toMatchObject({
      '@type': 'BroadcastEvent',
      name: room.name,
      isLiveBroadcast: true,
      performer: { '@type': 'Person', name: room.owner.name },
    });
  });

  it('is nothing for a room that is not live', async () => {
    expect(roomStructuredData(await roomOf(seed.rooms.offline), undefined)).toBeUndefined();
  });
});
