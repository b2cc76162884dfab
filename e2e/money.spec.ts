import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Page as ResultPage, Transaction, TransactionType } from '../src/api/contract';
import { fingerprintOf, STORAGE_KEY } from '../src/features/diamonds/lib/pendingPayments';
import { formatCount } from '../src/lib/format';
import { routes } from '../src/lib/routes';
import type { Fault } from '../src/mocks/middleware';
import { seed } from '../src/mocks/seed';
import { balanceOf, signInAs, type Session } from './auth';
import { expect, hydrated, runPageTimers, test, waitForPage } from './fixtures';

// The server acts, then the answer is lost: the page must say the outcome is being checked, find it out,
// and the sandbox's ledger must hold exactly one charge. Each test has its own user (the sandbox is
// shared by tests running side by side), and its faults hit only that user's calls (`token`).
const USERS = { topUp: '100008', transfer: '100009', bank: '100010', reload: '100011', tabs: '100012' } as const;

async function breakFor(request: APIRequestContext, session: Session, path: string, fault: Fault, rule: { times?: number; holdMs?: number } = {}) {
  const response = await request.post('/sandbox/faults', { data: { path, fault, token: session.token, ...rule } });
  expect(response.ok()).toBe(true);
}

/** The user's own ledger entries of one type, newest first (the first page is enough here). */
async function entries(request: APIRequestContext, session: Session, type: TransactionType): Promise<Transaction[]> {
  const response = await request.get('/v1/diamonds/transaction-history?page=1', { headers: { Authorization: `Bearer ${session.token}` } });
  const { data } = (await response.json()) as { data: ResultPage<Transaction> };
  return data.items.filter((tx) => tx.type === type);
}

async function topUp(page: Page, packageName: RegExp) {
  await page.getByRole('radio', { name: packageName }).check();
  await page.getByRole('button', { name: 'Nạp kim cương' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Nạp / }).click();
}

const checking = (page: Page) => page.getByRole('heading', { name: 'Chưa rõ kết quả' });
const toppedUp = (page: Page) => page.getByRole('heading', { name: 'Nạp kim cương thành công' });

test('a top-up whose answer is lost is checked, shown done and charged once; a deliberate second charges again', async ({ page }) => {
  const session = await signInAs(page, USERS.topUp);
  const before = { balance: await balanceOf(page.request, session), count: (await entries(page.request, session, 'recharge')).length };
  await breakFor(page.request, session, '/v1/diamonds/increase', 'lost', { times: 1 });
  await page.goto(routes.recharge.href(USERS.topUp));
  await waitForPage(page);
  await topUp(page, /^100 kim cương/);

  await expect(checking(page)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'đang kiểm tra' })).toBeVisible();
  await expect(page.getByText('Chưa nạp được')).toHaveCount(0);
  await expect(toppedUp(page)).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Số dư mới/)).toContainText(`${formatCount(before.balance + 100)} kim cương`);
  expect(await balanceOf(page.request, session)).toBe(before.balance + 100);
  expect(await entries(page.request, session, 'recharge')).toHaveLength(before.count + 1);

  // The outcome is known: the same package again is a new payment, as the person asked.
  await page.getByRole('button', { name: 'Nạp thêm' }).click();
  await topUp(page, /^100 kim cương/);
  await expect(toppedUp(page)).toBeVisible();
  expect(await balanceOf(page.request, session)).toBe(before.balance + 200);
  expect(await entries(page.request, session, 'recharge')).toHaveLength(before.count + 2);
});

test('a transfer whose answer and repeats are lost is found in the history, done once', async ({ page }) => {
  const session = await signInAs(page, USERS.transfer);
  const before = { balance: await balanceOf(page.request, session), count: (await entries(page.request, session, 'transfer_out')).length };
  // The first request and both repeats: the history is the only way left to find out.
  await breakFor(page.request, session, '/v1/diamonds/transfer', 'lost', { times: 3 });
  await page.goto(routes.transfer.href(seed.users.other));
  await waitForPage(page);
  await page.getByLabel('Số kim cương muốn chuyển').fill('2');
  await page.getByLabel(/^Lời nhắn/).fill('Cảm ơn bạn');
  await page.getByRole('button', { name: 'Chuyển kim cương' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Chuyển 2 kim cương' }).click();

  await expect(checking(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Chuyển kim cương thành công' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText(/Số dư còn lại/)).toContainText(`${formatCount(before.balance - 2)} kim cương`);
  expect(await balanceOf(page.request, session)).toBe(before.balance - 2);
  expect(await entries(page.request, session, 'transfer_out')).toHaveLength(before.count + 1);
});

test('a bank top-up is an order first: its own memo, lost answer checked, reconciled by the statement line', async ({ page }) => {
  const session = await signInAs(page, USERS.bank);
  const before = { balance: await balanceOf(page.request, session), count: (await entries(page.request, session, 'bank_recharge')).length };
  await breakFor(page.request, session, '/v1/diamonds/manual', 'lost', { times: 1 });
  await page.goto(routes.rechargeBank.href(USERS.bank));
  await waitForPage(page);
  await expect(page.getByRole('img', { name: /^Mã VietQR/ })).toHaveCount(0);
  await page.getByRole('radio', { name: /^500 kim cương/ }).check();
  await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();

  await expect(checking(page)).toBeVisible();
  const order = page.getByRole('heading', { name: 'Lệnh nạp đã tạo: hãy chuyển khoản' });
  await expect(order).toBeVisible({ timeout: 15_000 });
  const memoRow = page.locator('.bank-details__row', { hasText: 'Nội dung chuyển khoản' }).locator('.bank-details__value');
  const firstMemo = (await memoRow.textContent()) ?? '';
  expect(firstMemo).toMatch(/^HATVUI [A-Z2-9]{8}$/);
  await expect(page.getByRole('img', { name: new RegExp(`nội dung ${firstMemo}$`) })).toBeVisible();
  expect(await entries(page.request, session, 'bank_recharge')).toHaveLength(before.count + 1);

  // Leaving for the bank app and coming back to a reloaded page: the same order.
  await page.reload();
  await expect(order).toBeVisible();
  await expect(memoRow).toHaveText(firstMemo);

  // A second order of the same amount has a memo of its own.
  await page.getByRole('button', { name: 'Tạo lệnh khác' }).click();
  await page.getByRole('radio', { name: /^500 kim cương/ }).check();
  await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
  await expect(order).toBeVisible();
  const secondMemo = (await memoRow.textContent()) ?? '';
  expect(secondMemo).toMatch(/^HATVUI [A-Z2-9]{8}$/);
  expect(secondMemo).not.toBe(firstMemo);
  expect(await entries(page.request, session, 'bank_recharge')).toHaveLength(before.count + 2);

  // The money arrives with the second order's memo and exact amount.
  const line = await page.request.post('/sandbox/bank-statement', { data: { content: `CK ${secondMemo} tu app`, amount_vnd: 100_000 } });
  expect(line.status()).toBe(200);
  await page.getByRole('button', { name: 'Kiểm tra trạng thái' }).click();
  await expect(page.getByRole('heading', { name: 'Đã cộng kim cương' })).toBeVisible();
  expect(await balanceOf(page.request, session)).toBe(before.balance + 525);

  await page.getByRole('link', { name: 'Xem lịch sử giao dịch' }).click();
  await waitForPage(page);
  const rows = page.getByRole('list', { name: 'Giao dịch' }).getByRole('listitem');
  await expect(rows.filter({ hasText: secondMemo })).toContainText('Thành công');
  await expect(rows.filter({ hasText: firstMemo })).toContainText('Đang xử lý');
});

test('a reload mid-send shows the payment, checks it with the same key, and charges once', async ({ page }) => {
  const session = await signInAs(page, USERS.reload);
  const before = (await entries(page.request, session, 'recharge')).length;
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/diamonds/increase')) keys.push(request.headers()['idempotency-key'] ?? '');
  });
  // Carried out, then silent: the page is still "sending" when it is reloaded.
  await breakFor(page.request, session, '/v1/diamonds/increase', 'lost', { times: 1, holdMs: 30_000 });
  await page.goto(routes.recharge.href(USERS.reload));
  await waitForPage(page);
  await topUp(page, /^100 kim cương/);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Đang nạp…' })).toBeVisible();
  await expect.poll(async () => (await entries(page.request, session, 'recharge')).length).toBe(before + 1);

  await page.reload();
  await expect(toppedUp(page)).toBeVisible({ timeout: 15_000 });
  expect(await entries(page.request, session, 'recharge')).toHaveLength(before + 1);
  expect(keys.length).toBeGreaterThanOrEqual(2);
  expect(new Set(keys).size).toBe(1);
});

test('the same payment confirmed again in a second tab reuses its key: one charge', async ({ page, context }) => {
  const session = await signInAs(page, USERS.tabs);
  const before = (await entries(page.request, session, 'recharge')).length;
  const second = await context.newPage();
  await signInAs(second, USERS.tabs);
  for (const tab of [page, second]) {
    await tab.goto(routes.recharge.href(USERS.tabs));
    await waitForPage(tab);
  }
  // The first tab's answer is held back, then lost.
  await breakFor(page.request, session, '/v1/diamonds/increase', 'lost', { times: 1, holdMs: 3_000 });
  await topUp(page, /^100 kim cương/);
  await expect(page.getByRole('dialog').getByRole('button', { name: 'Đang nạp…' })).toBeVisible();

  // In the second tab the person looks at the same payment, goes back, then confirms it.
  await second.getByRole('radio', { name: /^100 kim cương/ }).check();
  await second.getByRole('button', { name: 'Nạp kim cương' }).click();
  await second.getByRole('dialog').getByRole('button', { name: 'Quay lại' }).click();
  await topUp(second, /^100 kim cương/);
  await expect(toppedUp(second)).toBeVisible({ timeout: 15_000 });
  await expect(toppedUp(page)).toBeVisible({ timeout: 15_000 });
  expect(await entries(page.request, session, 'recharge')).toHaveLength(before + 1);
});

/** The keys of the payments this browser keeps (src/features/diamonds/lib/pendingPayments.ts). */
const pendingPayments = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { key: string; order?: unknown }[], STORAGE_KEY);

/** Records, for every top-up POST, its key and the keys this browser kept at the moment it left. */
async function watchTopUps(page: Page) {
  const sent: { key: string; kept: string[] }[] = [];
  await page.route('**/v1/diamonds/increase', async (route) => {
    const kept = (await pendingPayments(page)).map((entry) => entry.key);
    sent.push({ key: route.request().headers()['idempotency-key'] ?? '', kept });
    await route.continue();
  });
  return sent;
}

test('a top-up confirmed while the payer is loading waits for them, and its key is kept before it leaves', async ({ page }) => {
  await signInAs(page, USERS.topUp);
  let releasePayer!: () => void;
  const payerHeld = new Promise<void>((resolve) => (releasePayer = resolve));
  await page.route('**/v1/users/owner', async (route) => {
    await payerHeld;
    await route.continue();
  });
  const sent = await watchTopUps(page);
  await page.goto(routes.recharge.href(seed.users.other));
  // Not waitForPage: the loading bar waits for the payer too.
  await hydrated(page);
  await page.getByRole('radio', { name: /^100 kim cương/ }).check();
  await page.getByRole('button', { name: 'Nạp kim cương' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'Đang tải tài khoản của bạn' })).toBeVisible();

  releasePayer();
  await page.getByRole('dialog').getByRole('button', { name: /^Nạp / }).click();
  await expect(toppedUp(page)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.kept).toEqual([sent[0]!.key]);
});

test('a top-up cannot be confirmed while the payer cannot be loaded: the page says why, and sends nothing', async ({ page }) => {
  await signInAs(page, USERS.topUp);
  await page.route('**/v1/users/owner', (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Máy chủ đang bận.', code: 'INTERNAL' }) }),
  );
  const sent = await watchTopUps(page);
  await page.goto(routes.recharge.href(seed.users.other));
  // Not waitForPage: the loading bar waits for the payer too.
  await hydrated(page);
  await page.getByRole('radio', { name: /^100 kim cương/ }).check();
  const why = page.getByRole('alert').filter({ hasText: 'Chưa tải được tài khoản của bạn, nên chưa thể thanh toán.' });
  await expect(why).toBeVisible({ timeout: 10_000 });
  await page.getByRole('button', { name: 'Nạp kim cương' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.unroute('**/v1/users/owner');
  await why.getByRole('button', { name: 'Tải lại tài khoản' }).click();
  await page.getByRole('dialog').getByRole('button', { name: /^Nạp / }).click();
  await expect(toppedUp(page)).toBeVisible();
  expect(sent).toHaveLength(1);
  expect(sent[0]!.kept).toEqual([sent[0]!.key]);
});

test('"Kiểm tra lại" a day later reads the history only: the top-up is never sent again', async ({ page }) => {
  const session = await signInAs(page, USERS.topUp);
  await page.clock.install();
  // The first request and both repeats are lost; a top-up for someone else is not in the payer's history.
  await breakFor(page.request, session, '/v1/diamonds/increase', 'lost', { times: 3 });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/v1/diamonds/increase')) posts.push(request.headers()['idempotency-key'] ?? '');
  });
  await page.goto(routes.recharge.href(seed.users.other));
  await waitForPage(page);
  await topUp(page, /^250 kim cương/);
  await expect(page.getByRole('status').filter({ hasText: 'Chưa kiểm tra được' })).toBeVisible({ timeout: 15_000 });
  expect(posts).toHaveLength(3);
  await expect(page.getByText(/gửi lại đúng yêu cầu này với cùng mã xác nhận/)).toBeVisible();

  // The server forgets the key after 24 hours: a repeat now could be carried out as a second top-up.
  await page.clock.fastForward('24:00:00');
  await page.getByRole('button', { name: 'Kiểm tra lại' }).click();
  // Time for the repeats a check would send (at once, then 2 s later).
  await page.clock.runFor(3000);
  await expect(page.getByRole('status').filter({ hasText: 'Chưa kiểm tra được: chưa tìm thấy giao dịch này trong lịch sử.' })).toBeVisible();
  await expect(page.getByText(/quá lâu để máy chủ còn nhận ra mã xác nhận của nó/)).toBeVisible();
  expect(posts).toHaveLength(3);
  expect(new Set(posts).size).toBe(1);
});

test('a pending payment whose body is not what was confirmed is never sent', async ({ page }) => {
  await signInAs(page, USERS.topUp);
  const confirmed = { uid: seed.users.other, package_id: 'goi-100', diamonds: 100, price_vnd: 20_000 };
  const entry = {
    kind: 'recharge',
    owner: USERS.topUp,
    fingerprint: fingerprintOf(confirmed),
    body: { ...confirmed, diamonds: 1000 },
    key: randomUUID(),
    startedAt: Date.now() - 60_000,
  };
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEY, JSON.stringify([entry])] as const);
  const sent = await watchTopUps(page);
  // The page's timers on a clock the test can move (at the real pace until it does).
  await page.clock.install();
  const payer = page.waitForResponse((response) => response.url().endsWith('/v1/users/owner') && response.ok());
  await page.goto(routes.recharge.href(seed.users.other));
  await waitForPage(page);
  await payer;
  await expect(page.getByRole('button', { name: 'Nạp kim cương' })).toBeVisible();
  // A kept payment is checked at once once the payer is known (its first repeat waits 0 ms): 500 ms of
  // the page's timers at once, then a round trip to the page, by which such a request has been seen.
  await runPageTimers(page, 500);
  await expect(checking(page)).toHaveCount(0);
  expect(sent).toHaveLength(0);
});

test('signing out drops the recorded bank orders this browser kept', async ({ page }) => {
  const session = await signInAs(page, USERS.bank);
  const response = await page.request.get('/v1/users/owner', { headers: { Authorization: `Bearer ${session.token}` } });
  const { data: me } = (await response.json()) as { data: { name: string } };
  await page.goto(routes.rechargeBank.href(seed.users.other));
  await waitForPage(page);
  await page.getByRole('radio', { name: /^100 kim cương/ }).check();
  await page.getByRole('button', { name: 'Tạo lệnh chuyển khoản' }).click();
  await expect(page.getByRole('heading', { name: 'Lệnh nạp đã tạo: hãy chuyển khoản' })).toBeVisible();
  // (Recorded under the Web Locks lock right after the answer, beside the key kept before the POST.)
  await expect.poll(async () => (await pendingPayments(page)).filter((entry) => entry.order)).toHaveLength(1);

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: new RegExp(me.name) }).click();
  await header.getByRole('button', { name: 'Đăng xuất' }).click();
  await expect.poll(async () => (await pendingPayments(page)).filter((entry) => entry.order)).toHaveLength(0);
});
