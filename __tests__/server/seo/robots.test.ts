/**
 * @jest-environment node
 */
// robots.txt (src/server/seo/searchable.ts, written into dist/ by the build): crawlers kept out of the
// private pages, the public ones open, the sitemap named by its absolute URL.
import { routeList, routes } from '../../../src/lib/routes';
import { disallowedPaths, publicPagePaths, robotsTxt } from '../../../src/server/seo/searchable';

/** Whether robots.txt's rules keep a crawler out of `path` (the longest matching rule wins; Allow: / is the shortest). */
const blocked = (text: string, path: string) =>
  text
    .split('\n')
    .filter((line) => line.startsWith('Disallow: '))
    .some((line) => path.startsWith(line.slice('Disallow: '.length)));

describe('robots.txt', () => {
  const text = robotsTxt('https://hatvui.example');

  it('names the sitemap index by its absolute URL, for every crawler', () => {
    expect(text.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Allow: /', 'Sitemap: https://hatvui.example/sitemap.xml']));
  });

  it('keeps crawlers out of top-ups, transfers, the history, account pages, signing in and the embedded player', () => {
    expect(disallowedPaths()).toEqual([
      '/login',
      '/report-violation',
      '/transaction-history',
      '/my/lookback2022',
      '/recharge/',
      '/recharge-bank/',
      '/recharge-bank-id/',
      '/transfer/',
      '/embed/recording/',
      '/upload/video',
      '/upload/youtube',
    ]);
    for (const path of [
      routes.recharge.href('u1'),
      routes.rechargeBank.href('u1'),
      routes.rechargeBankId.href('u1'),
      routes.transfer.href('u1'),
      routes.transactionHistory.href({ page: 2 }),
      routes.lookback2022.href(),
      routes.login.href('/transfer/u1'),
      routes.embedRecording.href('r1'),
      routes.uploadVideo.href(),
    ]) {
      expect({ path, blocked: blocked(text, path) }).toEqual({ path, blocked: true });
    }
    // Every account page of the table, whatever is added later.
    for (const route of routeList.filter((item) => item.account)) expect(blocked(text, route.path.replace(/:\w+/, 'x'))).toBe(true);
  });

  it('leaves the public pages, the recordings, the events and the rooms open', () => {
    for (const path of [
      ...publicPagePaths(),
      routes.recording.href('r1'),
      routes.event.href('tet-vui-khui-li-xi'),
      routes.room.href('room1'),
      '/sitemap.xml',
      '/sitemaps/pages.xml',
    ]) {
      expect({ path, blocked: blocked(text, path) }).toEqual({ path, blocked: false });
    }
    expect(publicPagePaths()).toEqual([
      '/',
      '/terms',
      '/privacy',
      '/delete-account',
      '/facebook-login-question',
      '/articles/trending',
      '/huong-dan-nap/chuyen-khoan',
      '/nap-kim-cuong',
    ]);
  });
});
