import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ApiError } from '../../../../src/api/apiError';
import type { Confirmed } from '../../../../src/api/apiHelpers';
import type { TransferBody } from '../../../../src/api/contract';
import { routes } from '../../../../src/lib/routes';
import { ActionOutcome } from '../../../../src/features/diamonds/components/ActionOutcome';
import { KEPT_FOR_MS, pendingPayments, REPEATABLE_FOR_MS, STORAGE_KEY } from '../../../../src/features/diamonds/lib/pendingPayments';
import { CHECK_DELAYS_MS } from '../../../../src/features/diamonds/lib/outcome';
import { useConfirmedAction } from '../../../../src/features/diamonds/lib/useConfirmedAction';
import { renderWithProviders } from '../../../support';

// A transfer's body, as pendingPayments.ts keeps only the bodies of the contract.
type Body = TransferBody;
type Answer = { resolve: (id: string) => void; reject: (error: ApiError) => void };

const BUSY: ApiError = { status: 503, code: 'INTERNAL', message: 'Máy chủ đang bận.' };
const LOST: ApiError = { status: 'TIMEOUT_ERROR', code: 'TIMEOUT', message: 'Máy chủ phản hồi quá lâu.' };
const REFUSED: ApiError = { status: 400, code: 'VALIDATION', message: 'Số không hợp lệ.' };
const LIMITED: ApiError = { status: 429, code: 'RATE_LIMITED', message: 'Chậm lại một chút.' };
const SIGNED_IN = { auth: { token: 'token', expiresAt: '2099-01-01T00:00:00+07:00' } };
const OWNER = '100001';

/** Every call the flow makes, answered by the test when it chooses. */
function fakeServer() {
  const calls: (Confirmed<Body> & Answer)[] = [];
  const trigger = (request: Confirmed<Body>) => {
    // As RTK Query's trigger: the answer (`data`) or the failure (`error`), never a throw.
    return new Promise<{ data: string } | { error: ApiError }>((resolve) =>
      calls.push({ ...request, resolve: (data) => resolve({ data }), reject: (error) => resolve({ error }) }),
    );
  };
  return { calls, trigger };
}

interface FlowProps {
  trigger: ReturnType<typeof fakeServer>['trigger'];
  redirect?: string;
  onAgain?: () => void;
  lookup?: () => Promise<string | null>;
  amount?: number;
}

function Flow({ trigger, redirect, onAgain, lookup = () => Promise.resolve(null), amount = 5 }: FlowProps) {
  const action = useConfirmedAction<Body, string>(trigger, { kind: 'transfer', owner: OWNER, belongsHere: () => true, lookup });
  return (
    <ActionOutcome
      action={action}
      redirect={redirect ? <p>{redirect}</p> : null}
      onAgain={onAgain}
      done={({ body, result, again }) => (
        <div>
          <p>
            Xong {body.diamonds}: {result}
          </p>
          <button type="button" onClick={again}>
            Lần nữa
          </button>
        </div>
      )}
      failure={({ body, error }) =>
        error.status === 400 ? { title: 'Bị từ chối' } : { title: 'Chưa xong', editLabel: 'Sửa lại', explain: <p>Số {body.diamonds} chưa bị trừ.</p> }
      }
      describe={(body) => `Chuyển ${body.diamonds}`}
    >
      <button type="button" onClick={() => action.review({ receiver_uid: '100002', diamonds: amount, note: '' })}>
        Gửi
      </button>
      {action.dialog.open ? (
        <button type="button" onClick={action.confirm}>
          Xác nhận
        </button>
      ) : null}
    </ActionOutcome>
  );
}

function renderFlow(props: Omit<FlowProps, 'trigger'> = {}, preloadedState: object = SIGNED_IN, server = fakeServer()) {
  const view = renderWithProviders(
    <MemoryRouter initialEntries={['/transfer/100002?x=1']}>
      <Flow trigger={server.trigger} {...props} />
    </MemoryRouter>,
    { preloadedState },
  );
  return { ...server, view };
}

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Gửi' }));
  await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
}

/** Lets the flow's waits between repeats pass. */
const waitFor = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
  window.localStorage.clear();
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

const setup = () => userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });

describe('ActionOutcome', () => {
  it('shows the form while editing, and only the redirect once one is set', () => {
    renderFlow();
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeInTheDocument();
    renderFlow({ redirect: 'Đang chuyển đến trang đăng nhập' });
    expect(screen.getByText('Đang chuyển đến trang đăng nhập')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Gửi' })).toHaveLength(1);
  });

  it('shows the result once done, and "again" clears the form before going back to it', async () => {
    const onAgain = jest.fn();
    const user = setup();
    const server = renderFlow({ onAgain });
    await send(user);
    server.calls[0]!.resolve('tx-1');
    expect(await screen.findByText('Xong 5: tx-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lần nữa' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeInTheDocument();
  });

  it('says a rate limit in the server words, focused, and "Thử lại" resends with the same key', async () => {
    const user = setup();
    const server = renderFlow();
    await send(user);
    server.calls[0]!.reject(LIMITED);

    const heading = await screen.findByRole('heading', { name: 'Chưa xong' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Chậm lại một chút.');
    expect(screen.getByText('Số 5 chưa bị trừ.')).toBeInTheDocument();
    expect(screen.getByText(/Bấm “Thử lại” là an toàn/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(screen.getByRole('button', { name: 'Đang thử lại…' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Sửa lại' })).toBeDisabled();
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.idempotencyKey).toBe(server.calls[0]!.idempotencyKey);
    expect(server.calls[1]!.body).toEqual(server.calls[0]!.body);
    server.calls[1]!.resolve('tx-2');
    expect(await screen.findByText('Xong 5: tx-2')).toBeInTheDocument();
  });

  it('offers no retry for a refusal, and its way back leads to a new confirmation with a new key', async () => {
    const user = setup();
    const server = renderFlow();
    await send(user);
    server.calls[0]!.reject(REFUSED);

    expect(await screen.findByRole('heading', { name: 'Bị từ chối' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Số không hợp lệ.');
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Quay lại' }));
    await send(user);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.idempotencyKey).not.toBe(server.calls[0]!.idempotencyKey);
  });

  it('asks a person signed out on the way to sign in again, back to this page', async () => {
    const user = setup();
    const server = renderFlow({}, { auth: { token: null, expiresAt: null } });
    await send(user);
    server.calls[0]!.reject({ status: 401, code: 'UNAUTHORIZED', message: 'Phiên đăng nhập đã hết hạn.' });

    const signIn = await screen.findByRole('link', { name: 'Đăng nhập lại' });
    expect(signIn).toHaveAttribute('href', routes.login.href('/transfer/100002?x=1'));
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sửa lại' })).toBeEnabled();
  });

  it('never calls a lost answer a failure: it repeats the same request with the same key and shows the result', async () => {
    const user = setup();
    const server = renderFlow();
    await send(user);
    server.calls[0]!.reject(LOST);

    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('đang kiểm tra');
    expect(screen.getByText('Chuyển 5')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // No way back to the form while the outcome is unknown.
    expect(screen.queryByRole('button', { name: /Sửa lại|Quay lại/ })).not.toBeInTheDocument();

    await waitFor(CHECK_DELAYS_MS[0]);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.idempotencyKey).toBe(server.calls[0]!.idempotencyKey);
    server.calls[1]!.resolve('tx-1');
    expect(await screen.findByText('Xong 5: tx-1')).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe('[]');
  });

  it('reads the history when the repeats are lost too, and shows the entry it finds', async () => {
    const user = setup();
    const lookup = jest.fn(() => Promise.resolve('tx-from-history'));
    const server = renderFlow({ lookup });
    await send(user);
    server.calls[0]!.reject(BUSY);
    for (const [i, delay] of CHECK_DELAYS_MS.entries()) {
      await waitFor(delay);
      server.calls[i + 1]!.reject(LOST);
    }
    expect(await screen.findByText('Xong 5: tx-from-history')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(new Set(server.calls.map((call) => call.idempotencyKey)).size).toBe(1);
  });

  it('says the outcome is not known yet when nothing answers, and "Kiểm tra lại" asks again with the same key', async () => {
    const user = setup();
    const server = renderFlow();
    await send(user);
    server.calls[0]!.reject(LOST);
    for (const [i, delay] of CHECK_DELAYS_MS.entries()) {
      await waitFor(delay);
      server.calls[i + 1]!.reject(LOST);
    }
    expect(await screen.findByText('Chưa kiểm tra được: Máy chủ phản hồi quá lâu.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Sửa lại|Quay lại/ })).not.toBeInTheDocument();
    expect(pendingPayments('transfer', OWNER)).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Kiểm tra lại' }));
    await waitFor(0);
    expect(server.calls).toHaveLength(4);
    expect(server.calls[3]!.idempotencyKey).toBe(server.calls[0]!.idempotencyKey);
    server.calls[3]!.resolve('tx-late');
    expect(await screen.findByText('Xong 5: tx-late')).toBeInTheDocument();
  });

  it.each([
    ['a day later', KEPT_FOR_MS],
    ['an hour short of a day', REPEATABLE_FOR_MS],
  ])('%s, "Kiểm tra lại" only reads the history: the payment is never sent again', async (_when, age) => {
    const user = setup();
    const lookup = jest.fn((): Promise<string | null> => Promise.resolve(null));
    const server = renderFlow({ lookup });
    await send(user);
    server.calls[0]!.reject(LOST);
    for (const [i, delay] of CHECK_DELAYS_MS.entries()) {
      await waitFor(delay);
      server.calls[i + 1]!.reject(LOST);
    }
    expect(await screen.findByText('Chưa kiểm tra được: Máy chủ phản hồi quá lâu.')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);

    // The server forgets a key 24 hours after it: a repeat now could be carried out as a new payment.
    jest.setSystemTime(Date.now() + age);
    await user.click(screen.getByRole('button', { name: 'Kiểm tra lại' }));
    await waitFor(CHECK_DELAYS_MS.at(-1)!);
    expect(server.calls).toHaveLength(1 + CHECK_DELAYS_MS.length);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(await screen.findByText('Chưa kiểm tra được: chưa tìm thấy giao dịch này trong lịch sử.')).toHaveAttribute('role', 'status');
    expect(screen.getByText(/quá lâu để máy chủ còn nhận ra mã xác nhận của nó, nên trang không gửi lại/)).toBeInTheDocument();
    expect(screen.queryByText(/gửi lại đúng yêu cầu này với cùng mã xác nhận/)).not.toBeInTheDocument();

    lookup.mockResolvedValueOnce('tx-from-history');
    await user.click(screen.getByRole('button', { name: 'Kiểm tra lại' }));
    expect(await screen.findByText('Xong 5: tx-from-history')).toBeInTheDocument();
    expect(server.calls).toHaveLength(1 + CHECK_DELAYS_MS.length);
  });

  it('coming back to a payment confirmed nearly a day ago reads the history only', async () => {
    const user = setup();
    const first = renderFlow();
    await send(user);
    first.view.unmount(); // the answer never came, and the page was left

    jest.setSystemTime(Date.now() + REPEATABLE_FOR_MS);
    const lookup = jest.fn((): Promise<string | null> => Promise.resolve(null));
    const second = renderFlow({ lookup });
    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
    expect(await screen.findByText('Chưa kiểm tra được: chưa tìm thấy giao dịch này trong lịch sử.')).toBeInTheDocument();
    expect(second.calls).toHaveLength(0);
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('takes a fresh refusal of a repeat as the answer: the first was not done, and the form is offered again', async () => {
    const user = setup();
    const server = renderFlow();
    await send(user);
    server.calls[0]!.reject(LOST);
    await waitFor(CHECK_DELAYS_MS[0]);
    server.calls[1]!.reject(REFUSED);
    expect(await screen.findByRole('heading', { name: 'Bị từ chối' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Quay lại' })).toBeEnabled();
    expect(pendingPayments('transfer', OWNER)).toHaveLength(0);
  });

  it('keeps the key across a reload: coming back shows the payment and checks it with the same key', async () => {
    const user = setup();
    const first = renderFlow();
    await send(user);
    const key = first.calls[0]!.idempotencyKey;
    first.view.unmount(); // the page is left (or reloaded) while the answer is still on its way

    const second = renderFlow();
    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
    await waitFor(0);
    expect(second.calls).toHaveLength(1);
    expect(second.calls[0]!.idempotencyKey).toBe(key);
    second.calls[0]!.resolve('tx-1');
    expect(await screen.findByText('Xong 5: tx-1')).toBeInTheDocument();
  });

  it('gives the same payment confirmed in another tab the same key, and a new payment after a known outcome a new one', async () => {
    const user = setup();
    const server = fakeServer();
    const tab = () =>
      renderWithProviders(
        <MemoryRouter>
          <Flow trigger={server.trigger} />
        </MemoryRouter>,
        { preloadedState: SIGNED_IN },
      ).container;
    // Two tabs on the same form; the first confirms, its answer still on its way, then the second.
    const [tabA, tabB] = [tab(), tab()];
    for (const current of [tabA, tabB]) {
      await user.click(within(current).getByRole('button', { name: 'Gửi' }));
      await user.click(within(current).getByRole('button', { name: 'Xác nhận' }));
    }
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1]!.idempotencyKey).toBe(server.calls[0]!.idempotencyKey);
    server.calls[0]!.resolve('tx-1');
    server.calls[1]!.resolve('tx-1');
    expect(await within(tabB).findByText('Xong 5: tx-1')).toBeInTheDocument();

    // Done is known: the same amount again is a new payment, as the person asked.
    await user.click(within(tabB).getByRole('button', { name: 'Lần nữa' }));
    await user.click(within(tabB).getByRole('button', { name: 'Gửi' }));
    await user.click(within(tabB).getByRole('button', { name: 'Xác nhận' }));
    expect(server.calls).toHaveLength(3);
    expect(server.calls[2]!.idempotencyKey).not.toBe(server.calls[0]!.idempotencyKey);
  });
});
