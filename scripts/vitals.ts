// `npm run vitals -- URL`: what visitors' browsers measured, as a table of each vital's 75th
// percentile, page views and share of "good" per route and in-app browser, and as an SVG chart in
// bench/results/. URL is a production server's metrics (http://127.0.0.1:9464/metrics: everything
// since it started) or a Prometheus base URL (http://prometheus:9090: the last `--window`, 1d by
// default, across every server it scrapes).
//
//   npm run vitals -- http://127.0.0.1:9464/metrics
//   npm run vitals -- http://127.0.0.1:9090 --window 7d
import fs from 'node:fs';
import path from 'node:path';
import { VITAL_NAMES } from '../src/lib/rum';
import { VITAL_METRICS } from '../src/server/rumMetrics';
import { drawChart } from './vitals/chart';
import { parseExposition, type Sample } from './vitals/exposition';
import { formatTable, rowsOf } from './vitals/table';

const WINDOW = /^\d+[smhdwy]$/;

async function fromMetrics(url: string): Promise<Sample[]> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return parseExposition(await response.text());
}

interface PromVector {
  status: string;
  error?: string;
  data?: { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] };
}

/** The buckets' increase over `window`, per route, rendering, browser and bound, for each vital. */
async function fromPrometheus(base: string, window: string): Promise<Sample[]> {
  const samples: Sample[] = [];
  for (const vital of VITAL_NAMES) {
    const name = `${VITAL_METRICS[vital].name}_bucket`;
    const query = `sum by (route, rendering, browser, le) (increase(${name}[${window}]))`;
    const response = await fetch(`${base.replace(/\/+$/, '')}/api/v1/query?query=${encodeURIComponent(query)}`);
    const body = (await response.json()) as PromVector;
    if (body.status !== 'success' || !body.data) throw new Error(`${base}: ${body.error ?? `HTTP ${response.status}`}`);
    for (const { metric, value } of body.data.result) samples.push({ name, labels: metric, value: Number(value[1]) });
  }
  return samples;
}

async function main() {
  const args = process.argv.slice(2);
  const url = args.find((arg) => /^https?:\/\//.test(arg));
  const windowAt = args.indexOf('--window');
  const window = windowAt >= 0 ? args[windowAt + 1]! : '1d';
  if (!url || !WINDOW.test(window)) {
    console.error("usage: npm run vitals -- URL [--window 1d]   (URL: a server's …/metrics, or a Prometheus base URL)");
    process.exit(2);
  }
  const fromServer = new URL(url).pathname.endsWith('/metrics');
  const rows = rowsOf(fromServer ? await fromMetrics(url) : await fromPrometheus(url, window));
  const source = fromServer ? `${url} (since the server started)` : `${url} (Prometheus, the last ${window})`;
  const title = `Web vitals of page views, p75 per route and browser — ${source}, ${new Date().toISOString()}`;
  console.log(`\n${title}\n\n${rows.length ? formatTable(rows) : 'No page views measured yet.'}\n`);
  const outDir = path.resolve(__dirname, '..', 'bench', 'results');
  fs.mkdirSync(outDir, { recursive: true });
  const chart = path.join(outDir, 'vitals-latest.svg');
  fs.writeFileSync(chart, drawChart(rows, title));
  console.log(`Chart: ${path.relative(process.cwd(), chart)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
