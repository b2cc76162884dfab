import type { Page, Transaction } from '../../../src/api/contract';
import { transactionHistoryApi } from '../../../src/features/transactionHistory/transactionHistoryApi';
import { selectTransactionPage } from '../../../src/features/transactionHistory/transactionHistorySlice';
import { seed } from '../../../src/mocks/db';
import { freshStore, payloadOf, signedInStore } from '../../support';

const { getTransactionHistory } = transactionHistoryApi.endpoints;

describe('the transactionHistory slice', () => {
  it('starts as CONTRACT.md says', () => {
    expect(freshStore().getState().transactionHistory).toEqual({ page: null });
  });

  it('keeps the page exactly as sent', async () => {
    const { store, token } = signedInStore(seed.users.owner);
    await store.dispatch(getTransactionHistory.initiate({ page: 2 }));
    const sent = await payloadOf<Page<Transaction>>('/diamonds/transaction-history?page=2', token);
    expect(sent).toMatchObject({ page: 2, per_page: seed.perPage, total: seed.ownerLedgerSize });
    expect(selectTransactionPage(store.getState())).toEqual(sent);
  });

  it('keeps a filtered page as sent', async () => {
    const { store, token } = signedInStore(seed.users.owner);
    await store.dispatch(getTransactionHistory.initiate({ page: 1, filter: 'transfer' }));
    const sent = await payloadOf<Page<Transaction>>('/diamonds/transaction-history?page=1&filter=transfer', token);
    expect(sent.items.every((tx) => tx.type === 'transfer_in' || tx.type === 'transfer_out')).toBe(true);
    expect(selectTransactionPage(store.getState())).toEqual(sent);
  });

  it('goes back to null when the call fails', async () => {
    const { store } = signedInStore(seed.users.owner);
    await store.dispatch(getTransactionHistory.initiate({ page: 1 }));
    expect(selectTransactionPage(store.getState())).not.toBeNull();

    // Page 0 is refused by the server (400).
    await store.dispatch(getTransactionHistory.initiate({ page: 0 }));
    expect(selectTransactionPage(store.getState())).toBeNull();
  });
});
