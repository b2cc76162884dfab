// Which actions an endpoint's thunk dispatches, and in which order, seen through redux-mock-store.
// The mock store runs no reducer and no RTK Query middleware; the one stand-in below answers the
// handshake RTK Query makes to check that its middleware is installed. With a state that never
// changes, a query's promise resolves at once (it reads the cache it cannot see), so the query tests
// wait for the thunk's last action instead.
import type { Middleware, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { waitFor } from '@testing-library/react';
import { legacy_configureStore } from 'redux-mock-store';
import { thunk } from 'redux-thunk';
import { baseApi } from '../../src/api/baseApi';
import { newIdempotencyKey } from '../../src/api/idempotency';
import { diamondsApi } from '../../src/features/diamonds/api/diamondsApi';
import { roomApi } from '../../src/features/room/roomApi';
import { seed } from '../../src/mocks/db';
import { freshStore, signedInAs, validBodies } from '../support';

const answersHandshake: Middleware = () => (next) => (action) =>
  baseApi.internalActions.internal_getRTKQSubscriptions.match(action) ? {} : next(action);

type State = ReturnType<ReturnType<typeof freshStore>['getState']>;
const mockStore = legacy_configureStore<State, ThunkDispatch<State, unknown, UnknownAction>>([thunk, answersHandshake]);

const summary = (actions: UnknownAction[]) =>
  actions.map((a) => ({ type: a.type, endpoint: (a.meta as { arg?: { endpointName?: string } } | undefined)?.arg?.endpointName }));

describe('the action sequence of a query', () => {
  it('is pending then fulfilled, carrying the payload', async () => {
    const store = mockStore(freshStore().getState());
    void store.dispatch(roomApi.endpoints.getRoom.initiate(seed.rooms.live));
    await waitFor(() => expect(store.getActions()).toHaveLength(2));
    const actions = store.getActions() as UnknownAction[];
    expect(summary(actions)).toEqual([
      { type: 'api/executeQuery/pending', endpoint: 'getRoom' },
      { type: 'api/executeQuery/fulfilled', endpoint: 'getRoom' },
    ]);
    expect(actions[1]).toMatchObject({ payload: { uid: seed.rooms.live } });
  });

  it('is pending then rejected, carrying the ApiError', async () => {
    const store = mockStore(freshStore().getState());
    void store.dispatch(roomApi.endpoints.getRoom.initiate(seed.rooms.unknown));
    await waitFor(() => expect(store.getActions()).toHaveLength(2));
    const actions = store.getActions() as UnknownAction[];
    expect(summary(actions)).toEqual([
      { type: 'api/executeQuery/pending', endpoint: 'getRoom' },
      { type: 'api/executeQuery/rejected', endpoint: 'getRoom' },
    ]);
    expect(roomApi.endpoints.getRoom.matchRejected(actions[1])).toBe(true);
    expect(actions[1]).toMatchObject({ payload: { status: 404, code: 'NOT_FOUND' } });
  });
});

describe('the action sequence of a mutation', () => {
  const signedInState = () => ({ ...freshStore().getState(), ...signedInAs(seed.users.owner).preloadedState });

  it('is pending then fulfilled', async () => {
    const store = mockStore(signedInState());
    await store.dispatch(diamondsApi.endpoints.transfer.initiate({ body: validBodies.transfer, idempotencyKey: newIdempotencyKey() }));
    const actions = store.getActions() as UnknownAction[];
    expect(summary(actions)).toEqual([
      { type: 'api/executeMutation/pending', endpoint: 'transfer' },
      { type: 'api/executeMutation/fulfilled', endpoint: 'transfer' },
    ]);
    expect(actions[1]).toMatchObject({ payload: { type: 'transfer_out', diamonds: -validBodies.transfer.diamonds } });
  });

  it('is pending then rejected', async () => {
    const store = mockStore(signedInState());
    await store.dispatch(
      diamondsApi.endpoints.transfer.initiate({
        body: { ...validBodies.transfer, diamonds: seed.balances.owner + 1 },
        idempotencyKey: newIdempotencyKey(),
      }),
    );
    const actions = store.getActions() as UnknownAction[];
    expect(summary(actions)).toEqual([
      { type: 'api/executeMutation/pending', endpoint: 'transfer' },
      { type: 'api/executeMutation/rejected', endpoint: 'transfer' },
    ]);
    expect(actions[1]).toMatchObject({ payload: { status: 400, code: 'INSUFFICIENT_BALANCE' } });
  });
});
