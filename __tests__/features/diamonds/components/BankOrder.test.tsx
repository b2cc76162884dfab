import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../../src/lib/routes';
import { FOLLOW } from '../../../../src/features/diamonds/lib/useFollowSchedule';
import { pendingPayments } from '../../../../src/features/diamonds/lib/pendingPayments';
import { readTlv } from '../../../../src/features/diamonds/lib/vietqr';
import { findUser, seed } from '../../../../src/mocks/db';
import {
  answerLate,
  bankStatement,
  createOrder,
  createOrderButton,
  openOrderForm,
  PAGE_TIMEOUT,
  PENDING_ORDER_TITLE,
  qrCode,
  qrPayload,
  quietScrolling,
  renderApp,
  shownMemo,
  signedInAs,
  watchGets,
  watchPosts,
} from '../../../support';

// A recorded bank order of one's own account, followed in the history until a statement line with its
// memo and amount arrives (the payer's history holds only their own account's entries).
jest.setTimeout(20_000);
const { owner } = seed.users;

beforeEach(quietScrolling);

describe('an order of one’s own account, followed in the history', () => {
  it('shows "Đã cộng kim cương" once a statement line with its memo and amount arrives', async () => {
    const user = userEvent.setup();
    await openOrderForm(user, routes.rechargeBank.href(owner));
    const memo = await createOrder(user);
    expect(findUser(owner)!.diamonds).toBe(seed.balances.owner);

    // The wrong amount matches nothing: the order stays pending.
    expect((await bankStatement(`CT ${memo} NAP`, 99_000)).status).toBe(404);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra trạng thái' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Kiểm tra trạng thái' })).toBeEnabled());
    expect(screen.getByRole('heading', { name: PENDING_ORDER_TITLE })).toBeInTheDocument();

    expect((await bankStatement(`CT ${memo} NAP`, 100_000)).status).toBe(200);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra trạng thái' }));
    expect(await screen.findByRole('heading', { name: 'Đã cộng kim cương' })).toBeInTheDocument();
    expect(screen.getByText(/đã nhận/)).toHaveTextContent('Tài khoản của bạn đã nhận 525 kim cương.');
    expect(qrCode()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nạp thêm' })).toBeInTheDocument();
    expect(findUser(owner)!.diamonds).toBe(seed.balances.owner + 525);
    // Settled: the order is not kept any more.
    expect(pendingPayments('bank', owner)).toHaveLength(0);
  });

  it('updates on its own: the history is asked again every FOLLOW.FAST_MS while the order is new', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await openOrderForm(user, routes.rechargeBank.href(owner), /^100 kim cương/);
      const memo = await createOrder(user);
      expect((await bankStatement(memo, 20_000)).status).toBe(200);
      await act(async () => void (await jest.advanceTimersByTimeAsync(FOLLOW.FAST_MS)));
      expect(await screen.findByRole('heading', { name: 'Đã cộng kim cương' })).toBeInTheDocument();
      expect(screen.getByText(/đã nhận/)).toHaveTextContent('Tài khoản của bạn đã nhận 100 kim cương.');
    } finally {
      jest.useRealTimers();
    }
  });

  it('coming back while a look-up that left before the credit is still on its way, asks again as soon as it lands', async () => {
    let visibility: DocumentVisibilityState = 'visible';
    const setVisibility = (state: DocumentVisibilityState) =>
      act(() => {
        visibility = state;
        document.dispatchEvent(new Event('visibilitychange'));
      });
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
      await openOrderForm(user, routes.rechargeBank.href(owner), /^100 kim cương/);
      const memo = await createOrder(user);
      // A return with nothing on its way: one look-up at once, though the order's card and the kept list
      // both follow the history.
      const quick = watchGets('/diamonds/transaction-history');
      setVisibility('hidden');
      setVisibility('visible');
      await act(async () => void (await jest.advanceTimersByTimeAsync(FOLLOW.FAST_MS - 500)));
      quick.stop();
      expect(quick.seen).toHaveLength(1);
      // The scheduled look-up leaves on a slow network, and the payer goes off to the bank app.
      const slow = answerLate('/diamonds/transaction-history');
      await act(async () => void (await jest.advanceTimersByTimeAsync(FOLLOW.FAST_MS)));
      await slow.asked;
      setVisibility('hidden');
      expect((await bankStatement(memo, 20_000)).status).toBe(200);
      const gets = watchGets('/diamonds/transaction-history');
      setVisibility('visible');
      // The old answer lands (still pending); the page asks again then, once, not at its next scheduled look-up.
      slow.release();
      await act(async () => void (await jest.advanceTimersByTimeAsync(FOLLOW.FAST_MS - 500)));
      expect(screen.getByRole('heading', { name: 'Đã cộng kim cương' })).toBeInTheDocument();
      gets.stop();
      expect(gets.seen).toHaveLength(1);
    } finally {
      jest.useRealTimers();
      Reflect.deleteProperty(document, 'visibilityState');
    }
  });

  it('shows a kept order again on coming back, without creating another; "Tạo lệnh khác" lets it go', async () => {
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    const first = await openOrderForm(user, routes.rechargeBank.href(owner));
    const memo = await createOrder(user);
    first.unmount(); // off to the bank app; the page is reloaded on the way back

    const second = await renderApp(routes.rechargeBank.href(owner), signedInAs(owner));
    expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(shownMemo()).toBe(memo);
    expect(readTlv(readTlv(qrPayload())['62']!)['08']).toBe(memo);
    expect(screen.getAllByText('Đang chờ tiền về').some((badge) => badge.closest('[role="status"]'))).toBe(true);
    // And under "Lệnh nạp của bạn", the receipt kept on the device.
    expect(within(screen.getByRole('region', { name: 'Lệnh nạp của bạn' })).getByText(memo)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tạo lệnh khác' }));
    expect(createOrderButton()).toBeInTheDocument();
    second.unmount();
    await renderApp(routes.rechargeBank.href(owner), signedInAs(owner));
    expect(await screen.findByRole('button', { name: 'Tạo lệnh chuyển khoản' }, PAGE_TIMEOUT)).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(1);
  });
});
