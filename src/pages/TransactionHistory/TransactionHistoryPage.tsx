import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { HISTORY_FILTERS, type HistoryFilter, type Page, type Transaction } from '../../api/contract';
import { formatCount, formatDateTime, formatSigned } from '../../lib/format';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routes } from '../../lib/routes';
import { Avatar } from '../../components/Avatar';
import { DiamondIcon } from '../../components/DiamondIcon';
import { KeptCounts } from '../../components/KeptCounts';
import { QueryView } from '../../components/QueryView';
import { Head } from '../../components/Head';
import { Pagination } from '../../components/Pagination';
import { LoadingStatus, Skeleton } from '../../components/Skeleton';
import { COUNTERPARTY_WORDS, FILTER_LABELS, readableNote, TYPE_LABELS } from '../../features/diamonds/lib/labels';
import { KeptOrders } from '../../features/diamonds/components/KeptOrders';
import { StatusBadge } from '../../features/diamonds/components/StatusBadge';
import { filterChosen, selectFilter, selectPerPage } from '../../features/global/globalSlice';
import { useGetTransactionHistoryQuery } from '../../features/transactionHistory/transactionHistoryApi';
import { useGetOwnerQuery } from '../../features/user/userApi';
import './TransactionHistoryPage.css';

/** `?page=` as a page number: anything that is not a whole number from 1 is page 1. */
const pageFrom = (raw: string | null): number => {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Number(raw);
};

const filterFrom = (raw: string | null): HistoryFilter =>
  (HISTORY_FILTERS as readonly string[]).includes(raw ?? '') ? (raw as HistoryFilter) : 'all';

function TransactionRow({ tx }: { tx: Transaction }) {
  const direction = tx.diamonds > 0 ? 'in' : tx.diamonds < 0 ? 'out' : 'none';
  return (
    <li className="tx">
      <div className="tx__who" aria-hidden="true">
        {tx.counterparty ? (
          <Avatar name={tx.counterparty.name} url={tx.counterparty.avatar_url} uid={tx.counterparty.uid} size={44} />
        ) : (
          <span className="tx__self-icon">
            <DiamondIcon size={22} />
          </span>
        )}
      </div>
      <div className="tx__main">
        <p className="tx__type">{TYPE_LABELS[tx.type]}</p>
        {tx.counterparty ? (
          <p className="tx__counterparty">
            {COUNTERPARTY_WORDS[tx.type]} <strong>{tx.counterparty.name}</strong>
          </p>
        ) : null}
        <p className="tx__meta">
          <time dateTime={tx.created_at}>{formatDateTime(tx.created_at)}</time>
          <StatusBadge status={tx.status} />
        </p>
      </div>
      <div className="tx__numbers">
        <p className={`tx__amount tx__amount--${direction}`}>
          {formatSigned(tx.diamonds)}
          <span className="visually-hidden"> kim cương</span>
        </p>
        <p className="tx__balance">
          Số dư <span className="nowrap">{formatCount(tx.balance_after)}</span>
        </p>
      </div>
      {tx.note ? (
        <p className="tx__note pre-line">
          <KeptCounts text={readableNote(tx.note)} />
        </p>
      ) : null}
    </li>
  );
}

function HistorySkeleton() {
  return (
    <div className="tx-list">
      <LoadingStatus label="Đang tải lịch sử giao dịch…" />
      {Array.from({ length: 5 }, (_, i) => (
        <div key={i} className="tx" aria-hidden="true">
          <Skeleton width={44} height={44} radius="50%" />
          <div className="tx__main">
            <Skeleton width="50%" height={18} />
            <Skeleton width="70%" height={14} style={{ marginTop: 8 }} />
          </div>
          <div className="tx__numbers">
            <Skeleton width={64} height={20} />
          </div>
        </div>
      ))}
    </div>
  );
}

function EmptyHistory({ filter, page, ownUid }: { filter: HistoryFilter; page: number; ownUid: string | undefined }) {
  if (page > 1) {
    return (
      <div className="card stack empty-history">
        <h2>Trang này không có giao dịch</h2>
        <p>Danh sách có ít trang hơn đường dẫn bạn mở.</p>
        <div className="button-row">
          <Link className="button" to={routes.transactionHistory.href({ filter })}>
            Về trang đầu
          </Link>
        </div>
      </div>
    );
  }
  return (
    <div className="card stack empty-history">
      <h2>{filter === 'all' ? 'Chưa có giao dịch nào' : `Chưa có giao dịch loại “${FILTER_LABELS[filter]}”`}</h2>
      <p>Mỗi lần bạn nạp, chuyển hay tặng quà bằng kim cương, giao dịch sẽ hiện ở đây.</p>
      <div className="button-row">
        {ownUid ? (
          <Link className="button" to={routes.recharge.href(ownUid)}>
            Nạp kim cương
          </Link>
        ) : null}
        {filter !== 'all' ? (
          <Link className="button button--secondary" to={routes.transactionHistory.href()}>
            Xem tất cả giao dịch
          </Link>
        ) : null}
      </div>
    </div>
  );
}

/** One page of transactions, said busy while the next one loads. */
function HistoryList({ history, page, filter, busy }: { history: Page<Transaction>; page: number; filter: HistoryFilter; busy: boolean }) {
  const perPage = useAppSelector(selectPerPage);
  const totalPages = Math.max(1, Math.ceil(history.total / perPage));
  return (
    <>
      <p className="history__count muted" aria-live="polite">
        {formatCount(history.total)} giao dịch · trang {formatCount(page)}/{formatCount(totalPages)}
      </p>
      <ol className="tx-list" aria-label="Giao dịch" aria-busy={busy}>
        {history.items.map((tx) => (
          <TransactionRow key={tx.id} tx={tx} />
        ))}
      </ol>
      <Pagination page={page} totalPages={totalPages} hrefFor={(p) => routes.transactionHistory.href({ page: p, filter })} />
    </>
  );
}

export default function TransactionHistoryPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const filter = filterFrom(params.get('filter'));
  const dispatch = useAppDispatch();
  const storeFilter = useAppSelector(selectFilter);
  const { currentData: owner } = useGetOwnerQuery();
  const result = useGetTransactionHistoryQuery({ page, filter });

  // The store's filter follows the URL, the one source of truth a link or reload can carry.
  useEffect(() => {
    if (storeFilter !== filter) dispatch(filterChosen(filter));
  }, [dispatch, filter, storeFilter]);

  return (
    <section className="page history-page">
      <div className="container container--narrow">
        <Head title="Lịch sử giao dịch" noIndex />
        <div className="history__head">
          <h1>Lịch sử giao dịch</h1>
          {owner ? (
            <p className="history__balance">
              Số dư:{' '}
              <strong className="nowrap">
                <DiamondIcon /> <span className="nowrap">{formatCount(owner.diamonds)} kim cương</span>
              </strong>
            </p>
          ) : null}
        </div>
        <nav className="history__filters" aria-label="Lọc giao dịch">
          <ul>
            {HISTORY_FILTERS.map((f) => (
              <li key={f}>
                <Link className="filter-chip" to={routes.transactionHistory.href({ filter: f })} aria-current={f === filter ? 'page' : undefined}>
                  {FILTER_LABELS[f]}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <QueryView result={result} loading={<HistorySkeleton />} failedTitle="Không tải được lịch sử giao dịch">
          {(history) =>
            history.items.length === 0 ? (
              <EmptyHistory filter={filter} page={page} ownUid={owner?.uid} />
            ) : (
              <HistoryList history={history} page={page} filter={filter} busy={result.isFetching} />
            )
          }
        </QueryView>
        {/* Bank orders made on this device, also those for someone else, which this history never shows. */}
        <KeptOrders />
      </div>
    </section>
  );
}
