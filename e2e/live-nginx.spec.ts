import { nginxControlURL } from '../playwright.config';
import { STOP_GRACE_MS } from '../src/server/lifecycle';
import { expect, test } from './fixtures';
import { ROUTE_ITEMS } from './routeItems';

// A live room's event stream in the browser, through nginx (deploy/nginx.conf) to the production
// build's server (src/server/index.ts wires the stream into the lifecycle): the room's state arrives
// under the site's CSP, and when the server behind nginx is restarted (SIGTERM) the stream ends at
// once, the browser's EventSource reconnects by itself and gets the state again.

const [room] = ROUTE_ITEMS.room;
const control = (action: 'stop' | 'start') => fetch(`${nginxControlURL}/server/${action}`, { method: 'POST' });

test('the browser follows a room through nginx, and across a restart of the server behind it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  // The page's own EventSource: every message's room uid, and each time the stream (re)opened.
  await page.evaluate((path) => {
    const seen = { uids: [] as string[], opened: 0, errors: 0 };
    Object.assign(window, { liveSeen: seen });
    const source = new EventSource(path);
    source.onopen = () => (seen.opened += 1);
    source.onerror = () => (seen.errors += 1);
    source.onmessage = (event: MessageEvent<string>) => seen.uids.push((JSON.parse(event.data) as { data: { uid: string } }).data.uid);
  }, `/live/rooms/${room}`);
  type Seen = { uids: string[]; opened: number; errors: number };
  const seen = () => page.evaluate(() => (window as unknown as { liveSeen: Seen }).liveSeen);
  await expect.poll(async () => (await seen()).uids).toEqual([room]);

  // SIGTERM to the server: it ends the stream at once instead of waiting out the grace period for it.
  const stopping = Date.now();
  expect((await control('stop')).status).toBe(204);
  const stopMs = Date.now() - stopping;
  console.log(`server stopped with a stream open in ${stopMs} ms (grace period ${STOP_GRACE_MS} ms)`);
  expect(stopMs).toBeLessThan(STOP_GRACE_MS);
  await expect.poll(async () => (await seen()).errors).toBeGreaterThan(0);
  expect((await control('start')).status).toBe(204);
  // EventSource reconnects by itself (retry: 3000) and is sent the state again.
  await expect.poll(async () => (await seen()).opened, { timeout: 20_000 }).toBeGreaterThanOrEqual(2);
  await expect.poll(async () => (await seen()).uids, { timeout: 20_000 }).toEqual([room, room]);
});

test('a visitor past 20 streams through nginx is told to wait (429, Retry-After)', async ({ request }) => {
  // From this machine the limits do not apply (EXEMPT_LOCAL): a visitor named by the proxy in front.
  const visitor = { 'X-Forwarded-For': '203.0.113.77' };
  const controllers = Array.from({ length: 20 }, () => new AbortController());
  const opened = await Promise.all(
    controllers.map((controller) => fetch(`${test.info().project.use.baseURL}/live/rooms/${room}`, { headers: visitor, signal: controller.signal })),
  );
  expect(opened.map((response) => response.status)).toEqual(Array(20).fill(200));
  const refused = await request.get(`/live/rooms/${room}`, { headers: visitor });
  expect(refused.status()).toBe(429);
  expect(refused.headers()['retry-after']).toBe('10');
  expect(await refused.text()).toContain('Quá nhiều kết nối');
  for (const controller of controllers) controller.abort();
});
