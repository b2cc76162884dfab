// A fan-out of one room's state to everyone watching it: one upstream poll per room per interval per
// process however many watch, so the API's cost grows with open rooms, never with viewers. The transport
// (SSE over express's response) is not this module's concern: a subscriber is a callback.
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

export type Join = { ok: true; leave: () => void } | { ok: false; reason: 'process' | 'address' };

type Room = { subscribers: Set<Subscriber>; last?: { id: number; data: string }; timer?: ReturnType<typeof setTimeout>; seq: number };

export function createRoomHub(options: HubOptions) {
  const rooms = new Map<string, Room>();
  const perAddress = new Map<string, number>();
  let open = 0;

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

  function join(roomId: string, address: string, subscriber: Subscriber): Join {
    if (open >= options.maxStreams) return { ok: false, reason: 'process' };
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= options.maxPerAddress) return { ok: false, reason: 'address' };
    perAddress.set(address, fromAddress + 1);
    open += 1;
    options.onStreams?.(open);
    let room = rooms.get(roomId);
    if (!room) {
      room = { subscribers: new Set(), seq: 0 };
      rooms.set(roomId, room);
      schedule(roomId, room, 0);
    }
    room.subscribers.add(subscriber);
    if (room.last) subscriber.send(room.last);
    const joined = room;
    let left = false;
    const leave = () => {
      if (left) return;
      left = true;
      open -= 1;
      options.onStreams?.(open);
      const count = (perAddress.get(address) ?? 1) - 1;
      if (count > 0) perAddress.set(address, count);
      else perAddress.delete(address);
      joined.subscribers.delete(subscriber);
      if (joined.subscribers.size === 0 && rooms.get(roomId) === joined) {
        clearTimeout(joined.timer);
        rooms.delete(roomId);
      }
    };
    return { ok: true, leave };
  }

  return { join, close: () => clearInterval(heartbeat), rooms: () => rooms.size };
}
