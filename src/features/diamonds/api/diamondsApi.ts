import { baseApi } from '../../../api/baseApi';
import type { BankIdRechargeBody, BankRechargeBody, RechargeBody, Transaction, TransferBody } from '../../../api/contract';
import type { Confirmed } from '../../../api/apiHelpers';

// A balance may have moved even when the answer never arrived (a time-out after the server acted), so
// every settled money call refetches the balance and the ledger, not only the successful ones.
const MONEY_MOVED = ['Owner', 'Transactions'] as const;

/**
 * A bank order is a guest's (CONTRACT.md: sent without Authorization) when it was kept under the guest
 * identity (pendingPayments.ts), whatever the session is by the time it is sent or repeated: a repeat
 * must reach the server exactly as the first request did, so its key finds the first answer.
 */
export type BankOrderArg<Body> = Confirmed<Body> & { asGuest?: boolean };

export const diamondsApi = baseApi.injectEndpoints({
  overrideExisting: 'throw',
  endpoints: (build) => ({
    recharge: build.mutation<Transaction, Confirmed<RechargeBody>>({
      query: ({ body, idempotencyKey }) => ({ url: '/diamonds/increase', method: 'POST', body, idempotencyKey, auth: true }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    /** Answers with a `pending` transaction until the bank confirms. */
    bankRecharge: build.mutation<Transaction, BankOrderArg<BankRechargeBody>>({
      query: ({ body, idempotencyKey, asGuest }) => ({ url: '/diamonds/manual', method: 'POST', body, idempotencyKey, auth: !asGuest }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    bankIdRecharge: build.mutation<Transaction, BankOrderArg<BankIdRechargeBody>>({
      query: ({ body, idempotencyKey, asGuest }) => ({
        url: '/diamonds/manual-by-bank',
        method: 'POST',
        body,
        idempotencyKey,
        auth: !asGuest,
      }),
      invalidatesTags: [...MONEY_MOVED],
    }),
    transfer: build.mutation<Transaction, Confirmed<TransferBody>>({
      query: ({ body, idempotencyKey }) => ({ url: '/diamonds/transfer', method: 'POST', body, idempotencyKey, auth: true }),
      invalidatesTags: [...MONEY_MOVED],
    }),
  }),
});

export const { useRechargeMutation, useBankRechargeMutation, useBankIdRechargeMutation, useTransferMutation } = diamondsApi;
