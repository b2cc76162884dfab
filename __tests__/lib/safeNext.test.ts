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
