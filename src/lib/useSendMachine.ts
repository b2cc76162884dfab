import { useMemo, useRef, useState } from 'react';
import { IDLE, sendReducer, type SendEvent, type SendState } from './sendMachine';

/**
 * The send machine (sendMachine.ts) held by a component. The reducer's next state is known at once,
 * not at the next render as with `useReducer`: `dispatch` says whether the event was taken, so a form
 * fires its request only when `sendStarted` was, and a double click never sends twice.
 */
export function useSendMachine<Body, Result, Failure>() {
  const [state, setState] = useState<SendState<Body, Result, Failure>>(IDLE);
  const latest = useRef<SendState<Body, Result, Failure>>(IDLE);
  const attempts = useRef(0);

  // The calls never change, so effects and callbacks may depend on them.
  const calls = useMemo(() => {
    const dispatch = (event: SendEvent<Body, Result, Failure>): boolean => {
      const next = sendReducer(latest.current, event);
      if (next === latest.current) return false;
      latest.current = next;
      setState(next);
      return true;
    };
    return {
      dispatch,
      /** The state as of the last event, also before React has rendered it. */
      now: () => latest.current,
      /** A number for a new send or check: answers to any other are ignored. */
      nextAttempt: () => ++attempts.current,
      /** Starts sending `body`: its attempt number, or null when a send cannot start now. */
      start: (body: Body): number | null => {
        const attempt = ++attempts.current;
        return dispatch({ type: 'sendStarted', attempt, body }) ? attempt : null;
      },
    };
  }, []);

  return { state, ...calls };
}
