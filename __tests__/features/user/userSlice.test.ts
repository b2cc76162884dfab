import { http, HttpResponse } from 'msw';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import { authApi } from '../../../src/features/auth/authApi';
import { sessionExpired, signedOut } from '../../../src/features/auth/authSlice';
import { userApi } from '../../../src/features/user/userApi';
import { selectOwner, selectUserDetail } from '../../../src/features/user/userSlice';
import { seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { freshStore, ORIGIN, payloadOf, signedInStore } from '../../support';

const { getUserByUid, getOwner } = userApi.endpoints;

const googleResult = (uid: string) => ({
  code: `sandbox:${uid}`,
  scope: 'email profile openid',
});

describe('the user slice', () => {
  it('starts as CONTRACT.md says', () => {
    expect(freshStore().getState().user).toEqual({ detail: null, owner: null });
  });

  it('keeps a viewed user exactly as sent, and null when there is no such user', async () => {
    const store = freshStore();
    await store.dispatch(getUserByUid.initiate(seed.users.other));
    expect(selectUserDetail(store.getState())).toEqual(await payloadOf(`/users/uid/${seed.users.other}?is_platform=3`));

    await store.dispatch(getUserByUid.initiate(seed.users.unknown));
    expect(selectUserDetail(store.getState())).toBeNull();
  });

  it('keeps the signed-in owner exactly as sent', async () => {
    const { store, token } = signedInStore(seed.users.owner);
    await store.dispatch(getOwner.initiate());
    const sent = await payloadOf('/users/owner', token);
    expect(sent).toMatchObject({ uid: seed.users.owner, diamonds: seed.balances.owner });
    expect(selectOwner(store.getState())).toEqual(sent);
  });

  it('forgets the owner, and the session, when the server refuses the token', async () => {
    const { store } = signedInStore();
    await store.dispatch(getOwner.initiate());
    expect(selectOwner(store.getState())).not.toBeNull();

    server.use(http.get(`${ORIGIN}/v1/users/owner`, () => HttpResponse.json({ message: 'expired', code: 'UNAUTHORIZED' }, { status: 401 })));
    await store.dispatch(getOwner.initiate(undefined, { forceRefetch: true }));
    expect(selectOwner(store.getState())).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it('takes the owner from a successful sign-in, and signs in with its token', async () => {
    const store = freshStore();
    const result = await store
      .dispatch(authApi.endpoints.login.initiate({ body: googleResult(seed.users.other), idempotencyKey: newIdempotencyKey() }))
      .unwrap();
    expect(result.user.uid).toBe(seed.users.other);
    expect(selectOwner(store.getState())).toEqual(result.user);
    expect(store.getState().auth).toEqual({ token: result.token, expiresAt: result.expires_at });
  });

  it('leaves everything signed out when the sign-in is refused', async () => {
    const store = freshStore();
    const outcome = await store.dispatch(
      authApi.endpoints.login.initiate({
        body: { ...googleResult('x'), code: seed.googleCodes.invalid },
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    expect(outcome.error).toMatchObject({ status: 401 });
    expect(store.getState().user.owner).toBeNull();
    expect(store.getState().auth.token).toBeNull();
  });

  it.each([
    ['signs out', signedOut()],
    ['finds the session expired', sessionExpired()],
  ])('forgets the owner when the person %s', async (_when, action) => {
    const { store } = signedInStore();
    await store.dispatch(getOwner.initiate());
    expect(selectOwner(store.getState())).not.toBeNull();
    store.dispatch(action);
    expect(selectOwner(store.getState())).toBeNull();
  });
});
