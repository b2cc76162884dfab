// A fan-out of one room's state to everyone watching it: one upstream poll per room per interval per
// process however many watch, so the API's cost grows with open rooms, never with viewers. The transport
// (SSE over express's response) is not this module's concern: a subscriber is a callback.
/** How often the hub asks the API for an open room's state (from the end of one poll to the next). */
export const ROOM_POLL_MS = 2500;

export type PollResult = { kind: 'state'; body: string } | { kind: 'gone' } | { kind: 'failed' };

export type Subscriber = {
  /** A new state (the room's payload as JSON text), with the id a resuming client sends back. */
  send: (event: { id: number; data: string }) => void;
  /** A comment line, so proxies and the client know the stream is alive. */
  heartbeat: () => void;
  /** The room is gone (upstream 404): the last state was sent; the stream should close. */
  end: () => void;
};

export type HubOptions = {
  poll: (roomId: string) => Promise<PollResult>;
  intervalMs: number;
  heartbeatMs: number;
  maxStreams: number;
  maxPerAddress: number;
  onPoll?: () => void;
  onStreams?: (open: number) => void;
};

/** `current`: the room's state now, for the new viewer to be sent first (none before the first poll). */
export type Join =
  { ok: true; leave: () => void; current?: { id: number; data: string } } | { ok: false; reason: 'process' | 'address' | 'stopping' };

type Room = { subscribers: Set<Subscriber>; last?: { id: number; data: string }; timer?: ReturnType<typeof setTimeout>; seq: number };

export function createRoomHub(options: HubOptions) {
  const rooms = new Map<string, Room>();
  const perAddress = new Map<string, number>();
  let open = 0;
  let stopping = false;

  const heartbeat = setInterval(() => {
    for (const room of rooms.values()) for (const subscriber of room.subscribers) subscriber.heartbeat();
  }, options.heartbeatMs);
  heartbeat.unref?.();

  const schedule = (roomId: string, room: Room, delay: number) => {
    room.timer = setTimeout(() => void tick(roomId, room), delay);
    room.timer.unref?.();
  };

  async function tick(roomId: string, room: Room) {
    options.onPoll?.();
    const result = await options.poll(roomId).catch((): PollResult => ({ kind: 'failed' }));
    if (rooms.get(roomId) !== room) return; // everyone left while the poll was out
    if (result.kind === 'state' && result.body !== room.last?.data) {
      room.seq += 1;
      room.last = { id: room.seq, data: result.body };
      for (const subscriber of room.subscribers) subscriber.send(room.last);
    }
    if (result.kind === 'gone') {
      rooms.delete(roomId);
      const ended = { id: room.seq + 1, data: JSON.stringify({ ended: true, not_found: true }) };
      for (const subscriber of [...room.subscribers]) {
        subscriber.send(ended);
        subscriber.end();
      }
      return;
    }
    schedule(roomId, room, options.intervalMs);
  }

  /** `visitor`: the key of src/server/visitor.ts; '' (this machine, exempt) is under no per-visitor bound. */
  function join(roomId: string, visitor: string, subscriber: Subscriber): Join {
    if (stopping) return { ok: false, reason: 'stopping' };
    if (open >= options.maxStreams) return { ok: false, reason: 'process' };
    const fromVisitor = perAddress.get(visitor) ?? 0;
    if (visitor !== '' && fromVisitor >= options.maxPerAddress) return { ok: false, reason: 'address' };
    perAddress.set(visitor, fromVisitor + 1);
    open += 1;
    options.onStreams?.(open);
    let room = rooms.get(roomId);
    if (!room) {
      room = { subscribers: new Set(), seq: 0 };
      rooms.set(roomId, room);
      schedule(roomId, room, 0);
    }
    room.subscribers.add(subscriber);
    const joined = room;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      open -= 1;
      options.onStreams?.(open);
      const count = (perAddress.get(visitor) ?? 1) - 1;
      if (count > 0) perAddress.set(visitor, count);
      else perAddress.delete(visitor);
      joined.subscribers.delete(subscriber);
      if (joined.subscribers.size === 0 && rooms.get(roomId) === joined) {
        clearTimeout(joined.timer);
        rooms.delete(roomId);
      }
    };
    return { ok: true, leave, current: room.last };
  }

  /**
   * The process is stopping (a deploy's SIGTERM): every stream ends now, so the client reconnects
   * (to another process) instead of the stop waiting for a viewer who may stay for hours; no new one
   * joins. Polling stops as the last viewer of each room leaves.
   */
  function stop() {
    stopping = true;
    clearInterval(heartbeat);
    for (const room of [...rooms.values()]) for (const subscriber of [...room.subscribers]) subscriber.end();
  }

  return { join, stop, close: () => clearInterval(heartbeat), rooms: () => rooms.size, streams: () => open };
}
