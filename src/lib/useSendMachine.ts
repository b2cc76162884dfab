import { useEffect, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { IDLE, sendReducer, type SendEvent, type SendState } from './sendMachine';

/** A request on its way (RTK Query's): an answer (`data`) or a failure (`error`), never a throw; `abort` stops it. */
export type Request<Result> = PromiseLike<{ data?: Result; error?: unknown }> & { abort?: () => void };
/** Makes the request, given where to report the share of it sent so far (0 to 1). */
export type MakeRequest<Result> = (onProgress: (fraction: number) => void) => Request<Result>;
/** What a request came to: the machine's event for it, without the attempt. */
export type Answer<Result, Failure> = { type: 'answered'; result: Result } | { type: 'refused' | 'answerLost'; error: Failure };

export interface DriverOptions<Failure> {
  /** The failure a request's error is to the form (its type); as given when left out. */
  failure?: (error: unknown) => Failure;
  /** Whether a failure may hide a request carried out (its answer lost): then it is `unknown`, never `failed`. */
  lost?: (failure: Failure) => boolean;
}

/** The share sent as a percentage; 100 only once the last byte is out (then the server is at work). */
const percentOf = (fraction: number) => (fraction >= 1 ? 100 : Math.min(99, Math.max(0, Math.round(fraction * 100))));

/**
 * The one send driver: the send machine (sendMachine.ts) held by a component, and the requests it
 * sends. The reducer's next state is known at once, not at the next render as with `useReducer`:
 * `dispatch` says whether the event was taken, so a form fires its request only when `sendStarted`
 * was, and a double click never sends twice. `run` sends an attempt's request and turns its answer
 * into the event (answered, refused, or lost), with its progress on the way; `cancel` aborts it, and
 * so does leaving the page (a request with no `abort`, a payment's, is followed to its answer).
 */
export function useSendMachine<Body, Result, Failure>(options: DriverOptions<Failure> = {}) {
  const [state, setState] = useState<SendState<Body, Result, Failure>>(IDLE);
  const latest = useRef<SendState<Body, Result, Failure>>(IDLE);
  const attempts = useRef(0);
  const running = useRef<Request<Result> | null>(null);
  // The first render's options: the calls below never change.
  const [settings] = useState(options);

  const mountedRef = useRef(true);
  useEffect(() => {
    mountedRef.current = true;
    return () => {
      mountedRef.current = false;
      running.current?.abort?.();
    };
  }, []);

  // The calls never change, so effects and callbacks may depend on them.
  const calls = useMemo(() => {
    const dispatch = (event: SendEvent<Body, Result, Failure>): boolean => {
      const next = sendReducer(latest.current, event);
      if (next === latest.current) return false;
      latest.current = next;
      setState(next);
      return true;
    };

    /** Sends `call`'s request for `attempt`: what it came to, without changing the state. */
    const ask = async (attempt: number, call: MakeRequest<Result>): Promise<Answer<Result, Failure>> => {
      const request = call((fraction) => {
        const progress = percentOf(fraction);
        const show = () => void dispatch({ type: 'progressMade', attempt, progress });
        // The last step is put on screen at once: left to be batched with a quick answer, it never shows.
        if (progress === 100) flushSync(show);
        else show();
      });
      running.current = request;
      const answer = await request;
      if (running.current === request) running.current = null;
      if (answer.data !== undefined) return { type: 'answered', result: answer.data };
      const { failure = (error: unknown) => error as Failure, lost } = settings;
      const error = failure(answer.error);
      return { type: lost?.(error) ? 'answerLost' : 'refused', error };
    };

    /**
     * Sends `attempt`'s request and moves the machine by its answer (`sent`: the body it carried, when
     * not the one started). `taken` is false for an answer to an attempt cancelled or replaced since.
     */
    const run = async (attempt: number, call: MakeRequest<Result>, sent?: Body) => {
      const answer = await ask(attempt, call);
      return { answer, taken: dispatch({ ...answer, attempt, sent }) };
    };

    return {
      dispatch,
      ask,
      run,
      /** The state as of the last event, also before React has rendered it. */
      now: () => latest.current,
      /** A number for a new send or check: answers to any other are ignored. */
      nextAttempt: () => ++attempts.current,
      /** Starts sending `body`: its attempt number, or null when a send cannot start now. */
      start: (body: Body): number | null => {
        const attempt = ++attempts.current;
        return dispatch({ type: 'sendStarted', attempt, body }) ? attempt : null;
      },
      /** Stops the send under way: its request aborted, its late answer ignored. Whether one was. */
      cancel: (): boolean => {
        running.current?.abort?.();
        running.current = null;
        return dispatch({ type: 'sendCancelled' });
      },
    };
  }, [settings]);

  /** `mountedRef.current`: whether the page is still there (nothing keeps running for a page no one sees). */
  return { state, mountedRef, ...calls };
}
