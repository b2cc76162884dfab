import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatVnd as formatVndRaw } from '../../../src/lib/format';
import { routes } from '../../../src/lib/routes';
import type { Transaction } from '../../../src/api/contract';
import { newIdempotencyKey } from '../../../src/api/idempotency';
import { CHECK_DELAYS_MS } from '../../../src/features/diamonds/lib/outcome';
import { fingerprintOf, REPEATABLE_FOR_MS, STORAGE_KEY } from '../../../src/features/diamonds/lib/pendingPayments';
import { db, findUser, ledgerOf, seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { holdGets, loseAnswers, PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs, watchGets, watchPosts } from '../../support';

const other = seed.users.other;
/** As the page reads once whitespace is normalised (Intl puts a no-break space before ₫). */
const formatVnd = (n: number) => formatVndRaw(n).replace(/\s/g, ' ');

jest.setTimeout(20_000);

beforeEach(quietScrolling);

/** The recharge entries the sandbox's ledger holds for `uid`, made during this test (the seed's ids come first). */
const rechargesOf = (uid: string) => ledgerOf(uid).filter((tx) => tx.type === 'recharge' && tx.id >= firstNewId);
let firstNewId = 0;
beforeEach(() => {
  firstNewId = db.nextId.transaction;
});

const payButton = () => screen.getByRole('button', { name: 'Nạp kim cương' });

async function openConfirmation(user: ReturnType<typeof userEvent.setup>, packageName: RegExp) {
  await user.click(await screen.findByRole('radio', { name: packageName }, PAGE_TIMEOUT));
  await user.click(payButton());
  return screen.findByRole('dialog');
}

describe('/recharge/{uid}', () => {
  it('shows the receiver first, loaded without an account', async () => {
    await renderApp(routes.recharge.href(other));
    expect(await screen.findByText('Trần Minh Khôi', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(`ID ${other}`)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Nạp kim cương' })).toBeInTheDocument();
    // Packages with their price in VND, and the bonus where there is one.
    const pkg = screen.getByRole('radio', { name: /^1\.000 kim cương/ });
    expect(pkg.closest('label')).toHaveTextContent(formatVnd(200_000));
    expect(pkg.closest('label')).toHaveTextContent('+70 tặng thêm');
  });

  it('says before the button how a card top-up is paid, and points a guest to the bank top-up that needs no account', async () => {
    await renderApp(routes.recharge.href(other));
    const how = (await screen.findByText(/Cách thanh toán:/, {}, PAGE_TIMEOUT)).closest('p')!;
    const alt = screen.getByRole('link', { name: 'Nạp bằng chuyển khoản, không cần đăng nhập' });
    expect(how).toHaveTextContent(/nạp bằng thẻ.*cần đăng nhập/);
    // Before the button, in reading order.
    expect(how.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alt.compareDocumentPosition(payButton()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(alt).toHaveAttribute('href', routes.rechargeBank.href(other));
  });

  it('says plainly that an unknown uid has no account, and shows no form', async () => {
    await renderApp(routes.recharge.href(seed.users.unknown));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người nhận' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(seed.users.unknown)).toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Nạp kim cương' })).not.toBeInTheDocument();
  });

  it('takes a 404 as definitive: the unknown receiver is said, with a way home and no "Thử lại" (issue 36)', async () => {
    server.use(
      http.get('*/v1/users/uid/:uid', () => HttpResponse.json({ message: 'Không tìm thấy.', code: 'NOT_FOUND' }, { status: 404 }), {
        once: true,
      }),
    );
    await renderApp(routes.recharge.href(other));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người nhận' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();
  });

  it('offers a retry when the receiver cannot be loaded', async () => {
    server.use(
      http.get('*/v1/users/uid/:uid', () => HttpResponse.json({ message: 'Yêu cầu không hợp lệ.', code: 'VALIDATION' }, { status: 400 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(other));
    expect(await screen.findByRole('heading', { name: 'Không tải được thông tin người nhận' }, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByText('Trần Minh Khôi')).toBeInTheDocument();
  });

  it('refuses a custom amount out of bounds next to the field, and sends nothing', async () => {
    const posts = watchPosts('/diamonds/increase');
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    await user.click(await screen.findByRole('radio', { name: /Số khác/ }, PAGE_TIMEOUT));
    const field = screen.getByLabelText('Số kim cương muốn nạp');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    await user.type(field, '10');
    await user.click(payButton());
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Mỗi lần nạp tối thiểu 50 kim cương\./);
    expect(field).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // What was typed is kept; a whole number within bounds is priced at the rate.
    await user.clear(field);
    await user.type(field, '1.500');
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText(formatVnd(300_000))).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(0);
  });

  it('sends a signed-out person to sign in, keeping the chosen package in the URL', async () => {
    const user = userEvent.setup();
    const { router } = await renderApp(routes.recharge.href(other));
    await openConfirmationSignedOut(user);
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.login.path));
    const expected = routes.login.href(`${routes.recharge.href(other)}?goi=goi-2500`);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(expected);
  });

  it('comes back from sign-in with the package still chosen', async () => {
    await renderApp(`${routes.recharge.href(other)}?goi=goi-2500`, signedInAs(seed.users.owner));
    expect(await screen.findByRole('radio', { name: /^2\.500 kim cương/ }, PAGE_TIMEOUT)).toBeChecked();
  });

  it('confirms who receives how many diamonds for how much, then shows the success', async () => {
    const before = findUser(other)!.diamonds;
    const user = userEvent.setup();
    const { store } = await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    const dialog = await openConfirmation(user, /^1\.000 kim cương/);
    expect(dialog).toHaveTextContent('Trần Minh Khôi');
    expect(dialog).toHaveTextContent('1.070 kim cương');
    expect(dialog).toHaveTextContent('gồm 70 kim cương tặng thêm');
    expect(dialog).toHaveTextContent(formatVnd(200_000));
    await user.click(within(dialog).getByRole('button', { name: `Nạp ${formatVndRaw(200_000)}` }));

    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    expect(screen.getByText(/đã nhận/)).toHaveTextContent('Trần Minh Khôi (ID 100002) đã nhận 1.070 kim cương');
    // The transaction's note as words: a package id the API writes into it is not shown as a key.
    expect(screen.getByText(/^Giao dịch #/)).not.toHaveTextContent(/goi-|tuy-chon/);
    // Someone else's balance is theirs: it is not shown to the payer.
    expect(screen.queryByText(/Số dư mới/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem lịch sử giao dịch' })).toHaveAttribute('href', routes.transactionHistory.href());
    expect(store.getState().flags.recharge).toBe(true);
    expect(findUser(other)!.diamonds).toBe(before + 1070);
  });

  it('shows the new balance when the person tops up their own account', async () => {
    const me = seed.users.owner;
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(me), signedInAs(me));
    const dialog = await openConfirmation(user, /^500 kim cương/);
    expect(dialog).toHaveTextContent('Bạn (ID 100001) sẽ nhận 525 kim cương');
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));
    expect(await screen.findByText(/Số dư mới/)).toHaveTextContent(`Số dư mới: 1.775 kim cương`);
    expect(seed.balances.owner + 525).toBe(1775);
  });

  it('sends one request for a double click on confirm', async () => {
    const posts = watchPosts('/diamonds/increase');
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    const dialog = await openConfirmation(user, /^250 kim cương/);
    await user.dblClick(within(dialog).getByRole('button', { name: /^Nạp / }));
    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(1);
    expect(await posts.seen[0]!.body).toEqual({ uid: other, package_id: 'goi-250', diamonds: 250, price_vnd: 50_000 });
  });

  it('says a rate limit in the server’s words, and "Thử lại" resends with the same Idempotency-Key', async () => {
    server.use(
      http.post('*/v1/diamonds/increase', () => HttpResponse.json({ message: 'Bạn thao tác hơi nhanh.', code: 'RATE_LIMITED' }, { status: 429 }), {
        once: true,
      }),
    );
    const posts = watchPosts('/diamonds/increase');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    const dialog = await openConfirmation(user, /^100 kim cương/);
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));

    expect(await screen.findByRole('heading', { name: 'Chưa nạp được kim cương' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn thao tác hơi nhanh.');
    expect(store.getState().flags.recharge).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    expect(store.getState().flags.recharge).toBe(true);

    // A deliberate second top-up after a known success is a new payment: a new key, a second charge.
    await user.click(screen.getByRole('button', { name: 'Nạp thêm' }));
    await user.click(payButton());
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: /^Nạp / }));
    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    posts.stop();

    const [first, retry, again] = posts.seen;
    expect(posts.seen).toHaveLength(3);
    expect(first!.idempotencyKey).toBeTruthy();
    expect(retry!.idempotencyKey).toBe(first!.idempotencyKey);
    expect(await retry!.body).toEqual(await first!.body);
    expect(again!.idempotencyKey).not.toBe(first!.idempotencyKey);
    expect(rechargesOf(other)).toHaveLength(2);
  });

  it('never calls a 5xx a failure: the outcome is checked with the same key, then shown', async () => {
    server.use(
      http.post('*/v1/diamonds/increase', () => HttpResponse.json({ message: 'Cổng thanh toán đang bận.', code: 'INTERNAL' }, { status: 503 }), {
        once: true,
      }),
    );
    const posts = watchPosts('/diamonds/increase');
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    const dialog = await openConfirmation(user, /^100 kim cương/);
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));

    const heading = await screen.findByRole('heading', { name: 'Chưa rõ kết quả' });
    // What is being found out, in a sentence, and never that it failed.
    expect(heading.parentElement).toHaveTextContent(`Nạp 100 kim cương (${formatVnd(20_000)}) cho Trần Minh Khôi (ID ${other}).`);
    expect(screen.queryByText(/Chưa nạp được/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chọn lại gói' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' }, PAGE_TIMEOUT)).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(2);
    expect(posts.seen[1]!.idempotencyKey).toBe(posts.seen[0]!.idempotencyKey);
    expect(rechargesOf(other)).toHaveLength(1);
  });

  it('finds out a top-up whose answer was lost after the server acted: one charge, and the success', async () => {
    const lost = loseAnswers('/diamonds/increase');
    const posts = watchPosts('/diamonds/increase');
    const before = findUser(other)!.diamonds;
    const user = userEvent.setup();
    const { store } = await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    const dialog = await openConfirmation(user, /^1\.000 kim cương/);
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));

    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
    expect(screen.getByText(/đang kiểm tra/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Chọn lại gói' })).not.toBeInTheDocument();
    // The server had already acted.
    expect(lost.lost).toEqual([200]);
    expect(findUser(other)!.diamonds).toBe(before + 1070);

    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/đã nhận/)).toHaveTextContent('Trần Minh Khôi (ID 100002) đã nhận 1.070 kim cương');
    expect(store.getState().flags.recharge).toBe(true);
    posts.stop();
    expect(new Set(posts.seen.map((seen) => seen.idempotencyKey)).size).toBe(1);
    expect(rechargesOf(other)).toHaveLength(1);
    expect(findUser(other)!.diamonds).toBe(before + 1070);
  });

  it('reads the history when every repeat is lost too, and shows the entry it finds there', async () => {
    const me = seed.users.owner;
    loseAnswers('/diamonds/increase', 1 + CHECK_DELAYS_MS.length);
    // The repeats' waits (CHECK_DELAYS_MS, 2.6 s) pass on jest's clock.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await renderApp(routes.recharge.href(me), signedInAs(me));
      const dialog = await openConfirmation(user, /^500 kim cương/);
      await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));
      expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
      for (const delay of CHECK_DELAYS_MS) await act(async () => void (await jest.advanceTimersByTimeAsync(delay)));
      expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    const entries = rechargesOf(me);
    expect(entries).toHaveLength(1);
    const [entry] = entries;
    expect(screen.getByText(/^Giao dịch/)).toHaveTextContent(`Giao dịch #${entry!.id}`);
    expect(screen.getByText(/Số dư mới/)).toHaveTextContent('Số dư mới: 1.775 kim cương');
    expect(findUser(me)!.diamonds).toBe(seed.balances.owner + 525);
  });

  it('takes every figure of the success card from the transaction, not from what was asked', async () => {
    const me = seed.users.owner;
    // A server that credits differently (a promotion) and says so in its transaction.
    const tx: Transaction = {
      id: 987_654,
      type: 'recharge',
      diamonds: 600,
      balance_after: 4_321,
      status: 'success',
      note: 'Khuyến mãi tháng 9',
      counterparty: null,
      created_at: '2022-09-02T10:00:00+07:00',
    };
    server.use(http.post('*/v1/diamonds/increase', () => HttpResponse.json({ data: tx }), { once: true }));
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(me), signedInAs(me));
    const dialog = await openConfirmation(user, /^500 kim cương/);
    expect(dialog).toHaveTextContent('525 kim cương');
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));

    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    expect(screen.getByText(/đã nhận/)).toHaveTextContent('Tài khoản của bạn (ID 100001) đã nhận 600 kim cương.');
    expect(screen.getByText(/^Giao dịch/)).toHaveTextContent('Giao dịch #987654 · Khuyến mãi tháng 9');
    expect(screen.getByText(/Số dư mới/)).toHaveTextContent('Số dư mới: 4.321 kim cương');
    expect(screen.queryByText(/525/)).not.toBeInTheDocument();
  });

  it('explains a refusal, sets the flag to false, and leads back to the form', async () => {
    server.use(
      http.post('*/v1/diamonds/increase', () => HttpResponse.json({ message: 'Gói nạp đã ngừng bán.', code: 'VALIDATION' }, { status: 400 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    const dialog = await openConfirmation(user, /^5\.000 kim cương/);
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Gói nạp đã ngừng bán.');
    expect(store.getState().flags.recharge).toBe(false);
    // The same request would be refused again: no "Thử lại", a way back instead, with the choice kept.
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Chọn lại gói' }));
    expect(screen.getByRole('radio', { name: /^5\.000 kim cương/ })).toBeChecked();
  });
});

describe('/recharge/{uid} before the payer is known', () => {
  /** The keys kept in this browser at the moment each top-up reaches the server. */
  const keysKeptWhenSent = () => {
    const seen: string[][] = [];
    server.use(
      http.post('*/v1/diamonds/increase', () => {
        seen.push((JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]') as { key: string }[]).map((entry) => entry.key));
        // Nothing returned: the sandbox answers as usual.
      }),
    );
    return seen;
  };

  /** Confirms the dialog once it opens: the top-up is sent once, its key kept before it left. */
  async function confirmOnceKept(user: ReturnType<typeof userEvent.setup>, posts: ReturnType<typeof watchPosts>, kept: string[][]) {
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: /^Nạp / }));
    expect(await screen.findByRole('heading', { name: 'Nạp kim cương thành công' })).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(1);
    expect(kept).toEqual([[posts.seen[0]!.idempotencyKey]]);
  }

  it('waits for the payer’s account before the confirmation opens, and keeps the key before the top-up leaves', async () => {
    const owner = holdGets('/users/owner');
    const kept = keysKeptWhenSent();
    const posts = watchPosts('/diamonds/increase');
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    await user.click(await screen.findByRole('radio', { name: /^100 kim cương/ }, PAGE_TIMEOUT));
    await user.click(payButton());
    expect(screen.getByText('Đang tải tài khoản của bạn… Bảng xác nhận sẽ mở ngay khi tải xong.')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    owner.release();
    await confirmOnceKept(user, posts, kept);
  });

  it('says next to the button why nothing can be paid while the payer cannot be loaded, and goes on once it can', async () => {
    let down = true;
    server.use(
      http.get('*/v1/users/owner', () => (down ? HttpResponse.json({ message: 'Máy chủ đang bận.', code: 'INTERNAL' }, { status: 503 }) : undefined)),
    );
    const kept = keysKeptWhenSent();
    const posts = watchPosts('/diamonds/increase');
    const user = userEvent.setup();
    await renderApp(routes.recharge.href(other), signedInAs(seed.users.owner));
    await user.click(await screen.findByRole('radio', { name: /^100 kim cương/ }, PAGE_TIMEOUT));
    const why = await screen.findByText('Chưa tải được tài khoản của bạn, nên chưa thể thanh toán.', {}, { timeout: 8000 });
    expect(why.closest('[role="alert"]')).toHaveTextContent('Máy chủ đang bận.');
    await user.click(payButton());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posts.seen).toHaveLength(0);

    down = false;
    await user.click(screen.getByRole('button', { name: 'Tải lại tài khoản' }));
    // The confirmation asked for meanwhile opens once the payer is known.
    await confirmOnceKept(user, posts, kept);
  });
});

describe('/recharge/{uid} with a payment this browser kept', () => {
  const me = seed.users.owner;
  const confirmed = { uid: me, package_id: 'goi-1000', diamonds: 1070, price_vnd: 200_000 };
  const keep = (entry: Record<string, unknown>) =>
    localStorage.setItem(
      STORAGE_KEY,
      JSON.stringify([{ kind: 'recharge', owner: me, fingerprint: fingerprintOf(confirmed), body: confirmed, key: newIdempotencyKey(), ...entry }]),
    );

  it('coming back nearly a day after a top-up whose outcome is unknown, reads the history and never sends it again', async () => {
    keep({ startedAt: Date.now() - REPEATABLE_FOR_MS });
    const posts = watchPosts('/diamonds/increase');
    const history = watchGets('/diamonds/transaction-history');
    await renderApp(routes.recharge.href(me), signedInAs(me));
    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(await screen.findByText('Chưa kiểm tra được: chưa tìm thấy giao dịch này trong lịch sử.')).toBeInTheDocument();
    posts.stop();
    history.stop();
    expect(history.seen.length).toBeGreaterThan(0);
    expect(posts.seen).toHaveLength(0);
    expect(rechargesOf(me)).toHaveLength(0);
  });

  it('never sends a pending payment whose body is not the one that was confirmed', async () => {
    // Ten times the diamonds for the same price: not what the fingerprint says was confirmed.
    keep({ body: { ...confirmed, diamonds: 10_700 }, startedAt: Date.now() - 60_000 });
    const posts = watchPosts('/diamonds/increase');
    const { store } = await renderApp(routes.recharge.href(me), signedInAs(me));
    await screen.findByRole('radio', { name: /^1\.000 kim cương/ }, PAGE_TIMEOUT);
    await waitFor(() => expect(store.getState().user.owner).not.toBeNull());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('heading', { name: 'Chưa rõ kết quả' })).not.toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(0);
    expect(rechargesOf(me)).toHaveLength(0);
  });
});

async function openConfirmationSignedOut(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('radio', { name: /^2\.500 kim cương/ }, PAGE_TIMEOUT));
  await user.click(payButton());
}
