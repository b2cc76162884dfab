import { parseExposition, sampleValue } from '../../scripts/vitals/exposition';
import { routes } from '../../src/lib/routes';
import { RUM_MAX_BYTES } from '../../src/lib/rum';
import { registry } from '../../src/server/metrics';
import { serverForTheseTests } from '../support/productionServer';

// POST /rum on the production server, and what it puts into the metrics.

const site = serverForTheseTests();

const metrics = async () => parseExposition(await registry.metrics());
const post = (body: string | Uint8Array<ArrayBuffer>, contentType = 'text/plain;charset=UTF-8') =>
  fetch(`${site().origin}/rum`, { method: 'POST', body, headers: { 'Content-Type': contentType } });

const ZALO_RECORDING = { route: routes.recording.path, rendering: 'server', browser: 'zalo' };
const batch = {
  ...ZALO_RECORDING,
  connection: '3g',
  vitals: [
    { name: 'LCP', value: 2100, element: 'image', phases: { ttfb: 300, loadDelay: 200, loadDuration: 900, renderDelay: 700 } },
    { name: 'INP', value: 350 },
    { name: 'CLS', value: 0.05 },
    { name: 'FCP', value: 900 },
    { name: 'TTFB', value: 300 },
  ],
};
const count = async (name: string, labels: Record<string, string> = {}) => sampleValue(await metrics(), name, labels) ?? 0;

describe('POST /rum', () => {
  it("takes a page view's vitals and observes each into its histogram, labelled by route, rendering and browser", async () => {
    const before = await count('hatvui_rum_batches_total', { result: 'accepted' });
    const response = await post(JSON.stringify(batch));
    expect(response.status).toBe(204);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const samples = await metrics();
    const lcp = (le: string) => sampleValue(samples, 'hatvui_web_vitals_lcp_seconds_bucket', { ...ZALO_RECORDING, le });
    expect(sampleValue(samples, 'hatvui_web_vitals_lcp_seconds_count', ZALO_RECORDING)).toBe(1);
    expect(sampleValue(samples, 'hatvui_web_vitals_lcp_seconds_sum', { route: routes.recording.path, browser: 'zalo' })).toBeCloseTo(2.1);
    // 2.1 s: over 2 s, within Google's "good" (2.5 s).
    expect(lcp('2')).toBe(0);
    expect(lcp('2.5')).toBe(1);
    // INP 350 ms is over "good" (200 ms) and within "poor" (500 ms).
    expect(sampleValue(samples, 'hatvui_web_vitals_inp_seconds_bucket', { browser: 'zalo', le: '0.2' })).toBe(0);
    expect(sampleValue(samples, 'hatvui_web_vitals_inp_seconds_bucket', { browser: 'zalo', le: '0.5' })).toBe(1);
    expect(sampleValue(samples, 'hatvui_web_vitals_cls_bucket', { browser: 'zalo', le: '0.1' })).toBe(1);
    expect(sampleValue(samples, 'hatvui_web_vitals_fcp_seconds_count', { browser: 'zalo' })).toBe(1);
    expect(sampleValue(samples, 'hatvui_web_vitals_ttfb_seconds_sum', { browser: 'zalo' })).toBeCloseTo(0.3);
    expect(sampleValue(samples, 'hatvui_web_vitals_lcp_phase_seconds_sum', { route: routes.recording.path, phase: 'loadDuration' })).toBeCloseTo(0.9);
    expect(sampleValue(samples, 'hatvui_web_vitals_lcp_elements_total', { route: routes.recording.path, element: 'image' })).toBe(1);
    expect(sampleValue(samples, 'hatvui_web_vitals_lcp_by_connection_seconds_count', { connection: '3g' })).toBe(1);
    expect(sampleValue(samples, 'hatvui_rum_batches_total', { result: 'accepted' })).toBe(before + 1);
  });

  it('files a URL, an unknown browser or rendering under "other": no id ever becomes a label', async () => {
    const response = await post(
      JSON.stringify({
        ...batch,
        route: routes.recharge.href('uid-PRIVATE-7'),
        browser: 'line',
        rendering: 'amp',
        vitals: [{ name: 'CLS', value: 0.3 }],
      }),
      'application/json',
    );
    expect(response.status).toBe(204);
    const text = await registry.metrics();
    expect(text).not.toContain('PRIVATE');
    expect(sampleValue(parseExposition(text), 'hatvui_web_vitals_cls_count', { route: 'other', rendering: 'other', browser: 'other' })).toBe(1);
  });

  it.each([
    ['a wrong type', JSON.stringify({ ...batch, vitals: [{ name: 'INP', value: '210' }] }), 'vitals[0].value: a number from 0 to 600000'],
    ['a field that could name someone', JSON.stringify({ ...batch, uid: 'u-1' }), 'uid: not a field of a batch'],
    ['an empty body', '', 'batch: not JSON'],
    ['bytes that are not text', new Uint8Array([0xff, 0xfe, 0x00, 0x7b]), 'batch: not JSON'],
  ])('answers a batch with %s 400, says why, counts it and observes nothing', async (_case, body, message) => {
    const before = {
      invalid: await count('hatvui_rum_batches_total', { result: 'invalid' }),
      lcp: await count('hatvui_web_vitals_lcp_seconds_count', ZALO_RECORDING),
    };
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message, code: 'VALIDATION' });
    expect(await count('hatvui_rum_batches_total', { result: 'invalid' })).toBe(before.invalid + 1);
    expect(await count('hatvui_web_vitals_lcp_seconds_count', ZALO_RECORDING)).toBe(before.lcp);
  });

  it(`refuses a body over ${RUM_MAX_BYTES} bytes with a 400, counted as too large`, async () => {
    const before = await count('hatvui_rum_batches_total', { result: 'too_large' });
    const padded = JSON.stringify({ ...batch, route: 'x'.repeat(RUM_MAX_BYTES) });
    const response = await post(padded);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: `batch: at most ${RUM_MAX_BYTES} bytes`, code: 'VALIDATION' });
    expect(await count('hatvui_rum_batches_total', { result: 'too_large' })).toBe(before + 1);
    // Exactly the limit is taken.
    const exact = JSON.stringify({ ...batch, route: '' });
    const fill = RUM_MAX_BYTES - Buffer.byteLength(exact);
    expect((await post(JSON.stringify({ ...batch, route: 'y'.repeat(fill) }))).status).toBe(204);
  });
});
