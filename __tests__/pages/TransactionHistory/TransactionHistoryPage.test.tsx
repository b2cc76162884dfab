import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { Page, Transaction } from '../../../src/api/contract';
import { HISTORY_FILTER_TYPES } from '../../../src/api/contract';
import { formatCount, formatDateTime, formatSigned } from '../../../src/lib/format';
import { routes } from '../../../src/lib/routes';
import { STATUS_LABELS, TYPE_LABELS } from '../../../src/features/diamonds/lib/labels';
import { db, ledgerOf, seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs, watchGets } from '../../support';

jest.setTimeout(20_000);
const { owner, other } = seed.users;
const normal = (s: string) => s.replace(/\s+/g, ' ');

beforeEach(quietScrolling);

const rows = async () => within(await screen.findByRole('list', { name: 'Giao dịch' }, PAGE_TIMEOUT)).getAllByRole('listitem');

describe('/transaction-history', () => {
  it('shows 15 transactions a page, newest first, each with type, amount, balance, status, who and when', async () => {
    await renderApp(routes.transactionHistory.href(), signedInAs(owner));
    const items = await rows();
    expect(items).toHaveLength(seed.perPage);
    const expected = ledgerOf(owner).slice(0, seed.perPage);
    expected.forEach((tx: Transaction, i) => {
      const row = items[i]!;
      expect(row).toHaveTextContent(TYPE_LABELS[tx.type]);
      expect(row).toHaveTextContent(`${formatSigned(tx.diamonds)} kim cương`);
      expect(row).toHaveTextContent(`Số dư ${formatCount(tx.balance_after)}`);
      expect(row).toHaveTextContent(STATUS_LABELS[tx.status]);
      expect(row).toHaveTextContent(normal(formatDateTime(tx.created_at)));
      if (tx.counterparty) expect(row).toHaveTextContent(tx.counterparty.name);
      const amount = row.querySelector('.tx__amount')!;
      expect(amount).toHaveClass(tx.diamonds > 0 ? 'tx__amount--in' : 'tx__amount--out');
    });
    expect(screen.getByText(/giao dịch · trang/)).toHaveTextContent(`${seed.ownerLedgerSize} giao dịch · trang 1/3`);
  });

  it('keeps the page number in the URL and moves between pages', async () => {
    const gets = watchGets('/diamonds/transaction-history');
    const user = userEvent.setup();
    const { router } = await renderApp(routes.transactionHistory.href({ page: 2 }), signedInAs(owner));
    const second = await rows();
    expect(second[0]).toHaveTextContent(TYPE_LABELS[ledgerOf(owner)[seed.perPage]!.type]);
    expect(screen.getByRole('navigation', { name: 'Phân trang' })).toBeInTheDocument();
    expect(screen.getByText('2', { selector: '[aria-current="page"]' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Sau/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    await waitFor(async () => expect(await rows()).toHaveLength(seed.ownerLedgerSize - 2 * seed.perPage));
    gets.stop();
    expect(gets.seen.map((q) => q.get('page'))).toEqual(['2', '3']);
  });

  it('filters by kind, in the URL and in the store', async () => {
    const gets = watchGets('/diamonds/transaction-history');
    const user = userEvent.setup();
    const { router, store } = await renderApp(routes.transactionHistory.href(), signedInAs(owner));
    await rows();
    expect(store.getState().global.filter).toBe('all');
    await user.click(screen.getByRole('link', { name: 'Chuyển' }));
    await waitFor(() => expect(router.state.location.search).toBe('?filter=transfer'));
    await waitFor(() => expect(store.getState().global.filter).toBe('transfer'));
    expect(screen.getByRole('link', { name: 'Chuyển' })).toHaveAttribute('aria-current', 'page');

    const transfers = ledgerOf(owner).filter((tx) => HISTORY_FILTER_TYPES.transfer.includes(tx.type));
    await waitFor(async () => expect(await rows()).toHaveLength(Math.min(transfers.length, seed.perPage)));
    for (const row of await rows()) {
      expect(row.textContent).toMatch(/Chuyển kim cương|Nhận kim cương/);
    }
    gets.stop();
    expect(gets.seen.at(-1)!.get('filter')).toBe('transfer');
  });

  it('opens on the filter a link carries', async () => {
    const { store } = await renderApp(routes.transactionHistory.href({ filter: 'gift', page: 1 }), signedInAs(owner));
    const items = await rows();
    for (const row of items) expect(row.textContent).toMatch(/Tặng quà|Nhận quà/);
    expect(store.getState().global.filter).toBe('gift');
    expect(store.getState().transactionHistory.page).not.toBeNull();
  });

  it('has an empty state that leads to a top-up of one’s own account', async () => {
    // A person with no transaction at all (every seeded user has an opening entry).
    db.ledger = db.ledger.filter((entry) => entry.uid !== other);
    await renderApp(routes.transactionHistory.href(), signedInAs(other));
    expect(await screen.findByRole('heading', { name: 'Chưa có giao dịch nào' }, PAGE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Nạp kim cương' })).toHaveAttribute('href', routes.recharge.href(other)));
  });

  it('says when a filter has nothing, with a way back to everything', async () => {
    await renderApp(routes.transactionHistory.href({ filter: 'transfer' }), signedInAs(other));
    expect(await screen.findByRole('heading', { name: 'Chưa có giao dịch loại “Chuyển”' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Xem tất cả giao dịch' })).toHaveAttribute('href', routes.transactionHistory.href());
  });

  it('says so when a page beyond the last has nothing, with a way back', async () => {
    await renderApp(routes.transactionHistory.href({ page: 9 }), signedInAs(owner));
    expect(await screen.findByRole('heading', { name: 'Trang này không có giao dịch' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang đầu' })).toHaveAttribute('href', routes.transactionHistory.href());
  });

  it('shows a retry when the history cannot be loaded', async () => {
    server.use(
      http.get(
        '*/v1/diamonds/transaction-history',
        () => HttpResponse.json({ message: 'Bộ lọc không hợp lệ.', code: 'VALIDATION' }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    const user = userEvent.setup();
    await renderApp(routes.transactionHistory.href(), signedInAs(owner));
    expect(await screen.findByRole('heading', { name: 'Không tải được lịch sử giao dịch' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText('Bộ lọc không hợp lệ.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await rows()).toHaveLength(seed.perPage);
  });

  it('shows a skeleton while the page loads', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get('*/v1/diamonds/transaction-history', async () => {
        await held;
        const empty: Page<Transaction> = { items: [], page: 1, per_page: 15, total: 0 };
        return HttpResponse.json({ data: empty });
      }),
    );
    await renderApp(routes.transactionHistory.href(), signedInAs(owner));
    expect(await screen.findByText('Đang tải lịch sử giao dịch…', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    release();
    expect(await screen.findByRole('heading', { name: 'Chưa có giao dịch nào' })).toBeInTheDocument();
  });
});

describe('/transaction-history: words and receipts', () => {
  it('shows a note’s package ids as words, and the bank orders made on this device for someone else', async () => {
    const tx: Transaction = {
      id: 777_001,
      type: 'recharge',
      diamonds: 750,
      balance_after: 1_000,
      status: 'success',
      note: 'Nạp gói tuy-chon · 150.000 ₫',
      counterparty: null,
      created_at: new Date().toISOString(),
    };
    server.use(
      http.get('*/v1/diamonds/transaction-history', () =>
        HttpResponse.json({ data: { items: [tx], page: 1, per_page: seed.perPage, total: 1 } satisfies Page<Transaction> }),
      ),
    );
    window.localStorage.setItem(
      'hatvui.orders.v1',
      JSON.stringify([
        {
          id: 9001,
          payer: owner,
          receiver: { uid: other, name: 'Người được nạp hộ' },
          diamonds: 525,
          amountVnd: 100_000,
          memo: 'HATVUI 7KQ2XM9P',
          bankId: 'tcb',
          createdAt: Date.now() - 60_000,
          status: 'pending',
        },
      ]),
    );
    await renderApp(routes.transactionHistory.href(), signedInAs(owner));
    const [row] = await rows();
    expect(row).toHaveTextContent('Nạp gói tự chọn · 150.000 ₫');
    expect(row).not.toHaveTextContent('tuy-chon');
    const kept = await screen.findByRole('region', { name: 'Lệnh nạp của bạn' });
    expect(kept).toHaveTextContent('Người được nạp hộ');
    expect(kept).toHaveTextContent('HATVUI 7KQ2XM9P');
    expect(kept).toHaveTextContent('TCB');
    window.localStorage.clear();
  });
});
