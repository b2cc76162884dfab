import { useCallback } from 'react';
import { useSendMachine } from '../../lib/useSendMachine';

type Call<Body, Result> = (arg: { body: Body; idempotencyKey: string }) => PromiseLike<{ data?: Result; error?: unknown }>;

/**
 * A form sent in one go on the send machine (src/lib/sendMachine.ts): sends one body with its
 * confirmation key (the same body keeps its key, so "Thử lại" is the same confirmation to the server),
 * ignores a second press while one is on its way, and on failure moves focus to the notice that says
 * what happened.
 */
export function useSend<Body, Result>(
  call: Call<Body, Result>,
  options: { keyFor: (fingerprint: string) => string; focus: (id: string) => void; noticeId: string },
) {
  const { keyFor, focus, noticeId } = options;
  const machine = useSendMachine<Body, Result, unknown>();
  const { dispatch, now } = machine;

  /** True while a body is on its way: the form should not check or send again. */
  const isBusy = useCallback(() => now().status === 'sending', [now]);

  const send = async (body: Body) => {
    const attempt = machine.start(body);
    if (attempt === null) return;
    const result = await call({ body, idempotencyKey: keyFor(JSON.stringify(body)) });
    if ('data' in result && result.data) {
      dispatch({ type: 'answered', attempt, result: result.data });
    } else {
      dispatch({ type: 'refused', attempt, error: result.error });
      focus(noticeId);
    }
  };

  const reset = useCallback(() => void dispatch({ type: 'formReopened' }), [dispatch]);

  return { sending: machine.state, send, reset, isBusy };
}
