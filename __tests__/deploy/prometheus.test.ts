/**
 * @jest-environment node
 */
// deploy/prometheus/prometheus.yml scrapes every server process docs/deploying.md runs (PORT 8080 and
// 8081), each on its own metrics port, as the server picks it.
import fs from 'node:fs';
import path from 'node:path';
import { metricsPortFor } from '../../src/server/metricsServer';

const config = fs.readFileSync(path.resolve(__dirname, '../../deploy/prometheus/prometheus.yml'), 'utf8');

it("scrapes both documented servers' metrics ports, one quoted target each", () => {
  const targets = [...config.matchAll(/^\s*- '(127\.0\.0\.1:\d+)'$/gm)].map((match) => match[1]);
  const ports = [8080, 8081].map((port) => metricsPortFor({}, port));
  expect(targets).toEqual(ports.map((port) => `127.0.0.1:${'port' in port ? port.port : NaN}`));
  // e2e/vitals.spec.ts points the first at the preview server's metrics by this literal.
  expect(config).toContain("'127.0.0.1:9464'");
});
