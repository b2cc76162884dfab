import { useCallback, useRef, useState } from 'react';
import { isApiError, type ApiError } from '../../../api/apiError';
import { newIdempotencyKey } from '../../../api/idempotency';
import type { Confirmed } from '../../../api/apiHelpers';

/**
 * A money form's state machine: editing → confirming → sending → done | failed. From failed, `retry`
 * sends the same body again with the same Idempotency-Key (the server answers a repeat without acting
 * twice); `edit` goes back to the form, and the next confirmation gets a new key.
 */
export type ActionPhase<Body, Result> =
  | { step: 'editing' }
  | { step: 'confirming'; body: Body }
  | { step: 'sending'; body: Body }
  | { step: 'done'; body: Body; result: Result }
  | { step: 'failed'; body: Body; error: ApiError; retrying: boolean };

type Trigger<Body, Result> = (arg: Confirmed<Body>) => { unwrap: () => Promise<Result> };

const UNEXPECTED: ApiError = { status: 'FETCH_ERROR', code: 'UNEXPECTED', message: 'Đã có lỗi ngoài ý muốn. Hãy thử lại.' };

export const asApiError = (error: unknown): ApiError => (isApiError(error) ? error : UNEXPECTED);

/**
 * Whether trying the same request again may go differently: the network, a time-out, the server, a
 * repeat still being handled (409) or a rate limit. A refusal (400, 404, ...) would be refused again.
 */
export const isRetriable = (error: ApiError): boolean =>
  typeof error.status !== 'number' || error.status >= 500 || error.status === 409 || error.status === 429;

export function useConfirmedAction<Body, Result>(trigger: Trigger<Body, Result>) {
  const [phase, setPhase] = useState<ActionPhase<Body, Result>>({ step: 'editing' });
  // The confirmation being carried out, with its key: kept for retries until a new confirmation.
  const confirmed = useRef<Confirmed<Body> | null>(null);
  // What the dialog shows until it is confirmed: one confirmation is sent once, however often clicked.
  const underReview = useRef<Body | null>(null);
  // Set synchronously on the first click, so a double click cannot send twice.
  const inFlight = useRef(false);

  const send = useCallback(async () => {
    const request = confirmed.current;
    if (!request || inFlight.current) return;
    inFlight.current = true;
    try {
      const result = await trigger(request).unwrap();
      setPhase({ step: 'done', body: request.body, result });
    } catch (error) {
      setPhase({ step: 'failed', body: request.body, error: asApiError(error), retrying: false });
    } finally {
      inFlight.current = false;
    }
  }, [trigger]);

  /** Opens the confirmation for `body`. */
  const review = useCallback((body: Body) => {
    if (inFlight.current) return;
    underReview.current = body;
    setPhase({ step: 'confirming', body });
  }, []);

  /** The person confirmed what the dialog shows: one new key for this confirmation, then send. */
  const confirm = useCallback(() => {
    const body = underReview.current;
    if (inFlight.current || body === null) return;
    underReview.current = null;
    confirmed.current = { body, idempotencyKey: newIdempotencyKey() };
    setPhase({ step: 'sending', body });
    void send();
  }, [send]);

  /** The same confirmation again: same body, same key. */
  const retry = useCallback(() => {
    if (inFlight.current || !confirmed.current || phase.step !== 'failed') return;
    setPhase({ ...phase, retrying: true });
    void send();
  }, [phase, send]);

  /** Back to the form (what was typed stays with the form); a later confirmation is a new one. */
  const edit = useCallback(() => {
    if (inFlight.current) return;
    underReview.current = null;
    confirmed.current = null;
    setPhase({ step: 'editing' });
  }, []);

  // What the confirmation dialog shows and whether it is on its way, the same for every money form.
  const reviewing = phase.step === 'confirming' || phase.step === 'sending' ? phase.body : null;
  const dialog = { open: reviewing !== null, busy: phase.step === 'sending', onConfirm: confirm, onCancel: edit };

  return { phase, reviewing, dialog, review, confirm, retry, edit };
}

export type ConfirmedAction<Body, Result> = ReturnType<typeof useConfirmedAction<Body, Result>>;
