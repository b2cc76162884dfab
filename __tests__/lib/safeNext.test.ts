/**
 * @jest-environment node
 */
import fc from 'fast-check';
import { safeNext } from '../../src/lib/safeNext';

const origin = 'https://hatvui.vn';

describe('where /login?next= may lead', () => {
  it.each([
    ['/transaction-history', '/transaction-history'],
    ['/transaction-history?page=2&filter=gift', '/transaction-history?page=2&filter=gift'],
    ['/recording/a7Hk29Qx#comments', '/recording/a7Hk29Qx#comments'],
    ['/events/tet-vui-khui-li-xi', '/events/tet-vui-khui-li-xi'],
  ])('keeps the same-origin path %s', (next, expected) => {
    expect(safeNext(next, origin)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['//evil.example'],
    ['//evil.example/path'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['https://evil.example/'],
    ['http://hatvui.vn.evil.example/'],
    ['javascript:alert(1)'],
    ['transaction-history'],
    ['/\tevil'],
    ['/\n/evil.example'],
    ['/\t/evil.example'],
    ['/\r\n/evil.example'],
    // Dot segments that normalise into a protocol-relative path.
    ['/.//evil.example'],
    ['/..//evil.example'],
    ['/%2e%2e//evil.example'],
    ['/%2E//evil.example/path'],
    ['/a/..//evil.example'],
    ['/./\\evil.example'],
  ])('sends %p home', (next) => {
    expect(safeNext(next, origin)).toBe('/');
  });
});

describe('safeNext over generated paths', () => {
  // Paths made of the pieces redirect tricks are built from, and arbitrary text.
  const piece = fc.constantFrom(
    '/',
    '//',
    '\\',
    '.',
    '..',
    '%2e',
    '%2E',
    '%2f',
    '%5c',
    '\t',
    '\n',
    '\r',
    ' ',
    '?',
    '#',
    ':',
    '@',
    'evil.example',
    'a',
    'http:',
    'javascript:',
  );
  const pathLike = fc.oneof(
    fc.array(piece, { maxLength: 12 }).map((parts) => parts.join('')),
    fc.array(piece, { maxLength: 12 }).map((parts) => `/${parts.join('')}`),
    fc.string(),
    fc.webPath(),
    fc.webUrl(),
  );

  it('always gives a path that starts with a single / and stays on this origin', () => {
    fc.assert(
      fc.property(pathLike, (next) => {
        const result = safeNext(next, origin);
        const url = new URL(result, origin);
        return (
          result.startsWith('/') &&
          !result.startsWith('//') &&
          !result.startsWith('/\\') &&
          url.origin === origin &&
          !url.pathname.startsWith('//') &&
          safeNext(result, origin) === result
        );
      }),
      { numRuns: 5000 },
    );
  });
});
