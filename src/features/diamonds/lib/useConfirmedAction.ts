import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../../../api/apiError';
import type { Confirmed } from '../../../api/apiHelpers';
import type { Transaction } from '../../../api/contract';
import { useSendMachine, type Answer, type Request } from '../../../lib/useSendMachine';
import { CHECK_DELAYS_MS, outcomeUnknown, repeatSettles } from './outcome';
import {
  claimEntry,
  dropPendingPayment,
  GUEST_PAYER,
  keepPendingPayment,
  pendingPayments,
  recordOrder,
  repeatable,
  type PaymentKind,
  type PendingPayment,
} from './pendingPayments';

/**
 * A money form on the send driver (src/lib/useSendMachine.ts), with what money adds on top: the key of
 * each confirmed payment is kept (pendingPayments.ts, across reloads and tabs) before its request
 * leaves, and an outcome whose answer was lost is found out: the same request is repeated with the same
 * Idempotency-Key (the server answers a repeat with its first answer, without acting twice) while the
 * server still remembers that key, then the history is read; if neither tells, the outcome stays
 * `unknown` and can be checked again. Only a known refusal (`failed`) leads back to the form.
 */
/** `asGuest`: the payment was kept under GUEST_PAYER, so it goes (and is repeated) without Authorization. */
type Trigger<Body, Result> = (arg: Confirmed<Body> & { asGuest: boolean }) => Request<Result>;

export interface ConfirmedActionOptions<Body, Result> {
  kind: PaymentKind;
  /**
   * The signed-in payer's uid (or GUEST_PAYER, for a bank order by nobody signed in): payments are kept
   * per payer, so nothing is sent before it is known.
   */
  owner: string | null;
  /** Which pending payment of this kind belongs on this page (coming back shows it and checks it). */
  belongsHere?: (body: Body) => boolean;
  /** Reads the history for the payment's own entry; null when it is not there (or cannot be read there). */
  lookup?: (payment: PendingPayment<Body>) => Promise<Result | null>;
  /** A bank order stays kept with its transaction until settled, instead of being dropped when recorded. */
  keepAsOrder?: boolean;
}

const UNEXPECTED: ApiError = { status: 'FETCH_ERROR', code: 'UNEXPECTED', message: 'Đã có lỗi ngoài ý muốn. Hãy thử lại.' };

const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : UNEXPECTED);

/** Whether "Thử lại" after a known refusal may go differently: a rate limit. Everything else is final. */
export const isRetriable = (error: ApiError): boolean => error.status === 429 || outcomeUnknown(error);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The waits of a check asked for again: the first repeat at once. */
const RECHECK_DELAYS_MS = [0, ...CHECK_DELAYS_MS.slice(1)];

export function useConfirmedAction<Body, Result>(trigger: Trigger<Body, Result>, options: ConfirmedActionOptions<Body, Result>) {
  const { kind, owner, belongsHere, lookup, keepAsOrder = false } = options;
  const machine = useSendMachine<Body, Result, ApiError>({ failure: asApiError, lost: outcomeUnknown });
  const { state, dispatch, now, nextAttempt, start: startSending, mountedRef } = machine;
  // The payment being carried out, with its key: kept for repeats until a new confirmation.
  const confirmed = useRef<PendingPayment<Body> | null>(null);
  // Whether the payment being found out may still be repeated (its key not too old): the page says how it checks.
  const [repeats, setRepeats] = useState(true);

  /** Moves the machine by an answer still this attempt's to say (whether it was); a known outcome settles the key. */
  const settle = (payment: PendingPayment<Body>, attempt: number, answer: Answer<Result, ApiError>) => {
    if (!dispatch({ ...answer, attempt, sent: payment.body })) return false;
    if (answer.type === 'answered') {
      const { id } = answer.result as { id?: unknown };
      if (typeof id === 'number') void claimEntry(id);
      void (keepAsOrder ? recordOrder(payment.key, answer.result as unknown as Transaction) : dropPendingPayment(payment.key));
    } else if (!isRetriable(answer.error)) {
      void dropPendingPayment(payment.key);
    }
    return true;
  };

  // `then` leaves the request's abort behind: a payment once sent is followed to its answer, so its key is settled.
  const request = (payment: PendingPayment<Body>) => () =>
    trigger({ body: payment.body, idempotencyKey: payment.key, asGuest: payment.owner === GUEST_PAYER }).then((answer) => answer);

  /**
   * Finds out what happened to a payment whose answer was lost: repeats, while its key is still
   * remembered by the server (a repeat of a forgotten key would be a second payment), then the history.
   */
  const check = async (payment: PendingPayment<Body>, attempt: number, delays: readonly number[]) => {
    let lastError: ApiError | null = null;
    if (mountedRef.current) setRepeats(repeatable(payment));
    for (const delay of repeatable(payment) ? delays : []) {
      await sleep(delay);
      if (!mountedRef.current) return;
      if (!repeatable(payment)) break;
      const answer = await machine.ask(attempt, request(payment));
      if (answer.type === 'answered' || (answer.type === 'refused' && repeatSettles(answer.error))) {
        return settle(payment, attempt, answer);
      }
      lastError = answer.error;
    }
    try {
      const found = lookup ? await lookup(payment) : null;
      if (found) return settle(payment, attempt, { type: 'answered', result: found });
    } catch (error) {
      // The history could not be read either: the outcome stays unknown.
      lastError ??= asApiError(error);
    }
    dispatch({ type: 'checkInconclusive', attempt, error: lastError });
  };

  const send = async (payment: PendingPayment<Body>, attempt: number) => {
    const answer = await machine.ask(attempt, request(payment));
    if (settle(payment, attempt, answer) && answer.type === 'answerLost') await check(payment, attempt, CHECK_DELAYS_MS);
  };

  /** Checks the pending payment again (an unknown outcome), repeating at once. */
  const recheck = (payment: PendingPayment<Body>, body?: Body) => {
    const attempt = nextAttempt();
    if (dispatch({ type: 'checkStarted', attempt, body })) void check(payment, attempt, RECHECK_DELAYS_MS);
  };

  // Coming back (a reload, another visit, another tab) to a page whose payment is still unknown: show it
  // and find out, before anything else can be confirmed.
  // A bank order recorded earlier is shown again until it is settled or dismissed.
  useEffect(() => {
    if (!owner || !belongsHere || confirmed.current) return;
    const kept = pendingPayments<Body>(kind, owner).filter((payment) => belongsHere(payment.body));
    const pending = kept.find((payment) => !payment.order);
    const order = keepAsOrder ? kept.findLast((payment) => payment.order) : undefined;
    if (pending) {
      confirmed.current = pending;
      // A confirmation opened while the payer was loading waits: this one comes first.
      dispatch({ type: 'formReopened' });
      recheck(pending, pending.body);
    } else if (order?.order) {
      confirmed.current = order;
      // What this browser kept (localStorage) is only read after hydration, so the first render matches
      // the server's; showing it then is the point of this effect.
      dispatch({ type: 'resultRestored', body: order.body, result: order.order as unknown as Result });
    }
    // Only when the owner becomes known: later changes are this page's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);

  /** Opens the confirmation for `body` (it opens on screen once the payer is known). */
  const review = useCallback((body: Body) => void dispatch({ type: 'confirmationOpened', body }), [dispatch]);

  /**
   * The person confirmed `body`: the key of that payment (already kept, or new) is kept under the
   * payer's account, then it is sent. Never without a payer: a key kept nowhere could not stop a
   * second charge after a reload.
   */
  const start = (body: Body) => {
    if (!owner) return;
    const attempt = startSending(body);
    if (attempt === null) return;
    void keepPendingPayment(kind, owner, body).then(
      (payment) => {
        confirmed.current = payment;
        return send(payment, attempt);
      },
      // Nothing was sent: a refusal of our own, which "Thử lại" may retry.
      () => dispatch({ type: 'refused', attempt, error: UNEXPECTED }),
    );
  };

  /** The person confirmed what the dialog shows. */
  const confirm = () => {
    const current = now();
    if (current.status === 'confirming') start(current.body);
  };

  /** After a failure: the same payment again, same body, same key; after an unknown outcome: check again. */
  const retry = () => {
    const current = now();
    const payment = confirmed.current;
    if (current.status === 'unknown' && payment && !current.checking) return recheck(payment);
    if (current.status !== 'failed') return;
    if (!payment) return start(current.body);
    const attempt = startSending(payment.body);
    if (attempt !== null) void send(payment, attempt);
  };

  /** The pending payment's outcome is settled for good (a bank order paid or expired): forget its key. */
  const forget = useCallback(() => {
    if (confirmed.current) void dropPendingPayment(confirmed.current.key);
  }, []);

  /**
   * Back to the form (what was typed stays with the form); only once the outcome is known, so the key
   * is not needed any more (a recorded bank order left for a new one: the history still has it).
   */
  const edit = useCallback(() => {
    const { status } = now();
    if (status === 'sending' || status === 'unknown') return;
    if (confirmed.current) void dropPendingPayment(confirmed.current.key);
    confirmed.current = null;
    dispatch({ type: 'formReopened' });
  }, [dispatch, now]);

  // What the confirmation dialog shows and whether it is on its way, the same for every money form.
  const reviewing = state.status === 'confirming' || (state.status === 'sending' && state.retryOf === null) ? state.body : null;
  /** A confirmation asked for before the payer is known: the form says so until it opens. */
  const awaitingPayer = state.status === 'confirming' && !owner;
  const dialog = { open: reviewing !== null && !awaitingPayer, busy: state.status === 'sending', onConfirm: confirm, onCancel: edit };

  return { state, repeats, reviewing, awaitingPayer, dialog, review, start, confirm, retry, edit, forget };
}

export type ConfirmedAction<Body, Result> = ReturnType<typeof useConfirmedAction<Body, Result>>;
