/**
 * @jest-environment node
 */
// Every function that reads a request's path runs in time linear in its length (issue 37: a run of
// slashes made one regular expression quadratic and froze a server). fast-check builds paths from runs
// of what attackers send ('/', '%2F', '.', '%2e', '\', unicode, letters), after each route's prefix,
// at 1 KB and 16 KB: the processor time per byte at 16 KB must stay within 4 times that at 1 KB. A linear
// function gives a ratio near 1 (less: fixed costs weigh more at 1 KB), a quadratic one 16. Each time is
// the fastest of samples taken in turn with the other size's, each of enough calls to be measured, so
// load on the machine moves both sides alike.
import path from 'node:path';
import fc from 'fast-check';
import { APP_SHELL, htmlFileFor } from '../../src/lib/prerendered';
import { isPagePath, matchRoute, routePatternOf } from '../../src/lib/routeMatch';
import { prerenderedPaths, routeList } from '../../src/lib/routes';
import { trimTrailingSlashes } from '../../src/lib/trailingSlashes';
import { apiPathVerdict } from '../../src/server/apiProxyPath';
import { cardPathParts } from '../../src/server/cards/cardRoute';
import { recordingOfUrl } from '../../src/server/oembed';
import { isFilePath } from '../../src/server/appPages';
import {
  isMalformed,
  isPlainPath,
  isRequestLineTooLong,
  isTooLong,
  MAX_REQUEST_LINE_BYTES,
  normalizedPath,
  normalizePosix,
} from '../../src/server/requestPath';
import { matchSharePage } from '../../src/server/shareRender';
import { isSourceMapPath } from '../../src/server/staticFiles';
import { SITE_URL } from '../../src/lib/config';

const PATTERNS = routeList.map((route) => route.path);

/**
 * Each function that reads a path, by name. (isRequestLineTooLong reads only lengths: constant time,
 * too fast for these samples' clock, which then measures nothing at 1 KB.)
 */
const READERS: Record<string, (path: string) => unknown> = {
  trimTrailingSlashes,
  matchRoute: (path) => PATTERNS.map((pattern) => matchRoute(pattern, path)),
  isPagePath: (path) => isPagePath(PATTERNS, path),
  routePatternOf: (path) => routePatternOf(PATTERNS, path),
  htmlFileFor: (path) => htmlFileFor(path, prerenderedPaths),
  matchSharePage,
  apiPathVerdict: (path) => apiPathVerdict(`/v1${path}?q=${path}`, ['/v1', '/sandbox']),
  cardPathParts: (path) => cardPathParts(`/cards/recording${path}`),
  recordingOfUrl: (path) => recordingOfUrl(`${SITE_URL}${path}`),
  isFilePath,
  isPlainPath,
  isTooLong,
  isMalformed,
  normalizedPath,
  normalizePosix,
  isSourceMapPath,
};

// What a path is made of: runs of one of these, mixed.
const PIECES = ['/', '%2F', '%2f', '.', '%2e', '%2E', '\\', '%5C', 'a', '-', 'ạ', '🎤', '%E1%BA%A1', '%', '..', 'map', '.map', '?', '#', ' '];
const PREFIXES = ['/', '/recording/', '/room/x', '/events/', '/recharge/', '/cards/recording/', '/v1/', '/assets/', '/sw.js.map', '/login'];

const SMALL = 1024;
const LARGE = 16 * 1024;

/**
 * `prefix`, then whole copies of `unit`, then `suffix`: about `bytes` characters. Whole copies, so that
 * both sizes are the same path but longer (a unit cut in its middle, `%2` before a `/`, made the 1 KB
 * path malformed, refused at its first scan, and the 16 KB one a full walk: a false "quadratic").
 */
const pathOf = (prefix: string, unit: string, suffix: string, bytes: number) =>
  `${prefix}${unit.repeat(Math.max(1, Math.floor((bytes - prefix.length - suffix.length) / unit.length)))}${suffix}`;

/**
 * The fastest sample: other work on the machine only ever adds to a sample (a host that takes the
 * virtual processor away still counts its time as this process's, and another process's cache traffic
 * slows it), so the fastest is the least disturbed. Medians let a loaded CI run's noise through: a
 * function that reads only the path's length came out at over 4.
 */
const fastest = (values: number[]) => Math.min(...values);

/**
 * This process's processor time in ms: what other processes do on the machine does not count in it
 * (wall time did: with a load of 20 on 2 cores, a linear function's ratio went over 4).
 */
const cpuNow = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** The least processor time a sample takes, so that the microsecond clock measures it. */
const MIN_SAMPLE_MS = 1;

/**
 * The processor time per character of `read(path)`: batches of `calls` calls until the sample has taken
 * MIN_SAMPLE_MS. Not one batch: when the count was calibrated on a slow moment (a collection, the host
 * taking the processor), one batch could be a single call of 50 ns, measured as 0 ms, and a ratio over
 * it came out Infinity (a clean-clone CI run beside a busy machine).
 */
function sampleOf(read: (path: string) => unknown, path: string, count: { calls: number }) {
  const { calls } = count;
  const started = cpuNow();
  let done = 0;
  let elapsed = 0;
  do {
    for (let call = 0; call < calls; call += 1) read(path);
    done += calls;
    elapsed = cpuNow() - started;
  } while (elapsed < MIN_SAMPLE_MS);
  // A sample of many batches means the count is too small: a disturbance while it was counted (a first
  // call that compiles, a collection, the host taking the processor) only ever makes it smaller. Then
  // the clock's own reading weighs on each batch, and a count of 1 put a constant-time reader at 7.7 (CI
  // of aa38445). The next samples run batches of what this one took; the fastest sample is theirs.
  if (done >= 4 * calls) count.calls = done;
  return elapsed / done / path.length;
}

/**
 * How many calls of `read` on `path` take about 1 ms of processor time: a sample long enough for the
 * microsecond clock (1 ms, not 2: the file was 11 s of jest's one worker, 7 s at 1 ms, issue 38).
 */
function callsFor(read: (path: string) => unknown, path: string) {
  let calls = 1;
  for (;;) {
    const started = cpuNow();
    for (let call = 0; call < calls; call += 1) read(path);
    if (cpuNow() - started >= 1 || calls >= 1 << 20) return calls;
    calls *= 2;
  }
}

/**
 * Samples of each size per measure. A disturbance only ever lengthens a sample, so one undisturbed
 * sample of each is enough, and a measure that a disturbance put over the line is taken again (up to
 * `attempts`): 5, not 9, made the file 17 s of jest's one worker instead of ~11 (issue 38).
 */
const SAMPLES = 5;

/**
 * Time per byte at 16 KB over time per byte at 1 KB: the fastest of SAMPLES each, taken in turn (small,
 * large, small, …) so that whatever else the machine does weighs on both alike; the lowest of up to
 * `attempts` such measures (a quadratic function is over at every one of them).
 */
function growth(read: (path: string) => unknown, prefix: string, unit: string, suffix: string, attempts = 3) {
  const small = pathOf(prefix, unit, suffix, SMALL);
  const large = pathOf(prefix, unit, suffix, LARGE);
  // Each size its own number of calls, so that each sample is long enough for the clock: a reader that
  // looks only at the path's end is constant-time, and calls/16 of it on 16 KB made samples of 0.1 ms,
  // which one interrupt on a loaded machine put over 4 (a CI run, trimTrailingSlashes on `…/`).
  const smallCalls = { calls: callsFor(read, small) };
  const largeCalls = { calls: callsFor(read, large) }; // also compiles and warms it before it is timed
  let lowest = Number.POSITIVE_INFINITY;
  for (let attempt = 0; attempt < attempts && lowest >= MAX_GROWTH; attempt += 1) {
    const smalls: number[] = [];
    const larges: number[] = [];
    for (let sample = 0; sample < SAMPLES; sample += 1) {
      smalls.push(sampleOf(read, small, smallCalls));
      larges.push(sampleOf(read, large, largeCalls));
    }
    lowest = Math.min(lowest, fastest(larges) / fastest(smalls));
  }
  return lowest;
}

// Linear: ~1 (below 1 when fixed costs weigh at 1 KB); quadratic: ~16. Generous for a loaded machine.
const MAX_GROWTH = 4;

const pathParts = fc.record({
  prefix: fc.constantFrom(...PREFIXES),
  unit: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((pieces) => pieces.join('')),
  suffix: fc.constantFrom('', 'n1', '/', 'x/', '.map', '/.', '%2F.', '/%2e', '?a=1'),
});

test('the measure tells a quadratic reader: the trailing-slash regex of issue 37 on a run of slashes', () => {
  // The regex backtracks from every slash of a run that does not end the path: quadratic in the run.
  const quadratic = (path: string) => path.replace(/\/+$/, '');
  // One measure: more are for a linear reader that a disturbance put over the line. This one is over at
  // every measure, and each of its 16 KB samples is long (three measures took 3-5 s).
  expect(growth(quadratic, '/recording', '/', 'n1', 1)).toBeGreaterThan(MAX_GROWTH);
});

test('the measure does not call a constant-time reader quadratic: one that reads only the end of the path', () => {
  // At 16 KB such a reader does 1/16 of the work per byte; its samples must still be long enough to measure.
  const lastCode = (path: string) => path.charCodeAt(path.length - 1);
  expect(growth(lastCode, '/recording/', '.map#%', '/')).toBeLessThan(1);
});

test('a disturbance while the calls are counted does not make a constant-time reader look quadratic', () => {
  // Its first call on the long path takes 3 ms, as a collection or the host taking the processor would.
  let disturbed = false;
  const lastCode = (path: string) => {
    if (!disturbed && path.length > SMALL * 2) {
      disturbed = true;
      const started = cpuNow();
      while (cpuNow() - started < 3);
    }
    return path.charCodeAt(path.length - 1);
  };
  expect(growth(lastCode, '/recording/', '.map#%', '/')).toBeLessThan(1);
  expect(disturbed).toBe(true);
});

describe.each(Object.keys(READERS))('%s', (name) => {
  const read = READERS[name]!;

  it('takes time linear in the path, whatever runs it is made of', () => {
    fc.assert(
      fc.property(pathParts, ({ prefix, unit, suffix }) => {
        const ratio = growth(read, prefix, unit, suffix);
        expect({ prefix, unit, suffix, linear: ratio < MAX_GROWTH }).toEqual({ prefix, unit, suffix, linear: true });
      }),
      { numRuns: 12 },
    );
  });

  it('the attack of the issue: 7,000 slashes that are not at the end', () => {
    expect(growth(read, '/recording', '/', 'n1')).toBeLessThan(MAX_GROWTH);
  });
});

describe('what they answer for such paths', () => {
  it('trailing slashes are trimmed, every one, and only those', () => {
    expect(trimTrailingSlashes('/a//b///')).toBe('/a//b');
    expect(trimTrailingSlashes('///')).toBe('');
    expect(trimTrailingSlashes('/a')).toBe('/a');
    expect(matchRoute('/recording/:id', `/recording${'/'.repeat(7000)}n1`)).toBeUndefined();
    expect(matchRoute('/recording/:id', `/recording/n1${'/'.repeat(7000)}`)).toBe('n1');
    expect(htmlFileFor(`/terms${'/'.repeat(7000)}`, ['/terms'])).toBe('terms/index.html');
    expect(htmlFileFor(`/terms${'/'.repeat(7000)}x`, ['/terms'])).toBe(APP_SHELL);
  });

  it('paths are normalised as node normalises them, in linear time (node’s own is quadratic in a run of ../)', () => {
    const piece = fc.constantFrom('/', '//', '.', '..', '...', 'a', 'b.c', '\\', '%2F');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const value = pieces.join('');
        expect({ value, normalized: normalizePosix(value) }).toEqual({ value, normalized: path.posix.normalize(value) });
      }),
      { numRuns: 2000 },
    );
    expect(isSourceMapPath(`/${'../'.repeat(300)}sw.js.map`)).toBe(true);
  });

  it('a source map is one whatever its spelling', () => {
    for (const path of [
      '/sw.js.map',
      '/sw.js.map/.',
      '/sw.js.map%2F.',
      '/sw.js.map/%2e',
      '/sw.js.map/',
      '/assets/main.js.m%61p',
      '/x/../sw.js.map',
    ]) {
      expect({ path, map: isSourceMapPath(path) }).toEqual({ path, map: true });
    }
    for (const path of ['/sw.js', '/sw.js.map/x', '/sw.js.map/..', '/%E0%A4%A']) {
      expect({ path, map: isSourceMapPath(path) }).toEqual({ path, map: false });
    }
  });

  it('a path over 1 KB, or an oEmbed query over 2 KB, is too long; nothing shorter', () => {
    expect(isTooLong(`/${'a'.repeat(1023)}`)).toBe(false);
    expect(isTooLong(`/${'a'.repeat(1024)}`)).toBe(true);
    expect(isTooLong(`/x?${'a'.repeat(10_000)}`)).toBe(false);
    expect(isTooLong(`/oembed?${'a'.repeat(2048)}`)).toBe(false);
    expect(isTooLong(`/oembed?${'a'.repeat(2049)}`)).toBe(true);
  });

  it('reads a path as nginx does: the API prefix as written, a raw # and what follows, bytes that are no UTF-8, a line feed', () => {
    const api = (url: string) => apiPathVerdict(url, ['/v1']);
    expect([api('/V1/.'), api('/V1/%5c'), api('/v1/x#/../y'), api('/v1/x#\\y'), api('/v1/x#y'), api('/v1/a%2Fb')]).toEqual([
      'other',
      'other',
      'refuse',
      'refuse',
      'proxy',
      'refuse',
    ]);
    expect(normalizedPath('/%61ssets/%C0%AF')).toBe('/assets/%C0%AF');
    expect(normalizedPath('/%61ssets/x/../%FF')).toBe('/assets/%FF');
    expect(normalizedPath('/%E1%BA%A1')).toBe('/ạ');
    expect([isPlainPath('/login%0A'), isPlainPath('/login%0a'), isPlainPath('/terms#%2e'), isPlainPath('/login')]).toEqual([
      false,
      false,
      false,
      true,
    ]);
    expect([isPlainPath('/RECORDING/..#x'), isPlainPath('/a/.#'), isPlainPath('/a#b')]).toEqual([false, false, true]);
  });

  it('a request line over nginx’s 8 KB buffer (with its CRLF) is too long, whatever the method, as nginx measured it', () => {
    // nginx 1.22 with deploy/nginx.conf: GET with an 8,177-byte target is read, 8,178 is 414; HEAD one less.
    const target = (bytes: number) => `/x?${'a'.repeat(bytes - 3)}`;
    expect(MAX_REQUEST_LINE_BYTES).toBe(8192);
    expect(isRequestLineTooLong('GET', target(8177))).toBe(false);
    expect(isRequestLineTooLong('GET', target(8178))).toBe(true);
    expect(isRequestLineTooLong('HEAD', target(8176))).toBe(false);
    expect(isRequestLineTooLong('HEAD', target(8177))).toBe(true);
    expect(isRequestLineTooLong('GET', target(8177), '1.0')).toBe(false);
  });
});
