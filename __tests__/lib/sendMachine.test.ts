import { act, renderHook } from '@testing-library/react';
import { IDLE, sendReducer, type SendEvent, type SendState } from '../../src/lib/sendMachine';
import { useSendMachine } from '../../src/lib/useSendMachine';

type Body = { amount: number };
type State = SendState<Body, string, string>;
type Event = SendEvent<Body, string, string>;

const body: Body = { amount: 5 };
const other: Body = { amount: 6 };

/** The state after each event in turn, from idle. */
const run = (...events: Event[]): State => events.reduce<State>(sendReducer, IDLE);

const sending = (attempt = 1, over: Partial<Extract<State, { status: 'sending' }>> = {}): State => ({
  status: 'sending',
  body,
  attempt,
  progress: 0,
  retryOf: null,
  ...over,
});

describe('the send machine', () => {
  it('goes idle → confirming → sending → done, the result kept with the body it answers', () => {
    expect(run({ type: 'confirmationOpened', body })).toEqual({ status: 'confirming', body });
    expect(run({ type: 'confirmationOpened', body }, { type: 'sendStarted', attempt: 1, body })).toEqual(sending(1));
    expect(
      run({ type: 'confirmationOpened', body }, { type: 'sendStarted', attempt: 1, body }, { type: 'answered', attempt: 1, result: 'tx-1' }),
    ).toEqual({ status: 'done', body, result: 'tx-1' });
  });

  it('lets a form without a confirmation send from idle, and a changed confirmation replace the first', () => {
    expect(run({ type: 'sendStarted', attempt: 1, body })).toEqual(sending(1));
    expect(run({ type: 'confirmationOpened', body }, { type: 'confirmationOpened', body: other })).toEqual({
      status: 'confirming',
      body: other,
    });
  });

  it('refuses a second send, a confirmation and the way back while one is on its way: the same state comes back', () => {
    const onItsWay = run({ type: 'sendStarted', attempt: 1, body });
    for (const event of [
      { type: 'sendStarted', attempt: 2, body: other },
      { type: 'confirmationOpened', body: other },
      { type: 'formReopened' },
      { type: 'resultRestored', body, result: 'old' },
    ] satisfies Event[]) {
      expect(sendReducer(onItsWay, event)).toBe(onItsWay);
    }
  });

  it('reports progress of the attempt under way only', () => {
    const onItsWay = run({ type: 'sendStarted', attempt: 3, body });
    expect(sendReducer(onItsWay, { type: 'progressMade', attempt: 3, progress: 40 })).toEqual(sending(3, { progress: 40 }));
    expect(sendReducer(onItsWay, { type: 'progressMade', attempt: 2, progress: 40 })).toBe(onItsWay);
    expect(sendReducer(onItsWay, { type: 'progressMade', attempt: 3, progress: 0 })).toBe(onItsWay);
  });

  it('ignores an answer to an attempt that is not the current one', () => {
    const second = run({ type: 'sendStarted', attempt: 1, body }, { type: 'sendCancelled' }, { type: 'sendStarted', attempt: 2, body });
    for (const event of [
      { type: 'answered', attempt: 1, result: 'late' },
      { type: 'refused', attempt: 1, error: 'late' },
      { type: 'answerLost', attempt: 1, error: 'late' },
    ] satisfies Event[]) {
      expect(sendReducer(second, event)).toBe(second);
    }
    expect(sendReducer(second, { type: 'answered', attempt: 2, result: 'tx-2' })).toEqual({ status: 'done', body, result: 'tx-2' });
  });

  it('says a cancelled send was cancelled, ignores its late answer, and sends again from there', () => {
    const cancelled = run({ type: 'sendStarted', attempt: 1, body }, { type: 'sendCancelled' });
    expect(cancelled).toEqual({ status: 'idle', cancelled: true });
    expect(sendReducer(cancelled, { type: 'answered', attempt: 1, result: 'late' })).toBe(cancelled);
    expect(sendReducer(cancelled, { type: 'sendStarted', attempt: 2, body })).toEqual(sending(2));
    expect(sendReducer(cancelled, { type: 'formReopened' })).toEqual(IDLE);
  });

  it('keeps a refusal with its body; trying again is a send that knows what it retries', () => {
    const failed = run({ type: 'sendStarted', attempt: 1, body }, { type: 'refused', attempt: 1, error: 'rate limited' });
    expect(failed).toEqual({ status: 'failed', body, error: 'rate limited' });
    expect(sendReducer(failed, { type: 'sendStarted', attempt: 2, body })).toEqual(sending(2, { retryOf: 'rate limited' }));
    expect(sendReducer(failed, { type: 'formReopened' })).toEqual(IDLE);
  });

  it('never calls a lost answer a failure: unknown, checked, and settled by what the check finds', () => {
    const lost = run({ type: 'sendStarted', attempt: 1, body }, { type: 'answerLost', attempt: 1, error: 'timeout' });
    expect(lost).toEqual({ status: 'unknown', body, attempt: 1, checking: true, error: 'timeout' });
    // No way back to the form, no new send, while the outcome is not known.
    expect(sendReducer(lost, { type: 'formReopened' })).toBe(lost);
    expect(sendReducer(lost, { type: 'sendStarted', attempt: 2, body })).toBe(lost);

    const inconclusive = sendReducer(lost, { type: 'checkInconclusive', attempt: 1, error: 'still lost' });
    expect(inconclusive).toEqual({ status: 'unknown', body, attempt: 1, checking: false, error: 'still lost' });
    expect(sendReducer(inconclusive, { type: 'formReopened' })).toBe(inconclusive);
    // An answer to the finished check changes nothing; a new check can be settled.
    expect(sendReducer(inconclusive, { type: 'answered', attempt: 1, result: 'late' })).toBe(inconclusive);
    const again = sendReducer(inconclusive, { type: 'checkStarted', attempt: 2 });
    expect(again).toEqual({ status: 'unknown', body, attempt: 2, checking: true, error: 'still lost' });
    expect(sendReducer(again, { type: 'checkStarted', attempt: 3 })).toBe(again);
    expect(sendReducer(again, { type: 'answered', attempt: 2, result: 'tx-1' })).toEqual({ status: 'done', body, result: 'tx-1' });
    expect(sendReducer(again, { type: 'refused', attempt: 2, error: 'refused' })).toEqual({ status: 'failed', body, error: 'refused' });
  });

  it('takes the body a request really carried when the answer names it', () => {
    const first = { amount: 5, memo: 'first' } as Body;
    expect(run({ type: 'sendStarted', attempt: 1, body }, { type: 'answered', attempt: 1, result: 'tx', sent: first })).toEqual({
      status: 'done',
      body: first,
      result: 'tx',
    });
    expect(run({ type: 'sendStarted', attempt: 1, body }, { type: 'answerLost', attempt: 1, error: 'x', sent: first })).toMatchObject({
      status: 'unknown',
      body: first,
    });
  });

  it('starts from what was left on another visit: a payment to find out, or a result to show again', () => {
    expect(run({ type: 'checkStarted', attempt: 1, body })).toEqual({ status: 'unknown', body, attempt: 1, checking: true, error: null });
    expect(run({ type: 'checkStarted', attempt: 1 })).toEqual(IDLE);
    expect(run({ type: 'resultRestored', body, result: 'order' })).toEqual({ status: 'done', body, result: 'order' });
  });
});

describe('useSendMachine', () => {
  it('refuses a second start before React has rendered the first, so a double click sends once', () => {
    const { result } = renderHook(() => useSendMachine<Body, string, string>());
    let attempts: (number | null)[] = [];
    act(() => {
      attempts = [result.current.start(body), result.current.start(other)];
    });
    expect(attempts[0]).toEqual(expect.any(Number));
    expect(attempts[1]).toBeNull();
    expect(result.current.state).toEqual(sending(attempts[0]!));
    act(() => void result.current.dispatch({ type: 'answered', attempt: attempts[0]!, result: 'tx-1' }));
    expect(result.current.state).toEqual({ status: 'done', body, result: 'tx-1' });
  });

  it('gives each send or check its own attempt number', () => {
    const { result } = renderHook(() => useSendMachine<Body, string, string>());
    const numbers = [result.current.nextAttempt(), result.current.nextAttempt()];
    expect(numbers[1]).toBeGreaterThan(numbers[0]!);
  });
});

/** A request the test answers when it chooses, with its progress callback and an abort it can see. */
function pendingRequest() {
  let answer!: (value: { data: string } | { error: unknown }) => void;
  const promise = new Promise<{ data: string } | { error: unknown }>((resolve) => {
    answer = resolve;
  });
  const request = Object.assign(promise, { abort: jest.fn() });
  let report: (fraction: number) => void = () => undefined;
  const call = (onProgress: (fraction: number) => void) => {
    report = onProgress;
    return request;
  };
  return { call, request, answer: (value: { data: string } | { error: unknown }) => answer(value), progress: (f: number) => report(f) };
}

describe('the send driver (useSendMachine: run, cancel)', () => {
  it('shows the share sent as a percentage, 100 only once the last byte is out, then the answer', async () => {
    const { result } = renderHook(() => useSendMachine<Body, string, string>());
    const request = pendingRequest();
    let running!: ReturnType<typeof result.current.run>;
    act(() => {
      running = result.current.run(result.current.start(body)!, request.call);
    });
    act(() => request.progress(0.424));
    expect(result.current.state).toMatchObject({ status: 'sending', progress: 42 });
    act(() => request.progress(0.999));
    expect(result.current.state).toMatchObject({ status: 'sending', progress: 99 });
    act(() => request.progress(1));
    expect(result.current.state).toMatchObject({ status: 'sending', progress: 100 });
    await act(async () => {
      request.answer({ data: 'song-1' });
      await running;
    });
    expect(result.current.state).toEqual({ status: 'done', body, result: 'song-1' });
  });

  it('cancels: the request is aborted, the form says so, and its late answer changes nothing', async () => {
    const { result } = renderHook(() => useSendMachine<Body, string, string>());
    const request = pendingRequest();
    let running!: ReturnType<typeof result.current.run>;
    act(() => {
      running = result.current.run(result.current.start(body)!, request.call);
    });
    let cancelled = false;
    act(() => {
      cancelled = result.current.cancel();
    });
    expect(cancelled).toBe(true);
    expect(request.request.abort).toHaveBeenCalledTimes(1);
    expect(result.current.state).toEqual({ status: 'idle', cancelled: true });
    await act(async () => {
      request.answer({ data: 'late' });
      expect(await running).toMatchObject({ taken: false });
    });
    expect(result.current.state).toEqual({ status: 'idle', cancelled: true });
    // Nothing left to cancel.
    expect(result.current.cancel()).toBe(false);
  });

  it('aborts the request under way when the page goes away', () => {
    const { result, unmount } = renderHook(() => useSendMachine<Body, string, string>());
    const request = pendingRequest();
    act(() => void result.current.run(result.current.start(body)!, request.call));
    unmount();
    expect(request.request.abort).toHaveBeenCalledTimes(1);
  });

  it('keeps a refusal as the caller names it, and calls a lost answer unknown, never failed', async () => {
    const options = { failure: (error: unknown) => `failure: ${String(error)}`, lost: (failure: string) => failure.endsWith('timeout') };
    const { result } = renderHook(() => useSendMachine<Body, string, string>(options));
    const refused = pendingRequest();
    await act(async () => {
      const running = result.current.run(result.current.start(body)!, refused.call);
      refused.answer({ error: 'bad amount' });
      expect(await running).toEqual({ answer: { type: 'refused', error: 'failure: bad amount' }, taken: true });
    });
    expect(result.current.state).toEqual({ status: 'failed', body, error: 'failure: bad amount' });

    const lost = pendingRequest();
    await act(async () => {
      const running = result.current.run(result.current.start(body)!, lost.call);
      lost.answer({ error: 'timeout' });
      await running;
    });
    expect(result.current.state).toMatchObject({ status: 'unknown', body, checking: true, error: 'failure: timeout' });
  });
});
