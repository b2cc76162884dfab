/**
 * @jest-environment node
 */
// The bench's verdict (scripts/bench/report.ts): a page with a static copy of its own is gated on its LCP
// over that copy's, and the ratio to the landing's copy is still shown beside it.
import { describe, expect, it } from '@jest/globals';
import { verdict } from '../../scripts/bench/report';
import type { Sample } from '../../scripts/bench/sample';

const run = (lcp: number, tbt = 0): Sample => ({
  benchmarkIndex: 1500,
  readings: [1500, 1500],
  multiplier: 3.85,
  score: 90,
  fcp: lcp,
  lcp,
  tbt,
  cls: 0,
  js: 0,
  bytes: 0,
  longTasks: [],
});
const runs = (...lcps: number[]) => lcps.map((lcp) => run(lcp));
const GATES = { maxLcpRatio: 1.05, maxTbt: 100, maxCls: 0.01 };
const landing = runs(1500, 1510, 1520);

describe('the bench verdict', () => {
  it('gates a page on its own copy when it has one, and shows its ratio to the landing copy too', () => {
    const { table, misses } = verdict(
      [{ name: 'recording', samples: runs(1800, 1820, 1850), gates: GATES, ownCopy: runs(1750, 1760, 1790) }],
      landing,
    );
    expect(misses).toEqual([]);
    // 1820 / 1760 and 1820 / 1510.
    expect(table).toMatch(/\| recording \|.*\| 1820 \(1800–1850\) \| 1\.03 \(1\.02–1\.05\) \| 1\.21 \(1\.19–1\.23\) \|.*\| PASS \|/);
  });

  it('fails a page slower than its own copy, and one without a copy against the landing copy', () => {
    const { misses } = verdict(
      [
        { name: 'room', samples: runs(1700, 1710, 1720), gates: GATES, ownCopy: runs(1500, 1510, 1520) },
        { name: 'landing /', samples: runs(1600, 1610, 1620), gates: GATES },
      ],
      landing,
    );
    expect(misses).toEqual(['room: LCP 1.13× > 1.05×', 'landing /: LCP 1.07× > 1.05×']);
  });
});
