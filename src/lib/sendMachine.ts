/**
 * Where one confirmed send stands, for every form that sends something (a report, a song, a payment):
 * one reducer, one discriminant (`status`), events named for what happened.
 *
 *   idle → confirming → sending → done | failed | unknown
 *
 * `confirming` is the person looking at what they are about to send (a money form's dialog); forms
 * without that step go from `idle` straight to `sending`. `unknown` is a send whose answer was lost:
 * it may have been carried out, so it is found out (`checking`), never called a failure. Each send or
 * check has an `attempt` number from its caller: an answer to an attempt that is no longer the current
 * one (cancelled, or replaced by a later one) changes nothing. A refused event returns the state it
 * was given, so a caller can tell (a second press while sending is refused before a request leaves).
 */
export type SendState<Body, Result, Failure> =
  /** `cancelled`: the last send was stopped by the person (the form says so). */
  | { status: 'idle'; cancelled: boolean }
  | { status: 'confirming'; body: Body }
  /** `retryOf`: the failure this send tries again; `progress`: 0–100 where the caller reports it. */
  | { status: 'sending'; body: Body; attempt: number; progress: number; retryOf: Failure | null }
  | { status: 'done'; body: Body; result: Result }
  | { status: 'failed'; body: Body; error: Failure }
  /** `checking`: being found out now; otherwise it could not be, and `error` says why (null: not found). */
  | { status: 'unknown'; body: Body; attempt: number; checking: boolean; error: Failure | null };

export type SendEvent<Body, Result, Failure> =
  | { type: 'confirmationOpened'; body: Body }
  | { type: 'sendStarted'; attempt: number; body: Body }
  | { type: 'progressMade'; attempt: number; progress: number }
  /** `sent`: the body the request carried, when it is not the one confirmed (a pending payment's first). */
  | { type: 'answered'; attempt: number; result: Result; sent?: Body }
  | { type: 'refused'; attempt: number; error: Failure; sent?: Body }
  | { type: 'answerLost'; attempt: number; error: Failure; sent?: Body }
  /** Finding out an unknown outcome: again, or (with `body`) one found on coming back to the page. */
  | { type: 'checkStarted'; attempt: number; body?: Body }
  | { type: 'checkInconclusive'; attempt: number; error: Failure | null }
  | { type: 'sendCancelled' }
  /** A result known from before (a recorded bank order shown again). */
  | { type: 'resultRestored'; body: Body; result: Result }
  /** Back to the form: refused while a send is on its way or its outcome is unknown. */
  | { type: 'formReopened' };

export const IDLE = { status: 'idle', cancelled: false } as const;

/** The attempt an answer must belong to: the send or check under way. */
const current = <B, R, F>(state: SendState<B, R, F>, attempt: number): state is Extract<SendState<B, R, F>, { attempt: number }> =>
  (state.status === 'sending' || (state.status === 'unknown' && state.checking)) && state.attempt === attempt;

export function sendReducer<Body, Result, Failure>(
  state: SendState<Body, Result, Failure>,
  event: SendEvent<Body, Result, Failure>,
): SendState<Body, Result, Failure> {
  switch (event.type) {
    case 'confirmationOpened':
      return state.status === 'idle' || state.status === 'confirming' ? { status: 'confirming', body: event.body } : state;
    case 'sendStarted':
      if (state.status !== 'idle' && state.status !== 'confirming' && state.status !== 'failed') return state;
      return {
        status: 'sending',
        body: event.body,
        attempt: event.attempt,
        progress: 0,
        retryOf: state.status === 'failed' ? state.error : null,
      };
    case 'progressMade':
      return state.status === 'sending' && state.attempt === event.attempt && state.progress !== event.progress
        ? { ...state, progress: event.progress }
        : state;
    case 'answered':
      return current(state, event.attempt) ? { status: 'done', body: event.sent ?? state.body, result: event.result } : state;
    case 'refused':
      return current(state, event.attempt) ? { status: 'failed', body: event.sent ?? state.body, error: event.error } : state;
    case 'answerLost':
      return state.status === 'sending' && state.attempt === event.attempt
        ? { status: 'unknown', body: event.sent ?? state.body, attempt: event.attempt, checking: true, error: event.error }
        : state;
    case 'checkStarted':
      if (state.status === 'idle' && event.body !== undefined) {
        return { status: 'unknown', body: event.body, attempt: event.attempt, checking: true, error: null };
      }
      return state.status === 'unknown' && !state.checking ? { ...state, attempt: event.attempt, checking: true } : state;
    case 'checkInconclusive':
      return current(state, event.attempt) && state.status === 'unknown' ? { ...state, checking: false, error: event.error } : state;
    case 'sendCancelled':
      return state.status === 'sending' ? { status: 'idle', cancelled: true } : state;
    case 'resultRestored':
      return state.status === 'idle' ? { status: 'done', body: event.body, result: event.result } : state;
    case 'formReopened':
      return state.status === 'sending' || state.status === 'unknown' || (state.status === 'idle' && !state.cancelled) ? state : IDLE;
  }
}
