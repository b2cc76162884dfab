import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../../../api/apiError';
import type { Confirmed } from '../../../api/apiHelpers';
import type { Transaction } from '../../../api/contract';
import { newIdempotencyKey } from '../../../api/idempotency';
import { claimEntry, keepOrder, keepPayment, keptPayments, releasePayment, type KeptPayment, type PaymentKind } from './keptPayments';
import { CHECK_DELAYS_MS, outcomeUnknown, repeatSettles } from './outcome';

/**
 * A money form's state machine: editing → confirming → sending → done | failed | checking. A payment
 * whose answer was lost (`checking`) is found out: the same request is repeated with the same
 * Idempotency-Key (the server answers a repeat with its first answer, without acting twice), then the
 * history is read; if neither answers, the outcome stays `unknown` and can be checked again. Only a known
 * refusal (`failed`) leads back to the form. The key is kept across reloads and tabs (keptPayments.ts)
 * until the outcome is known.
 */
export type ActionPhase<Body, Result> =
  | { step: 'editing' }
  | { step: 'confirming'; body: Body }
  | { step: 'sending'; body: Body }
  | { step: 'checking'; body: Body }
  | { step: 'unknown'; body: Body; error: ApiError }
  | { step: 'done'; body: Body; result: Result }
  | { step: 'failed'; body: Body; error: ApiError; retrying: boolean };

type Trigger<Body, Result> = (arg: Confirmed<Body>) => { unwrap: () => Promise<Result> };

export interface ConfirmedActionOptions<Body, Result> {
  kind: PaymentKind;
  /** The signed-in user's uid: payments are kept per account. */
  owner: string | null;
  /** What identifies the intended payment (default: the whole body). */
  intentOf?: (body: Body) => unknown;
  /** Which kept payment of this kind belongs on this page (coming back shows it and checks it). */
  belongsHere?: (body: Body) => boolean;
  /** Reads the history for the payment's own entry; null when it is not there (or cannot be read there). */
  lookup?: (payment: KeptPayment<Body>) => Promise<Result | null>;
  /** A bank order stays kept with its transaction until settled, instead of being released when recorded. */
  keepAsOrder?: boolean;
}

const UNEXPECTED: ApiError = { status: 'FETCH_ERROR', code: 'UNEXPECTED', message: 'Đã có lỗi ngoài ý muốn. Hãy thử lại.' };

export const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : UNEXPECTED);

/** Whether "Thử lại" after a known refusal may go differently: a rate limit. Everything else is final. */
export const isRetriable = (error: ApiError): boolean => error.status === 429 || outcomeUnknown(error);

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function useConfirmedAction<Body, Result>(trigger: Trigger<Body, Result>, options: ConfirmedActionOptions<Body, Result>) {
  const { kind, owner, intentOf = (body: Body) => body, belongsHere, lookup, keepAsOrder = false } = options;
  const [phase, setPhase] = useState<ActionPhase<Body, Result>>({ step: 'editing' });
  // The payment being carried out, with its key: kept for repeats until a new confirmation.
  const confirmed = useRef<KeptPayment<Body> | null>(null);
  // What the dialog shows until it is confirmed: one confirmation is sent once, however often clicked.
  const underReview = useRef<Body | null>(null);
  // Set synchronously on the first click, so a double click cannot send twice.
  const inFlight = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => void (mounted.current = false);
  }, []);

  /** A known outcome: its key released (or its bank order kept), then shown. */
  const settle = (payment: KeptPayment<Body>, next: ActionPhase<Body, Result>) => {
    if (next.step === 'done') {
      const { id } = next.result as { id?: unknown };
      if (typeof id === 'number') claimEntry(id);
      if (keepAsOrder) keepOrder(payment.key, next.result as unknown as Transaction);
      else releasePayment(payment.key);
    } else if (next.step === 'failed' && !isRetriable(next.error)) {
      releasePayment(payment.key);
    }
    if (mounted.current) setPhase(next);
  };

  const request = (payment: KeptPayment<Body>) => trigger({ body: payment.body, idempotencyKey: payment.key }).unwrap();

  /** Finds out what happened to a payment whose answer was lost: repeats, then the history. */
  const check = async (payment: KeptPayment<Body>, delays: readonly number[]) => {
    const { body } = payment;
    let lastError: ApiError = UNEXPECTED;
    for (const delay of delays) {
      await sleep(delay);
      if (!mounted.current) return;
      try {
        return settle(payment, { step: 'done', body, result: await request(payment) });
      } catch (error) {
        lastError = asApiError(error);
        if (repeatSettles(lastError)) return settle(payment, { step: 'failed', body, error: lastError, retrying: false });
      }
    }
    try {
      const found = lookup ? await lookup(payment) : null;
      if (found) return settle(payment, { step: 'done', body, result: found });
    } catch {
      // The history could not be read either: the outcome stays unknown.
    }
    if (mounted.current) setPhase({ step: 'unknown', body, error: lastError });
  };

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await work();
    } finally {
      inFlight.current = false;
    }
  };

  const send = (payment: KeptPayment<Body>) =>
    run(async () => {
      try {
        settle(payment, { step: 'done', body: payment.body, result: await request(payment) });
      } catch (error) {
        const failure = asApiError(error);
        if (!outcomeUnknown(failure)) return settle(payment, { step: 'failed', body: payment.body, error: failure, retrying: false });
        if (mounted.current) setPhase({ step: 'checking', body: payment.body });
        await check(payment, CHECK_DELAYS_MS);
      }
    });

  /** Checks the kept payment again (an unknown outcome), repeating at once. */
  const recheck = (payment: KeptPayment<Body>) =>
    run(async () => {
      setPhase({ step: 'checking', body: payment.body });
      await check(payment, [0, ...CHECK_DELAYS_MS.slice(1)]);
    });

  // Coming back (a reload, another visit, another tab) to a page whose payment is still unknown: show it
  // and find out, before anything else can be confirmed.
  // A bank order recorded earlier is shown again until it is settled or dismissed.
  useEffect(() => {
    if (!owner || !belongsHere || confirmed.current) return;
    const kept = keptPayments<Body>(kind, owner).filter((payment) => belongsHere(payment.body));
    const pending = kept.find((payment) => !payment.order);
    const order = keepAsOrder ? kept.findLast((payment) => payment.order) : undefined;
    if (pending) {
      confirmed.current = pending;
      void recheck(pending);
    } else if (order?.order) {
      confirmed.current = order;
      // What this browser kept (localStorage) is only read after hydration, so the first render matches
      // the server's; showing it then is the point of this effect.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setPhase({ step: 'done', body: order.body, result: order.order as unknown as Result });
    }
    // Only when the owner becomes known: later changes are this page's own doing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [owner]);

  /** Opens the confirmation for `body`. */
  const review = useCallback((body: Body) => {
    if (inFlight.current) return;
    underReview.current = body;
    setPhase({ step: 'confirming', body });
  }, []);

  /** The person confirmed `body`: the key of that payment (kept, or new), then send. */
  const start = (body: Body) => {
    if (inFlight.current) return;
    underReview.current = null;
    const payment = owner
      ? keepPayment(kind, owner, intentOf(body), body)
      : ({ kind, owner: '', fingerprint: '', body, key: newIdempotencyKey(), startedAt: Date.now() } satisfies KeptPayment<Body>);
    confirmed.current = payment;
    setPhase({ step: 'sending', body: payment.body });
    void send(payment);
  };

  /** The person confirmed what the dialog shows. */
  const confirm = () => {
    if (underReview.current !== null) start(underReview.current);
  };

  /** After a failure: the same payment again, same body, same key; after an unknown outcome: check again. */
  const retry = () => {
    const payment = confirmed.current;
    if (inFlight.current || !payment) return;
    if (phase.step === 'unknown') return void recheck(payment);
    if (phase.step !== 'failed') return;
    setPhase({ ...phase, retrying: true });
    void send(payment);
  };

  /** The kept payment's outcome is settled for good (a bank order paid or expired): forget its key. */
  const forget = useCallback(() => {
    if (confirmed.current) releasePayment(confirmed.current.key);
  }, []);

  /**
   * Back to the form (what was typed stays with the form); only once the outcome is known, so the key
   * is not needed any more (a recorded bank order left for a new one: the history still has it).
   */
  const unsettled = phase.step === 'checking' || phase.step === 'unknown';
  const edit = useCallback(() => {
    if (inFlight.current || unsettled) return;
    if (confirmed.current) releasePayment(confirmed.current.key);
    underReview.current = null;
    confirmed.current = null;
    setPhase({ step: 'editing' });
  }, [unsettled]);

  // What the confirmation dialog shows and whether it is on its way, the same for every money form.
  const reviewing = phase.step === 'confirming' || phase.step === 'sending' ? phase.body : null;
  const dialog = { open: reviewing !== null, busy: phase.step === 'sending', onConfirm: confirm, onCancel: edit };

  return { phase, reviewing, dialog, review, start, confirm, retry, edit, forget };
}

export type ConfirmedAction<Body, Result> = ReturnType<typeof useConfirmedAction<Body, Result>>;
