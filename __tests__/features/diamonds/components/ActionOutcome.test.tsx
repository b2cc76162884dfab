import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { ApiError } from '../../../../src/api/apiError';
import type { Confirmed } from '../../../../src/api/apiHelpers';
import { paths } from '../../../../src/lib/paths';
import { ActionOutcome } from '../../../../src/features/diamonds/components/ActionOutcome';
import { useConfirmedAction } from '../../../../src/features/diamonds/lib/useConfirmedAction';
import { renderWithProviders } from '../../../support';

type Body = { amount: number };
type Answer = { resolve: (id: string) => void; reject: (error: ApiError) => void };

const BUSY: ApiError = { status: 503, code: 'INTERNAL', message: 'Máy chủ đang bận.' };
const REFUSED: ApiError = { status: 400, code: 'VALIDATION', message: 'Số không hợp lệ.' };
const SIGNED_IN = { auth: { token: 'token', expiresAt: '2099-01-01T00:00:00+07:00' } };

/** Every call the flow makes, answered by the test when it chooses. */
function fakeServer() {
  const calls: (Confirmed<Body> & Answer)[] = [];
  const trigger = (request: Confirmed<Body>) => {
    const answer = new Promise<string>((resolve, reject) => calls.push({ ...request, resolve, reject }));
    return { unwrap: () => answer };
  };
  return { calls, trigger };
}

function Flow({ trigger, redirect, onAgain }: { trigger: ReturnType<typeof fakeServer>['trigger']; redirect?: string; onAgain?: () => void }) {
  const action = useConfirmedAction<Body, string>(trigger);
  return (
    <ActionOutcome
      action={action}
      redirect={redirect ? <p>{redirect}</p> : null}
      onAgain={onAgain}
      done={({ body, result, again }) => (
        <div>
          <p>
            Xong {body.amount}: {result}
          </p>
          <button type="button" onClick={again}>
            Lần nữa
          </button>
        </div>
      )}
      failure={({ body, error }) =>
        error.status === 400 ? { title: 'Bị từ chối' } : { title: 'Chưa xong', editLabel: 'Sửa lại', explain: <p>Số {body.amount} chưa bị trừ.</p> }
      }
    >
      <button type="button" onClick={() => action.review({ amount: 5 })}>
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

function renderFlow(props: Omit<Parameters<typeof Flow>[0], 'trigger'> = {}, preloadedState: object = SIGNED_IN) {
  const server = fakeServer();
  renderWithProviders(
    <MemoryRouter initialEntries={['/transfer/100002?x=1']}>
      <Flow trigger={server.trigger} {...props} />
    </MemoryRouter>,
    { preloadedState },
  );
  return server;
}

async function send(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Gửi' }));
  await user.click(screen.getByRole('button', { name: 'Xác nhận' }));
}

beforeEach(() => {
  Element.prototype.scrollIntoView = jest.fn();
});

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
    const user = userEvent.setup();
    const server = renderFlow({ onAgain });
    await send(user);
    server.calls[0]!.resolve('tx-1');
    expect(await screen.findByText('Xong 5: tx-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Gửi' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Lần nữa' }));
    expect(onAgain).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Gửi' })).toBeInTheDocument();
  });

  it('says a retriable failure in the server words, focused, and "Thử lại" resends with the same key', async () => {
    const user = userEvent.setup();
    const server = renderFlow();
    await send(user);
    server.calls[0]!.reject(BUSY);

    const heading = await screen.findByRole('heading', { name: 'Chưa xong' });
    expect(heading).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Máy chủ đang bận.');
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
    const user = userEvent.setup();
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
    const user = userEvent.setup();
    const server = renderFlow({}, { auth: { token: null, expiresAt: null } });
    await send(user);
    server.calls[0]!.reject({ status: 401, code: 'UNAUTHORIZED', message: 'Phiên đăng nhập đã hết hạn.' });

    const signIn = await screen.findByRole('link', { name: 'Đăng nhập lại' });
    expect(signIn).toHaveAttribute('href', paths.login.href('/transfer/100002?x=1'));
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sửa lại' })).toBeEnabled();
  });
});
