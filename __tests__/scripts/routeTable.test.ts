// What the build derives from the route table (scripts/routeTable.ts): the chunk each page is named
// (from its loader in src/app/pageLoaders.ts), and the entry's early requests.
import path from 'node:path';
import { buildUrl } from '../../src/api/requests';
import { PARAM_SLOT } from '../../src/api/earlyRequest';
import { chunkOf, routeList, routes } from '../../src/lib/routes';
import { firstRequests, pageImportsOf } from '../../scripts/routeTable';

const PAGES_FILE = path.join(__dirname, '../../src/app/pageLoaders.ts');

describe("each page's chunk", () => {
  it("is named after its route's key, for every route of the table, from its one import", () => {
    const keys = pageImportsOf(PAGES_FILE);
    expect([...keys.values()].sort()).toEqual(Object.keys(routes).sort());
    expect(keys.get('../pages/Recording/RecordingPage')).toBe('recording');
    expect(chunkOf('recording')).toBe('page-recording');
    expect(chunkOf('rechargeBankId')).toBe('page-recharge-bank-id');
  });

  it('refuses a page imported outside an entry, or one page under two keys', () => {
    const outside = `const x = () => import('../pages/A/APage');\nexport const pages = { a: () => import('../pages/A/APage') };`;
    expect(() => pageImportsOf('pages.ts', outside)).toThrow(/not inside a loader/);
    const twice = `export const pages: PageLoaders = { a: () => import('../pages/A/APage'), b: () => import('../pages/A/APage') };`;
    expect(() => pageImportsOf('pages.ts', twice)).toThrow(/both a and b/);
  });
});

describe("the entry's early requests", () => {
  it("are each route's first request, the same URL its endpoint asks for whatever the id", () => {
    const early = firstRequests();
    const withFirst = routeList.filter((route) => route.first);
    expect(early).toHaveLength(withFirst.length);
    withFirst.forEach((route, i) => {
      const [path, url] = early[i]!;
      for (const id of ['a7Hk29Qx', '100002', 'tet_2024-am']) {
        // Its path's regex takes the route's links, with their id, and no other route's.
        expect(new RegExp(path).exec((route.href as (id: string) => string)(id))?.[1]).toBe(id);
        expect(routeList.filter((other) => new RegExp(path).test(other.path.replace(/:\w+/, id)))).toEqual([route]);
        const request = route.first!(id);
        expect(`${window.location.origin}${url.split(PARAM_SLOT).join(id)}`).toBe(buildUrl(request.url, request.params));
      }
    });
  });
});
