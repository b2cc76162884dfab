import { expect } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatVnd } from '../../../../src/lib/format';
import { routes } from '../../../../src/lib/routes';
import { DEFAULT_BANK, findBank } from '../../../../src/features/diamonds/lib/banks';
import { GUEST_PAYER, pendingPayments } from '../../../../src/features/diamonds/lib/pendingPayments';
import { hasValidCrc, readTlv } from '../../../../src/features/diamonds/lib/vietqr';
import { ledgerOf, seed } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import {
  createOrder,
  createOrderButton,
  loseAnswers,
  ORDER_MEMO,
  ownerLoaded,
  PAGE_TIMEOUT,
  PENDING_ORDER_TITLE,
  openOrderForm,
  qrCode,
  qrPayload,
  quietScrolling,
  renderApp,
  shownMemo,
  signedInAs,
  transferDetail,
  watchPosts,
} from '../../../support';

// The bank top-up form: an order first, then the transfer to make (BankOrder.test.tsx follows the order).
jest.setTimeout(20_000);
const { owner, other } = seed.users;
const text = (s: string) => s.replace(/\s/g, ' ');

beforeEach(quietScrolling);
afterEach(() => {
  // The copy tests replace these; jsdom has neither by default.
  delete (navigator as { clipboard?: unknown }).clipboard;
  delete (document as { execCommand?: unknown }).execCommand;
});

describe('/recharge-bank/{uid}', () => {
  it('shows no transfer details before the order, then the order’s own memo and exact amount in the QR code', async () => {
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    const { store } = await openOrderForm(user, routes.rechargeBank.href(other), /^1\.000 kim cương/);
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.queryByText(/HATVUI/)).not.toBeInTheDocument();
    expect(screen.queryByText('Nội dung chuyển khoản', { selector: 'dt' })).not.toBeInTheDocument();
    expect(posts.seen).toHaveLength(0);

    const memo = await createOrder(user);
    posts.stop();
    expect(posts.seen).toHaveLength(1);
    const body = await posts.seen[0]!.body;
    expect(body).toEqual({ uid: other, diamonds: 1070, price_vnd: 200_000, transfer_content: expect.stringMatching(ORDER_MEMO) });
    expect(memo).toBe(body.transfer_content);

    const payload = qrPayload();
    expect(hasValidCrc(payload)).toBe(true);
    const tags = readTlv(payload);
    expect(tags['54']).toBe('200000');
    expect(readTlv(tags['62']!)['08']).toBe(memo);
    expect(readTlv(readTlv(tags['38']!)['01']!)).toEqual({ '00': DEFAULT_BANK.bin, '01': DEFAULT_BANK.accountNumber });
    expect(transferDetail('Số tài khoản')).toHaveTextContent(DEFAULT_BANK.accountNumber);
    expect(transferDetail('Chủ tài khoản')).toHaveTextContent(DEFAULT_BANK.accountHolder);
    expect(transferDetail('Số tiền')).toHaveTextContent(text(formatVnd(200_000)));

    expect(screen.getByText('Đang chờ tiền về').closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText(/Kim cương thường được cộng sau/)).toHaveTextContent(/Kim cương thường được cộng sau 5–30 phút/);
    expect(store.getState().flags.bankRecharge).toBe(true);
    expect(ledgerOf(other)[0]).toMatchObject({ type: 'bank_recharge', status: 'pending', diamonds: 1070 });
  });

  it('copies the order’s memo and exact amount with the Clipboard API, and says so', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openOrderForm(user, routes.rechargeBank.href(other));
    const memo = await createOrder(user);
    await user.click(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(writeText).toHaveBeenCalledWith(memo);
    expect(within(transferDetail('Nội dung chuyển khoản')).getByRole('button')).toHaveTextContent('Đã sao chép');
    await user.click(screen.getByRole('button', { name: 'Sao chép số tiền' }));
    expect(writeText).toHaveBeenLastCalledWith('100000');
  });

  it('falls back to the selection copy where the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await openOrderForm(user, routes.rechargeBank.href(other));
    await createOrder(user);
    await user.click(screen.getByRole('button', { name: 'Sao chép số tài khoản' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Đã sao chép')).toBeInTheDocument();
  });

  it('gives two orders of the same uid and amount different memos and keys; "Tạo lệnh khác" returns to the form', async () => {
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    await openOrderForm(user, routes.rechargeBank.href(other));
    const first = await createOrder(user);

    await user.click(screen.getByRole('button', { name: 'Tạo lệnh khác' }));
    expect(createOrderButton()).toBeInTheDocument();
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /^500 kim cương/ })).toBeChecked();

    const second = await createOrder(user);
    posts.stop();
    expect(second).toMatch(ORDER_MEMO);
    expect(second).not.toBe(first);
    expect(readTlv(readTlv(qrPayload())['62']!)['08']).toBe(second);
    expect(posts.seen).toHaveLength(2);
    expect(posts.seen[1]!.idempotencyKey).not.toBe(posts.seen[0]!.idempotencyKey);
    const orders = ledgerOf(other).filter((tx) => tx.type === 'bank_recharge' && tx.status === 'pending' && tx.diamonds === 525);
    expect(orders).toHaveLength(2);
  });

  it('lets a signed-out person order as a guest: no sign-in, no Authorization, the key kept first and reused after a reload', async () => {
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    const first = await renderApp(routes.rechargeBank.href(other));
    await user.click(await screen.findByRole('radio', { name: /^250 kim cương/ }, PAGE_TIMEOUT));
    expect(screen.getByText(/Không cần đăng nhập/)).toBeInTheDocument();
    await user.click(createOrderButton());
    expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(first.router.state.location.pathname).toBe(routes.rechargeBank.href(other));
    expect(posts.seen).toHaveLength(1);
    expect(posts.seen[0]!.authorization).toBeNull();
    expect(posts.seen[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    const kept = pendingPayments('bank', GUEST_PAYER);
    expect(kept).toHaveLength(1);
    expect(kept[0]!.key).toBe(posts.seen[0]!.idempotencyKey);
    const memo = shownMemo();
    expect(ledgerOf(other)[0]).toMatchObject({ type: 'bank_recharge', status: 'pending', counterparty: null });

    // Back from the bank app to a reloaded page: the same order, nothing sent again.
    first.unmount();
    await renderApp(routes.rechargeBank.href(other));
    expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(shownMemo()).toBe(memo);
    const list = screen.getByRole('region', { name: 'Lệnh nạp của bạn' });
    expect(within(list).getByText(memo)).toBeInTheDocument();
    // A guest cannot read the receiver's history: the page says what happens next instead.
    expect(within(list).getByText(/không xem được trạng thái/)).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(1);
  });

  it('says how long to wait when the guest limit answers 429, and "Thử lại" sends the same key', async () => {
    server.use(
      http.post(
        '*/v1/diamonds/manual',
        () =>
          HttpResponse.json(
            { message: 'Bạn đã tạo nhiều lệnh nạp liên tiếp.', code: 'RATE_LIMITED' },
            { status: 429, headers: { 'Retry-After': '120' } },
          ),
        { once: true },
      ),
    );
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    await renderApp(routes.rechargeBank.href(other));
    await user.click(await screen.findByRole('radio', { name: /^250 kim cương/ }, PAGE_TIMEOUT));
    await user.click(createOrderButton());
    expect(await screen.findByRole('heading', { name: 'Hãy đợi một lúc rồi tạo lệnh' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/vừa tạo nhiều lệnh nạp/).textContent?.replace(/\s/g, ' ')).toContain('khoảng 2 phút');
    expect(screen.queryByRole('link', { name: 'Đăng nhập lại' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE }, PAGE_TIMEOUT)).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(2);
    expect(posts.seen[1]!.idempotencyKey).toBe(posts.seen[0]!.idempotencyKey);
  });

  it('shows a refused order with the server’s words and no transfer details, sets the flag to false, and leads back', async () => {
    server.use(
      http.post(
        '*/v1/diamonds/manual',
        () => HttpResponse.json({ message: 'Nội dung chuyển khoản không hợp lệ.', code: 'VALIDATION' }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    const { store } = await openOrderForm(user, routes.rechargeBank.href(other), /^2\.500 kim cương/);
    await user.click(createOrderButton());
    expect(await screen.findByRole('heading', { name: 'Chưa tạo được lệnh nạp' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nội dung chuyển khoản không hợp lệ.');
    expect(screen.getByText(/đừng chuyển khoản cho đến khi trang hiện mã QR/)).toBeInTheDocument();
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(store.getState().flags.bankRecharge).toBe(false);
    expect(pendingPayments('bank', owner)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    expect(screen.getByRole('radio', { name: /^2\.500 kim cương/ })).toBeChecked();
    await createOrder(user);
  });

  it('checks an order whose answer was lost, then shows it: one order, one key, one memo', async () => {
    const lost = loseAnswers('/diamonds/manual');
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    const before = ledgerOf(other).length;
    await openOrderForm(user, routes.rechargeBank.href(other));
    await user.click(createOrderButton());
    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();
    expect(qrCode()).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE }, PAGE_TIMEOUT)).toBeInTheDocument();
    posts.stop();
    expect(lost.lost).toEqual([200]);
    expect(new Set(posts.seen.map((seen) => seen.idempotencyKey)).size).toBe(1);
    const memos = new Set(await Promise.all(posts.seen.map(async (seen) => (await seen.body).transfer_content)));
    expect([...memos]).toEqual([shownMemo()]);
    expect(ledgerOf(other)).toHaveLength(before + 1);
  });
});

describe('/recharge-bank-id/{uid}', () => {
  it('asks for a bank first, then creates the order with its bank_id and shows that bank’s account', async () => {
    const posts = watchPosts('/diamonds/manual-by-bank');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.rechargeBankId.href(other), signedInAs(owner));
    await screen.findByRole('radio', { name: /Techcombank/ }, PAGE_TIMEOUT);
    await ownerLoaded(store);
    expect(qrCode()).not.toBeInTheDocument();
    await user.click(createOrderButton());
    expect(screen.getByText('Hãy chọn một ngân hàng.')).toBeInTheDocument();
    expect(posts.seen).toHaveLength(0);

    const tcb = findBank('tcb')!;
    await user.click(screen.getByRole('radio', { name: /Techcombank/ }));
    expect(qrCode()).not.toBeInTheDocument();
    const memo = await createOrder(user);
    expect(transferDetail('Số tài khoản')).toHaveTextContent(tcb.accountNumber);
    const tags = readTlv(qrPayload());
    expect(readTlv(readTlv(tags['38']!)['01']!)).toEqual({ '00': tcb.bin, '01': tcb.accountNumber });
    expect(tags['54']).toBe('100000');
    expect(readTlv(tags['62']!)['08']).toBe(memo);
    expect(store.getState().flags.bankIdRecharge).toBe(true);
    posts.stop();
    expect(await posts.seen[0]!.body).toEqual({ uid: other, bank_id: 'tcb', diamonds: 525, price_vnd: 100_000, transfer_content: memo });
    expect(memo).toMatch(ORDER_MEMO);
  });

  it('keeps the chosen bank through sign-in', async () => {
    await renderApp(`${routes.rechargeBankId.href(other)}?goi=goi-100&nh=mb`, signedInAs(owner));
    expect(await screen.findByRole('radio', { name: /MB Bank/ }, PAGE_TIMEOUT)).toBeChecked();
    expect(screen.getByRole('radio', { name: /^100 kim cương/ })).toBeChecked();
  });

  it('takes a signed-out person’s order with the bank they chose, as a guest', async () => {
    const posts = watchPosts('/diamonds/manual-by-bank');
    const user = userEvent.setup();
    const { router } = await renderApp(routes.rechargeBankId.href(other));
    await user.click(await screen.findByRole('radio', { name: /MB Bank/ }, PAGE_TIMEOUT));
    await user.click(screen.getByRole('radio', { name: /^1\.000 kim cương/ }));
    await user.click(createOrderButton());
    expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(routes.rechargeBankId.href(other));
    posts.stop();
    expect(posts.seen[0]!.authorization).toBeNull();
    expect(await posts.seen[0]!.body).toMatchObject({ uid: other, bank_id: 'mb', diamonds: 1070, price_vnd: 200_000 });
  });

  it('sets the flag to false when the order is refused', async () => {
    server.use(
      http.post(
        '*/v1/diamonds/manual-by-bank',
        () => HttpResponse.json({ message: 'Ngân hàng tạm ngừng nhận.', code: 'VALIDATION' }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    const { store } = await renderApp(`${routes.rechargeBankId.href(other)}?nh=acb`, signedInAs(owner));
    await screen.findByRole('radio', { name: /ACB/ }, PAGE_TIMEOUT);
    await user.click(createOrderButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Ngân hàng tạm ngừng nhận.');
    expect(store.getState().flags.bankIdRecharge).toBe(false);
    expect(qrCode()).not.toBeInTheDocument();
  });

  it('says plainly that an unknown uid has no account', async () => {
    await renderApp(routes.rechargeBankId.href(seed.users.unknown));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người nhận' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tạo lệnh chuyển khoản' })).not.toBeInTheDocument();
  });
});
