import { expect } from '@jest/globals';
import { routes } from '../../src/lib/routes';
import { ANDROID_PACKAGE } from '../../src/lib/config';
import { wellKnownFiles } from '../../src/lib/appLinks';
import { serverForTheseTests } from '../support/productionServer';

// The files by which Android and iOS let the app open this site's share pages: what the build writes
// (src/lib/appLinks.ts, from its settings), and how the server hands them out.

/** wellKnownFiles() as a build with these settings writes them. */
const filesBuiltWith = async (settings: Record<string, string>) => {
  const saved = { ...process.env };
  Object.assign(process.env, settings);
  try {
    let files: Record<string, string> = {};
    await jest.isolateModulesAsync(async () => {
      files = (await import('../../src/lib/appLinks')).wellKnownFiles();
    });
    return Object.fromEntries(Object.entries(files).map(([name, text]) => [name, JSON.parse(text) as unknown]));
  } finally {
    process.env = saved;
  }
};

const SHARE_ROUTES = ['/recording/*', '/room/*', '/events/*'];
const MONEY_PAGES = [routes.recharge, routes.rechargeBank, routes.rechargeBankId, routes.transfer, routes.transactionHistory].map(
  ({ path }) => path.split('/')[1]!,
);

describe('the app-link files', () => {
  it("name the Android app by its package and its signing certificates' fingerprints", async () => {
    const files = await filesBuiltWith({ ANDROID_PACKAGE: 'vn.hatvui.beta', ANDROID_CERT_SHA256: 'aa:bb:cc, DD:EE:FF' });
    expect(files['assetlinks.json']).toEqual([
      {
        relation: ['delegate_permission/common.handle_all_urls'],
        target: { namespace: 'android_app', package_name: 'vn.hatvui.beta', sha256_cert_fingerprints: ['AA:BB:CC', 'DD:EE:FF'] },
      },
    ]);
  });

  it('by default, name the package the landing page links to, with no certificate yet', async () => {
    const files = await filesBuiltWith({ ANDROID_PACKAGE: '', ANDROID_CERT_SHA256: '' });
    expect(files['assetlinks.json']).toEqual([
      expect.objectContaining({ target: expect.objectContaining({ package_name: ANDROID_PACKAGE, sha256_cert_fingerprints: [] }) }),
    ]);
  });

  it('give iOS the share routes (recordings, rooms, events) and none of the money pages', async () => {
    const aasa = (await filesBuiltWith({ IOS_APP_ID: 'ABCDE12345.vn.hatvui.app' }))['apple-app-site-association'] as {
      applinks: { details: { appIDs: string[]; components: { '/': string }[]; appID: string; paths: string[] }[] };
    };
    const [details] = aasa.applinks.details;
    expect(details!.appIDs).toEqual(['ABCDE12345.vn.hatvui.app']);
    expect(details!.components.map((component) => component['/'])).toEqual(SHARE_ROUTES);
    expect(details).toMatchObject({ appID: 'ABCDE12345.vn.hatvui.app', paths: SHARE_ROUTES });
    const text = JSON.stringify(aasa);
    for (const page of MONEY_PAGES) expect(text).not.toContain(`/${page}`);
  });

  it('name no iOS app when none is set', async () => {
    const aasa = (await filesBuiltWith({ IOS_APP_ID: '' }))['apple-app-site-association'] as { applinks: { details: object[] } };
    expect(aasa.applinks.details).toEqual([{ appIDs: [], components: SHARE_ROUTES.map((route) => ({ '/': route })) }]);
  });
});

describe('the server', () => {
  const site = serverForTheseTests(Object.fromEntries(Object.entries(wellKnownFiles()).map(([name, text]) => [`.well-known/${name}`, text])));

  it.each(Object.keys(wellKnownFiles()))('serves /.well-known/%s as it was built, as application/json, without a redirect', async (name) => {
    const response = await fetch(`${site().origin}/.well-known/${name}`, { redirect: 'manual' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe(wellKnownFiles()[name]);
  });

  it('answers another /.well-known/ path with a 404, never the app', async () => {
    const response = await fetch(`${site().origin}/.well-known/security.txt`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).not.toMatch(/html/);
  });
});
