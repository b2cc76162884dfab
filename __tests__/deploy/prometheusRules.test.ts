/**
 * @jest-environment node
 */
// deploy/prometheus/vitals.rules.yml, evaluated by promtool (Debian's prometheus package; .ci/run
// installs it) on an hour of page views: pages loaded (server, shell) and in-app navigations of one
// route. A navigation draws no HTML and starts from a tap: summed with the loads, it would make a
// route's p75 and share of good page views those of neither. Each kind has records of its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { VitalName } from '../../src/lib/rum';
import { thresholdsOf, VITAL_METRICS } from '../../src/server/rumMetrics';

const PROMTOOL = '/usr/bin/promtool';
const RULES = path.resolve(__dirname, '../../deploy/prometheus/vitals.rules.yml');
const PAGE = { route: '/recording/:id', browser: 'zalo' };

/** Per minute, the page views of each rendering in each bucket: [below the good bound, good … next bound, above]. */
const VIEWS = { server: [0, 1, 3], shell: [0, 0, 4], navigated: [4, 0, 0] } as const;

function seriesOf(vital: VitalName) {
  const { name, buckets } = VITAL_METRICS[vital];
  const good = thresholdsOf(vital)[0]!;
  const low = buckets.filter((bound) => bound < good).at(-1)!;
  const high = buckets.find((bound) => bound > good)!;
  return Object.entries(VIEWS).flatMap(([rendering, [below, atGood, above]]) => {
    const labels = `route="${PAGE.route}", browser="${PAGE.browser}", rendering="${rendering}"`;
    const cumulative = [
      [low, below],
      [good, below + atGood],
      [high, below + atGood + above],
      ['+Inf', below + atGood + above],
    ] as const;
    return [
      ...cumulative.map(([le, perMinute]) => ({ series: `${name}_bucket{${labels}, le="${le}"}`, values: `0+${perMinute}x60` })),
      { series: `${name}_count{${labels}}`, values: `0+${below + atGood + above}x60` },
    ];
  });
}

/** What each record must say an hour in: the loads alone, and the navigations alone. */
function expectedOf(vital: VitalName) {
  const { name, buckets } = VITAL_METRICS[vital];
  const good = thresholdsOf(vital)[0]!;
  const low = buckets.filter((bound) => bound < good).at(-1)!;
  const high = buckets.find((bound) => bound > good)!;
  // Loads: 8 a minute, 1 of them good; the 75th percentile, the 6th of 8, is the 5th of the 7 in (good, high].
  const loaded = { p75: good + ((high - good) * (6 - 1)) / 7, good_ratio: 1 / 8 };
  // Navigations: 4 a minute, all within (0, low]: the 3rd of 4.
  const navigated = { p75: (low * 3) / 4, good_ratio: 1 };
  const records = [
    [`route_browser:${name}:p75_1h`, loaded.p75],
    [`route_browser:${name}:good_ratio_1h`, loaded.good_ratio],
  ];
  if (vital === 'LCP' || vital === 'INP' || vital === 'CLS') {
    records.push([`route_browser:${name}:navigated_p75_1h`, navigated.p75], [`route_browser:${name}:navigated_good_ratio_1h`, navigated.good_ratio]);
  }
  return records.map(([record, value]) => ({
    expr: record,
    eval_time: '60m',
    exp_samples: [{ labels: `${record}{route="${PAGE.route}", browser="${PAGE.browser}"}`, value }],
  }));
}

it('keeps pages loaded and in-app navigations apart in every vital’s p75 and share of good page views', () => {
  if (!fs.existsSync(PROMTOOL)) throw new Error(`${PROMTOOL} is missing: apt-get install -y prometheus`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-rules-'));
  try {
    const vitals = Object.keys(VITAL_METRICS) as VitalName[];
    const tests = {
      rule_files: [RULES],
      evaluation_interval: '1m',
      tests: [
        {
          interval: '1m',
          input_series: vitals.flatMap(seriesOf),
          promql_expr_test: vitals.flatMap(expectedOf),
        },
      ],
    };
    // YAML takes JSON as it is.
    const file = path.join(dir, 'vitals.rules.test.yml');
    fs.writeFileSync(file, JSON.stringify(tests, null, 1));
    const run = spawnSync(PROMTOOL, ['test', 'rules', file], { encoding: 'utf8' });
    expect(run.stdout + run.stderr).toContain('SUCCESS');
    expect(run.status).toBe(0);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
