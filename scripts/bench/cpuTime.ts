// The page's main-thread time as processor time, not wall time (docs/performance.md, "The phone the
// bench simulates").
//
// On a machine shared with other work, a renderer's task is descheduled for as long as the others run:
// traced beside four other engineers' builds, the static copy's tasks took 5–10 times their processor
// time (122 ms of wall time for 18 ms of processor time), and Lighthouse, which simulates from wall
// time, counted all of it and multiplied it. Chromium's trace records both for every task (`dur` and
// `tdur`), so each task of the renderers' main threads is shrunk to its processor time before the
// simulation, with everything inside it in proportion (a task keeps its start; what it contains keeps
// its place within it). The benchmark index is measured the same way (cpuBenchmarkIndex): iterations per
// second of processor time. What is left is the machine's speed, which the index measures.

interface TraceEvent {
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
  pid: number;
  tid: number;
  name: string;
  args?: { name?: string };
}

/** Threads named CrRendererMain: the pages' main threads (Lantern's CPU nodes are their tasks). */
const rendererMainThreads = (events: TraceEvent[]) =>
  new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));

/**
 * Shrinks, in place, every top-level task of the renderers' main threads to its processor time.
 * Returns the ratio of processor to wall time over those tasks (1: nothing waited).
 */
export function toProcessorTime(events: TraceEvent[]): number {
  const threads = rendererMainThreads(events);
  const byThread = new Map<string, TraceEvent[]>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (threads.has(key) && event.ph !== 'M') (byThread.get(key) ?? byThread.set(key, []).get(key)!).push(event);
  }
  let wall = 0;
  let processor = 0;
  for (const thread of byThread.values()) {
    // By start, the enclosing event before what it encloses (longer first on a tie).
    thread.sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
    let task: { start: number; end: number; scale: number } | undefined;
    for (const event of thread) {
      if (task && event.ts >= task.end) task = undefined;
      if (!task) {
        if (event.ph !== 'X' || !event.dur || event.tdur === undefined) continue;
        const scale = Math.min(1, Math.max(0, event.tdur / event.dur));
        wall += event.dur;
        processor += event.dur * scale;
        task = { start: event.ts, end: event.ts + event.dur, scale };
        event.dur *= scale;
        continue;
      }
      // Inside the task: its place and length in proportion.
      event.ts = task.start + (event.ts - task.start) * task.scale;
      if (event.dur !== undefined) event.dur *= task.scale;
    }
  }
  return wall ? processor / wall : 1;
}

/** The benchmark's task in a trace of it: its wall and processor time. */
export function benchmarkTask(events: TraceEvent[]) {
  const threads = rendererMainThreads(events);
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && threads.has(`${e.pid}:${e.tid}`) && e.tdur !== undefined);
  const longest = tasks.sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))[0];
  return longest ? { wall: longest.dur!, processor: longest.tdur! } : undefined;
}
