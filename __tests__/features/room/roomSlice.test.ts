import { roomApi } from '../../../src/features/room/roomApi';
import { selectRoomDetail } from '../../../src/features/room/roomSlice';
import { seed } from '../../../src/mocks/db';
import { freshStore, payloadOf } from '../../support';

const { getRoom } = roomApi.endpoints;

describe('the room slice', () => {
  it('starts as CONTRACT.md says', () => {
    expect(freshStore().getState().room).toEqual({ detail: null });
  });

  it('keeps the room exactly as sent, and null when there is no such room', async () => {
    const store = freshStore();
    await store.dispatch(getRoom.initiate(seed.rooms.live));
    const sent = await payloadOf(`/rooms/detail/${seed.rooms.live}?is_uid=1`);
    expect(sent).toMatchObject({ uid: seed.rooms.live, is_live: true });
    expect(selectRoomDetail(store.getState())).toEqual(sent);

    await store.dispatch(getRoom.initiate(seed.rooms.unknown));
    expect(selectRoomDetail(store.getState())).toBeNull();
  });
});
