/**
 * @jest-environment node
 */
// The live rooms' figures on the server's metrics registry (what GET /metrics exposes): streams open,
// and the API polls, one per room per interval however many watch, none once the last viewer left.
import { parseExposition, sampleValue } from '../../../scripts/vitals/exposition';
import { createRoomHub } from '../../../src/server/live/roomHub';
import { liveMetrics } from '../../../src/server/live/liveMetrics';
import { registry } from '../../../src/server/metrics';

const value = async (name: string) => sampleValue(parseExposition(await registry.metrics()), name, {}) ?? 0;
const polls = () => value('hatvui_live_room_polls_total');
const open = () => value('hatvui_live_streams_open');
const viewer = () => ({ send: () => undefined, heartbeat: () => undefined, end: () => undefined });

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('counts one poll per interval with three viewers, none once the last leaves, and the streams open', async () => {
  const hub = createRoomHub({
    poll: () => Promise.resolve({ kind: 'state', body: '{"data":{"is_live":true}}' }),
    intervalMs: 2500,
    heartbeatMs: 15_000,
    maxStreams: 100,
    maxPerAddress: 10,
    ...liveMetrics,
  });
  const start = await polls();
  const joins = ['a', 'b', 'c'].map((visitor) => hub.join('room-1', visitor, viewer()));
  expect(await open()).toBe(3);
  await jest.advanceTimersByTimeAsync(0);
  expect((await polls()) - start).toBe(1);
  for (let interval = 1; interval <= 8; interval += 1) {
    await jest.advanceTimersByTimeAsync(2500);
    expect((await polls()) - start).toBe(1 + interval);
  }
  for (const join of joins) if (join.ok) join.leave();
  expect(await open()).toBe(0);
  const after = await polls();
  await jest.advanceTimersByTimeAsync(2500 * 8);
  expect(await polls()).toBe(after);
  hub.close();
});
