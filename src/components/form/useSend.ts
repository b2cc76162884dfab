import { useCallback } from 'react';
import { useSendMachine, type Request } from '../../lib/useSendMachine';

type SendRequest<Body, Result> = (arg: { body: Body; idempotencyKey: string; onProgress: (fraction: number) => void }) => Request<Result>;

interface SendOptions<Body> {
  keyFor: (fingerprint: string) => string;
  focus: (id: string) => void;
  /** The notice that says what became of a send: focus goes there when it failed or was cancelled. */
  noticeId: string;
  /** What makes two bodies the same confirmation (the same key); their JSON when left out. */
  fingerprint?: (body: Body) => string;
}

/**
 * A form sent in one go on the send driver (src/lib/useSendMachine.ts): sends one body with its
 * confirmation key (the same body keeps its key, so "Thử lại" is the same confirmation to the server),
 * ignores a second press while one is on its way, reports its progress, can be cancelled, and on
 * failure or cancel moves focus to the notice that says what happened.
 */
export function useSend<Body, Result>(call: SendRequest<Body, Result>, options: SendOptions<Body>) {
  const { keyFor, focus, noticeId, fingerprint = JSON.stringify } = options;
  const machine = useSendMachine<Body, Result, unknown>();
  const { dispatch, now } = machine;

  /** True while a body is on its way: the form should not check or send again. */
  const isBusy = useCallback(() => now().status === 'sending', [now]);

  const send = async (body: Body) => {
    const attempt = machine.start(body);
    if (attempt === null) return;
    const idempotencyKey = keyFor(fingerprint(body));
    const { answer, taken } = await machine.run(attempt, (onProgress) => call({ body, idempotencyKey, onProgress }));
    if (taken && answer.type !== 'answered') focus(noticeId);
  };

  const cancel = () => {
    if (machine.cancel()) focus(noticeId);
  };

  const reset = useCallback(() => void dispatch({ type: 'formReopened' }), [dispatch]);

  return { sending: machine.state, send, cancel, reset, isBusy };
}
