/**
 * @jest-environment node
 */
import { expect } from '@jest/globals';
import { routes } from '../../src/lib/routes';
import { OTHER_ROUTE } from '../../src/lib/routeMatch';
import type { RumBatch } from '../../src/lib/rum';
import { readRumBatch } from '../../src/server/rumBatch';

const LCP = { name: 'LCP', value: 2100.5, element: 'image', phases: { ttfb: 300, loadDelay: 200, loadDuration: 900, renderDelay: 700.5 } };
const valid = (): RumBatch & Record<string, unknown> =>
  ({
    route: routes.recording.path,
    rendering: 'server',
    browser: 'zalo',
    connection: '4g',
    vitals: [LCP, { name: 'INP', value: 120 }, { name: 'CLS', value: 0.05 }, { name: 'FCP', value: 800 }, { name: 'TTFB', value: 250 }],
  }) as RumBatch & Record<string, unknown>;

const read = (body: unknown) => readRumBatch(typeof body === 'string' ? body : JSON.stringify(body));
const refusal = (body: unknown) => {
  const reading = read(body);
  if (reading.ok) throw new Error(`accepted: ${JSON.stringify(body)}`);
  return reading.message;
};
const withVital = (vital: unknown) => ({ ...valid(), vitals: [vital] });

describe('reading a POST /rum batch', () => {
  it('takes a whole batch as sent', () => {
    expect(read(valid())).toEqual({ ok: true, batch: { ...valid(), vitals: valid().vitals } });
  });

  it('calls a label it does not know "other": a URL for a route, a new browser, a rendering, a connection, an element', () => {
    const reading = read({
      ...valid(),
      route: routes.recording.href('rec-42'),
      browser: 'instagram',
      rendering: 'edge',
      connection: '5g',
      vitals: [{ ...LCP, element: 'canvas' }],
    });
    expect(reading).toEqual({
      ok: true,
      batch: expect.objectContaining({
        route: OTHER_ROUTE,
        browser: 'other',
        rendering: 'other',
        connection: 'other',
        vitals: [{ ...LCP, element: 'other' }],
      }),
    });
  });

  it('calls a connection the browser did not say "unknown"', () => {
    const { connection: _connection, ...batch } = valid();
    expect(read(batch)).toMatchObject({ ok: true, batch: { connection: 'unknown' } });
  });

  it.each([
    ['not JSON', '{"route":', 'batch: not JSON'],
    ['a list', [valid()], 'batch: a JSON object'],
    ['null', null, 'batch: a JSON object'],
    ['a field too many (nothing else goes: a uid, a URL)', { ...valid(), uid: 'u-1' }, 'uid: not a field of a batch'],
    ['no route', { ...valid(), route: undefined }, 'route: a string'],
    ['a route that is a number', { ...valid(), route: 7 }, 'route: a string'],
    ['a rendering that is not a string', { ...valid(), rendering: true }, 'rendering: a string'],
    ['no browser', { ...valid(), browser: undefined }, 'browser: a string'],
    ['a browser that is an object', { ...valid(), browser: { name: 'zalo' } }, 'browser: a string'],
    ['a connection that is a number', { ...valid(), connection: 4 }, 'connection: a string'],
    ['no vitals', { ...valid(), vitals: [] }, 'vitals: a list of 1 to 5 vitals'],
    ['vitals that are not a list', { ...valid(), vitals: { LCP } }, 'vitals: a list of 1 to 5 vitals'],
    ['six vitals', { ...valid(), vitals: [...valid().vitals, { name: 'INP', value: 1 }] }, 'vitals: a list of 1 to 5 vitals'],
    [
      'one vital twice',
      {
        ...valid(),
        vitals: [
          { name: 'INP', value: 1 },
          { name: 'INP', value: 2 },
        ],
      },
      'vitals: INP twice (a page view sends each vital once)',
    ],
    ['a vital that is a number', withVital(3), 'vitals[0]: an object'],
    ['an unknown vital', withVital({ name: 'FID', value: 10 }), 'vitals[0].name: LCP, INP, CLS, FCP, TTFB'],
    ['a value as text', withVital({ name: 'INP', value: '120' }), 'vitals[0].value: a number from 0 to 600000'],
    ['a negative value', withVital({ name: 'FCP', value: -1 }), 'vitals[0].value: a number from 0 to 600000'],
    ['a time over 10 minutes', withVital({ name: 'TTFB', value: 600_001 }), 'vitals[0].value: a number from 0 to 600000'],
    ['a CLS over 100', withVital({ name: 'CLS', value: 101 }), 'vitals[0].value: a number from 0 to 100'],
    ['no value', withVital({ name: 'CLS' }), 'vitals[0].value: a number from 0 to 100'],
    ['an attribution on INP', withVital({ name: 'INP', value: 90, target: '#x' }), 'vitals[0].target: not a field of a batch'],
    ['LCP without its phases', withVital({ ...LCP, phases: undefined }), 'vitals[0].phases: an object'],
    [
      'a phase missing',
      withVital({ ...LCP, phases: { ...LCP.phases, renderDelay: undefined } }),
      'vitals[0].phases.renderDelay: a number from 0 to 600000',
    ],
    ['a phase too many', withVital({ ...LCP, phases: { ...LCP.phases, url: 1 } }), 'vitals[0].phases.url: not a field of a batch'],
    ['an element that is not a string', withVital({ ...LCP, element: 1 }), 'vitals[0].element: a string'],
    ['an LCP URL', withVital({ ...LCP, url: 'https://x/cover.webp' }), 'vitals[0].url: not a field of a batch'],
  ])('refuses a batch with %s, naming the field', (_case, body, message) => {
    expect(refusal(body)).toBe(message);
  });
});
