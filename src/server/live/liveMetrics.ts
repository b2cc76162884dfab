// The live rooms' figures, on the server's one registry: how many streams are open and how often the
// API is asked (one poll per open room per interval, whatever the number of viewers).
import { Counter, Gauge } from 'prom-client';
import { registry } from '../metrics';

const openStreams = new Gauge({
  name: 'hatvui_live_streams_open',
  help: 'Live room event streams open in this process',
  registers: [registry],
});

const upstreamPolls = new Counter({
  name: 'hatvui_live_room_polls_total',
  help: 'Room state requests this process sent to the API for its live streams',
  registers: [registry],
});

export const liveMetrics = { onStreams: (open: number) => openStreams.set(open), onPoll: () => upstreamPolls.inc() };
