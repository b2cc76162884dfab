/**
 * @jest-environment node
 */
// The share locations and pages nginx gets from the build: what they match is what the server renders.
import { nginxRoutesFile, pathsRegex } from '../../scripts/nginxRoutes';
import { isIdParam } from '../../src/lib/idParam';
import { routeList, routes } from '../../src/lib/routes';
import { LIVE_ROOM_PATH } from '../../src/lib/livePath';
import { fuzzedPaths } from '../server/live/streamClient';

const matches = (regex: string, path: string) => new RegExp(regex).test(path);

describe('pathsRegex', () => {
  const regex = pathsRegex([routes.recording.path, routes.event.path]);

  it.each(['/recording/abc', '/recording/a_B-9/', '/events/tet-2024'])('matches the share page %s', (path) => {
    expect(matches(regex, path)).toBe(true);
  });

  it.each([
    '/recording/',
    '/recording/a.b',
    '/recording/a%3Cb',
    '/recording//abc',
    '/recording/a/../abc',
    '/recording/x<!--server:body--><h1>',
    '/recordingx/abc',
    '/xrecording/abc',
    '/room/abc',
    '/recording/abc/comments',
  ])('does not match %s (not an id, or not this route)', (path) => {
    expect(matches(regex, path)).toBe(false);
  });

  it('escapes what a static segment holds', () => {
    expect(matches(pathsRegex(['/a.b/:id']), '/aXb/1')).toBe(false);
  });
});

describe('nginxRoutesFile', () => {
  const lines = Object.fromEntries(
    nginxRoutesFile(routeList)
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );

  it('keeps the shared pages in the cache and the top-up links out of it', () => {
    expect(matches(lines.SHARE_CACHED_PAGES!, routes.recording.href('r1'))).toBe(true);
    expect(matches(lines.SHARE_CACHED_PAGES!, routes.room.href('r1'))).toBe(true);
    expect(matches(lines.SHARE_CACHED_PAGES!, routes.event.href('tet'))).toBe(true);
    expect(matches(lines.SHARE_CACHED_PAGES!, routes.recharge.href('u1'))).toBe(false);
    expect(matches(lines.SHARE_PRIVATE_PAGES!, routes.recharge.href('u1'))).toBe(true);
    expect(matches(lines.SHARE_PRIVATE_PAGES!, routes.recording.href('r1'))).toBe(false);
  });

  it("knows every route's path as a page, ignoring case as the router does, and no other path", () => {
    const pages = new RegExp(lines.APP_PAGES!, 'i');
    for (const route of routeList) {
      const path = route.path.replace(/:\w+/g, 'a_B-9');
      expect({ path, page: pages.test(path), slash: pages.test(`${path}/`.replace('//', '/')) }).toEqual({ path, page: true, slash: true });
    }
    expect(pages.test('/TERMS')).toBe(true);
    for (const path of ['/khong-co-trang-nay', '/recording/a/b', '/events', '/v1foo/x', '/transfer/a.b', '/terms/x', '/404/index.html']) {
      expect({ path, page: pages.test(path) }).toEqual({ path, page: false });
    }
  });

  it("proxies a live room's stream exactly where the server takes one: /live/rooms/ and an id of the one grammar", () => {
    const live = new RegExp(lines.LIVE_ROOM_STREAMS!);
    const serverTakes = (path: string) => path.startsWith(LIVE_ROOM_PATH) && isIdParam(path.slice(LIVE_ROOM_PATH.length));
    const paths = [
      '/live/rooms/Rm7Kq2Zs',
      '/live/rooms/a_B-9',
      '/live/rooms/',
      '/live/rooms/a.b',
      '/live/rooms/a/b',
      '/live/rooms/a%2Fb',
      '/live/rooms/..',
      '/live/rooms/abc/',
      '/live/roomsabc',
      '/LIVE/rooms/abc',
      '/x/live/rooms/abc',
      ...fuzzedPaths(300, 11),
    ];
    for (const path of paths) expect({ path, nginx: live.test(path) }).toEqual({ path, nginx: serverTakes(path) });
  });
});
