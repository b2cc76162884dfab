// What the build derives from the route table (scripts/routeTable.ts): the chunk each page is named,
// the entry's early requests, and the browser's copy of the table.
import fs from 'node:fs';
import path from 'node:path';
import { buildUrl } from '../../src/api/requests';
import { PARAM_SLOT } from '../../src/lib/routeMatch';
import { chunkOf, routeList, routes } from '../../src/lib/routes';
import { BUILD_ONLY, browserRouteTable, firstRequests, pageImportsOf } from '../../scripts/routeTable';

const ROUTES_FILE = path.join(__dirname, '../../src/lib/routes.ts');
const source = fs.readFileSync(ROUTES_FILE, 'utf8');

describe("each page's chunk", () => {
  it("is named after its route's key, for every route of the table, from its one import", () => {
    const keys = pageImportsOf(ROUTES_FILE);
    expect([...keys.values()].sort()).toEqual(Object.keys(routes).sort());
    expect(keys.get('../pages/Recording/RecordingPage')).toBe('recording');
    expect(chunkOf('recording')).toBe('page-recording');
    expect(chunkOf('rechargeBankId')).toBe('page-recharge-bank-id');
  });

  it('refuses a page imported outside an entry, or one page under two keys', () => {
    const outside = `const x = () => import('../pages/A/APage');\nexport const routes = { a: { page: () => import('../pages/A/APage') } };`;
    expect(() => pageImportsOf('routes.ts', outside)).toThrow(/not inside an entry/);
    const twice = `export const routes = { a: { page: () => import('../pages/A/APage') }, b: { page: () => import('../pages/A/APage') } } as const;`;
    expect(() => pageImportsOf('routes.ts', twice)).toThrow(/both a and b/);
  });
});

describe("the entry's early requests", () => {
  it("are each route's first request, the same URL its endpoint asks for whatever the id", () => {
    const early = new Map(firstRequests());
    const withFirst = routeList.filter((route) => 'first' in route && route.first);
    expect([...early.keys()].sort()).toEqual(withFirst.map((route) => route.path).sort());
    for (const route of withFirst) {
      for (const id of ['a7Hk29Qx', '100002', 'tet_2024-am', PARAM_SLOT]) {
        const request = (route as { first: (param: string) => { url: string; params?: Record<string, string | number> } }).first(id);
        expect(`${window.location.origin}${early.get(route.path)!.split(PARAM_SLOT).join(id)}`).toBe(buildUrl(request.url, request.params));
      }
    }
  });
});

describe("the browser's copy of the table", () => {
  const browser = browserRouteTable(source, ROUTES_FILE);
  /** The table's own text, without the types and helpers around it. */
  const tableIn = (text: string) => text.slice(text.indexOf('export const routes = {'), text.indexOf('} as const satisfies'));

  it('has none of what only the build and the server read', () => {
    for (const name of BUILD_ONLY) {
      expect(tableIn(source)).toMatch(new RegExp(`\\b${name}:`));
      expect(tableIn(browser)).not.toMatch(new RegExp(`\\b${name}:`));
    }
  });

  it('keeps every route, its page, link and needs', () => {
    for (const key of Object.keys(routes)) expect(browser).toContain(`  ${key}: {`);
    expect(browser.match(/page: \(\) => import\(/g)).toHaveLength(Object.keys(routes).length);
    expect(browser).toContain('href: (id: string | number) => `/recording/${seg(id)}`');
    expect(browser.match(/\.\.\.ACCOUNT/g)?.length).toBe(source.match(/\.\.\.ACCOUNT/g)?.length);
  });
});
