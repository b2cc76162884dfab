// `npm test`: the type check and lint side by side (each keeps one core busy), then jest, then the
// browser tests; stops at the first stage that fails, and ends with a table of where the time went, so a
// slower run says which stage grew (issue 38). Each step's output goes straight to the terminal.
import { spawn } from 'node:child_process';

interface Step {
  name: string;
  script: string;
}

/** Stages run one after another; the steps of a stage run side by side. */
const STAGES: Step[][] = [
  [
    { name: 'typecheck', script: 'typecheck' },
    { name: 'lint', script: 'lint' },
  ],
  [{ name: 'jest', script: 'test:unit' }],
  [{ name: 'browser tests', script: 'test:e2e' }],
];

interface Timing {
  name: string;
  seconds: number;
  code: number | null;
}

const run = ({ name, script }: Step) =>
  new Promise<Timing>((resolve) => {
    const started = performance.now();
    const child = spawn('npm', ['run', '--silent', script], { stdio: 'inherit' });
    child.once('error', () => resolve({ name, seconds: (performance.now() - started) / 1000, code: 127 }));
    child.once('exit', (code, signal) => resolve({ name, seconds: (performance.now() - started) / 1000, code: signal ? 128 : code }));
  });

export function timeTable(timings: Timing[], skipped: string[], totalSeconds: number): string {
  const rows = [
    ...timings.map(({ name, seconds, code }) => [name, seconds.toFixed(1), code === 0 ? 'passed' : `failed (${code})`]),
    ...skipped.map((name) => [name, '', 'not run']),
    ['total (wall)', totalSeconds.toFixed(1), ''],
  ];
  const widths = [0, 1, 2].map((i) => Math.max(...rows.map((row) => row[i]!.length), ['step', 'seconds', 'result'][i]!.length));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => (i === 1 ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  return [line(['step', 'seconds', 'result']), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n');
}

async function main() {
  const started = performance.now();
  const timings: Timing[] = [];
  const skipped: string[] = [];
  let failed = false;
  for (const stage of STAGES) {
    if (failed) {
      skipped.push(...stage.map(({ name }) => name));
      continue;
    }
    const done = await Promise.all(stage.map(run));
    timings.push(...done);
    failed = done.some(({ code }) => code !== 0);
  }
  console.log(`\nWhere npm test's time went:\n${timeTable(timings, skipped, (performance.now() - started) / 1000)}`);
  process.exit(failed ? 1 : 0);
}

if (require.main === module) void main();
