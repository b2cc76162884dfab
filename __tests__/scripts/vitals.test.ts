/**
 * @jest-environment node
 */
import { expect } from '@jest/globals';
import fs from 'node:fs';
import path from 'node:path';
import { drawChart } from '../../scripts/vitals/chart';
import { parseExposition } from '../../scripts/vitals/exposition';
import { formatTable, quantile, rowsOf } from '../../scripts/vitals/table';
import { routes } from '../../src/lib/routes';
import type { THRESHOLDS } from '../../src/lib/rum';
import { registry } from '../../src/server/metrics';
import { readRumBatch } from '../../src/server/rumBatch';
import { observeRumBatch, thresholdsOf, VITAL_METRICS } from '../../src/server/rumMetrics';
import '../support/setImmediate';

const observe = (batch: object) => {
  const reading = readRumBatch(JSON.stringify(batch));
  if (!reading.ok) throw new Error(reading.message);
  observeRumBatch(reading.batch);
};
const lcp = (value: number) => ({ name: 'LCP', value, element: 'image', phases: { ttfb: 0, loadDelay: 0, loadDuration: 0, renderDelay: value } });

describe('npm run vitals: the figures', () => {
  it("computes a quantile as Prometheus' histogram_quantile does", () => {
    // Four page views: two within 1 s, two within 2.5 s. The 3rd of 4 is half-way into (1, 2.5].
    expect(
      quantile(
        0.75,
        new Map([
          [0.5, 0],
          [1, 2],
          [2.5, 4],
          [Infinity, 4],
        ]),
      ),
    ).toBeCloseTo(1.75);
    // In the first bucket, from 0.
    expect(
      quantile(
        0.75,
        new Map([
          [0.5, 4],
          [1, 4],
          [Infinity, 4],
        ]),
      ),
    ).toBeCloseTo(0.375);
    // Beyond the last bound: that bound.
    expect(
      quantile(
        0.75,
        new Map([
          [0.5, 0],
          [1, 1],
          [Infinity, 4],
        ]),
      ),
    ).toBe(1);
    expect(
      quantile(
        0.75,
        new Map([
          [1, 0],
          [Infinity, 0],
        ]),
      ),
    ).toBeUndefined();
  });

  it("reads a server's /metrics into p75, page views and the share of good ones per route and browser, whatever the rendering", async () => {
    registry.resetMetrics();
    const zalo = { route: routes.event.path, browser: 'zalo' };
    for (const [rendering, value] of [
      ['server', 1200],
      ['server', 1900],
      ['shell', 3100],
      ['server', 5200],
    ] as const) {
      observe({ ...zalo, rendering, vitals: [lcp(value), { name: 'CLS', value: 0.02 }] });
    }
    observe({ route: routes.home.path, rendering: 'prerendered', browser: 'facebook', vitals: [{ name: 'INP', value: 650 }] });

    const rows = rowsOf(parseExposition(await registry.metrics()));
    expect(rows.map(({ route, browser }) => [route, browser])).toEqual([
      [routes.home.path, 'facebook'],
      [routes.event.path, 'zalo'],
    ]);
    const event = rows[1]!.vitals;
    expect(event.LCP).toEqual({ count: 4, good: 0.5, p75: expect.any(Number) });
    // 3 of 4 within 4 s: the p75 lies in (3 s, 4 s].
    expect(event.LCP!.p75).toBeGreaterThan(3000);
    expect(event.LCP!.p75).toBeLessThanOrEqual(4000);
    expect(event.CLS).toMatchObject({ count: 4, good: 1 });
    expect(event.CLS!.p75).toBeLessThan(0.025);
    expect(event.INP).toBeUndefined();
    expect(rows[0]!.vitals.INP).toMatchObject({ count: 1, good: 0 });

    const table = formatTable(rows);
    expect(table.split('\n')[0]).toBe(
      '| route | browser | LCP p75 (good, n) | INP p75 (good, n) | CLS p75 (good, n) | FCP p75 (good, n) | TTFB p75 (good, n) |',
    );
    // The 3rd of 4 page views is the last within 4 s (the bucket over 3 s).
    expect(table).toContain(`| ${routes.event.path} | zalo | 4.00 s (50%, 4) | – | 0.021 (100%, 4) | – | – |`);
    expect(table).toContain(`| ${routes.home.path} | facebook | – | 688 ms (0%, 1) | – | – | – |`);
  });

  it('keeps the pages reached by an in-app navigation apart from the same route loaded', async () => {
    registry.resetMetrics();
    const zalo = { route: routes.recording.path, browser: 'zalo' };
    observe({ ...zalo, rendering: 'server', vitals: [lcp(2200), { name: 'INP', value: 90 }] });
    observe({ ...zalo, rendering: 'navigated', vitals: [lcp(400), { name: 'INP', value: 310 }] });
    const rows = rowsOf(parseExposition(await registry.metrics()));
    expect(rows.map(({ route, navigated, vitals }) => [route, navigated, vitals.LCP?.count, vitals.INP?.count])).toEqual([
      [routes.recording.path, false, 1, 1],
      [routes.recording.path, true, 1, 1],
    ]);
    const table = formatTable(rows);
    expect(table).toMatch(new RegExp(`\\| ${routes.recording.path} \\| zalo \\| [\\d.]+ s \\(\\d+%, 1\\) \\|`));
    expect(table).toMatch(new RegExp(`\\| ${routes.recording.path} \\(navigated\\) \\| zalo \\| \\d+ ms \\(100%, 1\\) \\| \\d+ ms \\(0%, 1\\)`));
    expect(drawChart(rows, 't')).toContain(`${routes.recording.path} (navigated) · zalo`);
  });

  it('draws a bar per route and browser in each panel, coloured by its rating, every label escaped', () => {
    const rows = [
      {
        route: '/a<b>&"c"',
        browser: 'zalo',
        navigated: false,
        vitals: { LCP: { count: 3, p75: 1800, good: 1 }, INP: { count: 3, p75: 700, good: 0 } },
      },
      { route: routes.room.path, browser: 'other', navigated: false, vitals: { LCP: { count: 1, p75: 3000, good: 0 } } },
    ];
    const svg = drawChart(rows, 'Web vitals & co');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('/a&lt;b&gt;&amp;&quot;c&quot; · zalo');
    expect(svg).toContain('Web vitals &amp; co');
    const bars = [...svg.matchAll(/<rect x="[\d.]+" y="[\d.]+" width="[\d.]+" height="\d+" fill="(#[0-9a-f]+)"><title>([^<]*)<\/title>/g)];
    expect(bars.map(([, fill, title]) => [fill, / (LCP|INP|CLS|FCP|TTFB) p75 /.exec(title!)?.[1]])).toEqual([
      ['#0c7d45', 'LCP'],
      ['#b26a00', 'LCP'],
      ['#c62828', 'INP'],
    ]);
  });
});

describe('deploy/prometheus', () => {
  const rules = fs.readFileSync(path.join(__dirname, '../../deploy/prometheus/vitals.rules.yml'), 'utf8');

  it("records p75 and the share of good page views of every vital, at the histograms' own good bound", () => {
    for (const [vital, { name }] of Object.entries(VITAL_METRICS)) {
      expect(rules).toContain(`record: route_browser:${name}:p75_1h`);
      expect(rules).toContain(`histogram_quantile(0.75, sum by (route, browser, le) (rate(${name}_bucket{rendering!="navigated"}[1h])))`);
      const good = thresholdsOf(vital as keyof typeof THRESHOLDS)[0];
      expect(rules).toContain(`rate(${name}_bucket{rendering!="navigated", le="${good}"}[1h])`);
    }
  });
});
