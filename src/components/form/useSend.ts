import { useCallback, useRef, useState } from 'react';

/** Where one confirmation stands: typing, on its way, failed (with why) or received. */
export type SendState<Body, Result> =
  | { state: 'editing' }
  | { state: 'sending' }
  | { state: 'failed'; error: unknown }
  | { state: 'done'; result: Result; body: Body };

type Call<Body, Result> = (arg: { body: Body; idempotencyKey: string }) => PromiseLike<{ data?: Result; error?: unknown }>;

/**
 * Sends one body with its confirmation key (the same body keeps its key, so "Thử lại" is the same
 * confirmation to the server), ignores a second press while one is on its way, and on failure moves
 * focus to the notice that says what happened.
 */
export function useSend<Body, Result>(
  call: Call<Body, Result>,
  options: { keyFor: (fingerprint: string) => string; focus: (id: string) => void; noticeId: string },
) {
  const { keyFor, focus, noticeId } = options;
  const [sending, setSending] = useState<SendState<Body, Result>>({ state: 'editing' });
  const busy = useRef(false);

  /** True while a body is on its way: the form should not check or send again. */
  const isBusy = useCallback(() => busy.current, []);

  const send = async (body: Body) => {
    if (busy.current) return;
    busy.current = true;
    setSending({ state: 'sending' });
    const result = await call({ body, idempotencyKey: keyFor(JSON.stringify(body)) });
    busy.current = false;
    if ('data' in result && result.data) {
      setSending({ state: 'done', result: result.data, body });
    } else {
      setSending({ state: 'failed', error: result.error });
      focus(noticeId);
    }
  };

  const reset = useCallback(() => setSending({ state: 'editing' }), []);

  return { sending, send, reset, isBusy };
}
