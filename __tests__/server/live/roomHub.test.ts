/**
 * @jest-environment node
 */
import { createRoomHub, type PollResult, type Subscriber } from '../../../src/server/live/roomHub';

const subscriber = () => {
  const events: { id: number; data: string }[] = [];
  const s: Subscriber & { events: typeof events; beats: number; ended: boolean } = {
    events,
    beats: 0,
    ended: false,
    send: (event) => events.push(event),
    heartbeat: () => (s.beats += 1),
    end: () => (s.ended = true),
  };
  return s;
};

describe('roomHub', () => {
  let state: PollResult;
  let polls: string[];
  const poll = (roomId: string) => {
    polls.push(roomId);
    return Promise.resolve(state);
  };
  const hubWith = (limits: Partial<{ maxStreams: number; maxPerAddress: number }> = {}) =>
    createRoomHub({ poll, intervalMs: 2500, heartbeatMs: 15_000, maxStreams: 100, maxPerAddress: 10, ...limits });

  beforeEach(() => {
    jest.useFakeTimers();
    state = { kind: 'state', body: '{"is_live":true,"listeners":9}' };
    polls = [];
  });
  afterEach(() => jest.useRealTimers());

  it('polls a room once per interval however many watch, and stops when the last one leaves', async () => {
    const hub = hubWith();
    const joins = [1, 2, 3].map((n) => hub.join('r1', `10.0.0.${n}`, subscriber()));
    await jest.advanceTimersByTimeAsync(0);
    expect(polls).toEqual(['r1']);
    await jest.advanceTimersByTimeAsync(2500 * 4);
    expect(polls).toHaveLength(5);
    for (const join of joins) if (join.ok) join.leave();
    expect(hub.rooms()).toBe(0);
    await jest.advanceTimersByTimeAsync(2500 * 4);
    expect(polls).toHaveLength(5);
    hub.close();
  });

  it('sends the current state on join and afterwards only changes, with rising ids', async () => {
    const hub = hubWith();
    const first = subscriber();
    hub.join('r1', 'a', first);
    await jest.advanceTimersByTimeAsync(2500 * 3);
    expect(first.events.map((e) => e.data)).toEqual([state.kind === 'state' && state.body]);
    state = { kind: 'state', body: '{"is_live":false}' };
    await jest.advanceTimersByTimeAsync(2500);
    expect(first.events).toEqual([
      { id: 1, data: '{"is_live":true,"listeners":9}' },
      { id: 2, data: '{"is_live":false}' },
    ]);
    const late = hub.join('r1', 'b', subscriber());
    expect(late).toMatchObject({ ok: true, current: { id: 2, data: '{"is_live":false}' } });
    hub.close();
  });

  it('keeps the last state through a failed poll and tries again next interval', async () => {
    const hub = hubWith();
    const s = subscriber();
    hub.join('r1', 'a', s);
    await jest.advanceTimersByTimeAsync(0);
    state = { kind: 'failed' };
    await jest.advanceTimersByTimeAsync(2500 * 2);
    expect(s.events).toHaveLength(1);
    expect(polls).toHaveLength(3);
    hub.close();
  });

  it('sends an ended state and ends every stream when the room is gone', async () => {
    state = { kind: 'gone' };
    const hub = hubWith();
    const s = subscriber();
    hub.join('r1', 'a', s);
    await jest.advanceTimersByTimeAsync(2500 * 3);
    expect(s.ended).toBe(true);
    expect(JSON.parse(s.events[0]?.data ?? '')).toEqual({ ended: true, not_found: true });
    expect(polls).toHaveLength(1);
    hub.close();
  });

  it('refuses streams over the per-address and per-process limits, and frees them on leave', () => {
    const hub = hubWith({ maxStreams: 3, maxPerAddress: 2 });
    const a1 = hub.join('r1', 'a', subscriber());
    hub.join('r2', 'a', subscriber());
    expect(hub.join('r3', 'a', subscriber())).toEqual({ ok: false, reason: 'address' });
    hub.join('r1', 'b', subscriber());
    expect(hub.join('r1', 'c', subscriber())).toEqual({ ok: false, reason: 'process' });
    if (a1.ok) a1.leave();
    if (a1.ok) a1.leave(); // leaving twice frees one place only
    expect(hub.join('r1', 'a', subscriber()).ok).toBe(true);
    expect(hub.join('r1', 'c', subscriber())).toEqual({ ok: false, reason: 'process' });
    hub.close();
  });

  it("puts no bound on this machine's own streams (the empty visitor key)", () => {
    const hub = hubWith({ maxStreams: 5, maxPerAddress: 2 });
    for (let n = 0; n < 5; n += 1) expect(hub.join('r1', '', subscriber()).ok).toBe(true);
    expect(hub.join('r1', '', subscriber())).toEqual({ ok: false, reason: 'process' });
    hub.close();
  });

  it('ends every stream at once when stopped, polls no more, and takes no new one', async () => {
    const hub = hubWith();
    const viewers = [subscriber(), subscriber()];
    const joins = viewers.map((viewer, n) => hub.join(`r${n}`, 'a', viewer));
    await jest.advanceTimersByTimeAsync(0);
    hub.stop();
    expect(viewers.map((viewer) => viewer.ended)).toEqual([true, true]);
    // (The transport's close leaves.)
    for (const join of joins) if (join.ok) join.leave();
    expect(hub.join('r1', 'b', subscriber())).toEqual({ ok: false, reason: 'stopping' });
    const before = polls.length;
    await jest.advanceTimersByTimeAsync(2500 * 4);
    expect(polls).toHaveLength(before);
    expect(hub.streams()).toBe(0);
  });

  it('sends a heartbeat to every stream every 15 s', async () => {
    const hub = hubWith();
    const s = subscriber();
    hub.join('r1', 'a', s);
    await jest.advanceTimersByTimeAsync(14_999);
    expect(s.beats).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(s.beats).toBe(1);
    await jest.advanceTimersByTimeAsync(30_000);
    expect(s.beats).toBe(3);
    hub.close();
  });
});
