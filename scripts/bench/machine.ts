// What the benchmark says about the machine it ran on (docs/performance.md, "Measuring").
import { spawnSync } from 'node:child_process';

/**
 * Milliseconds a fresh process takes to write 256 MiB of new memory. A freshly launched browser pays the
 * same page faults through its first load; on a virtual machine that hands freed memory back to its host
 * they can cost ten times the usual, and every task Lighthouse observes (and multiplies by four) with them.
 */
export function freshMemoryMs() {
  const script =
    'const t = process.hrtime.bigint(); Buffer.allocUnsafe(256 * 2 ** 20).fill(1); console.log(Number(process.hrtime.bigint() - t) / 1e6);';
  const result = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  return Math.round(Number(result.stdout.trim()));
}

export function chromeVersion(chromePath: string) {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return result.stdout.match(/\d+(\.\d+)+/)?.[0] ?? '?';
}
