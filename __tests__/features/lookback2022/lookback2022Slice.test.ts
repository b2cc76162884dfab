import { lookback2022Api } from '../../../src/features/lookback2022/lookback2022Api';
import { selectLookback2022 } from '../../../src/features/lookback2022/lookback2022Slice';
import { db, seed } from '../../../src/mocks/db';
import { freshStore, payloadOf, signedInStore } from '../../support';

const { getLookback2022 } = lookback2022Api.endpoints;

describe('the lookback2022 slice', () => {
  it('starts as CONTRACT.md says', () => {
    expect(freshStore().getState().lookback2022).toEqual({ detail: null });
  });

  it("keeps the signed-in person's year in review exactly as sent", async () => {
    const { store, token } = signedInStore(seed.users.owner);
    await store.dispatch(getLookback2022.initiate());
    const sent = await payloadOf('/my/lookback2022', token);
    expect(sent).toMatchObject({ user: { uid: seed.users.owner } });
    expect(selectLookback2022(store.getState())).toEqual(sent);
  });

  it('goes back to null when the call fails (the server no longer knows the session)', async () => {
    const { store, token } = signedInStore(seed.users.owner);
    await store.dispatch(getLookback2022.initiate());
    expect(selectLookback2022(store.getState())).not.toBeNull();

    db.sessions.delete(token);
    await store.dispatch(getLookback2022.initiate(undefined, { forceRefetch: true }));
    expect(selectLookback2022(store.getState())).toBeNull();
  });
});
