import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../src/lib/routes';
import { SESSION_KEY } from '../../../src/features/auth/sessionKey';
import { seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { codeResponse, fakeGoogle } from '../../support/fakeGoogle';
import { PAGE_TIMEOUT, renderApp, watchPosts } from '../../support';

// The real @react-oauth/google runs, against fakeGoogle's stand-in of Google's script.
const CLIENT_ID = 'test-client.apps.googleusercontent.com';
jest.mock('../../../src/lib/config', () => ({
  ...jest.requireActual<object>('../../../src/lib/config'),
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
}));

const SIGN_IN = 'Đăng nhập bằng Google';
const googleButton = () => screen.findByRole('button', { name: SIGN_IN }, PAGE_TIMEOUT);
const CLOSED = /Bạn đã đóng cửa sổ của Google trước khi chọn tài khoản/;
/** The Google sign-in's own alert (the shell and the sandbox sign-in have live regions of their own). */
const signInAlert = () => within(screen.getByRole('button', { name: /Google/ }).parentElement!).getByRole('alert');

let logins: ReturnType<typeof watchPosts>;
beforeEach(() => {
  fakeGoogle.reset();
  logins = watchPosts('/auth/web/login');
});
afterEach(() => logins.stop());

describe('signing in with Google’s authorization-code flow', () => {
  it('asks Google for a code (profile and e-mail, account chooser shown) and posts Google’s answer as it came', async () => {
    fakeGoogle.answer = { kind: 'code', code: seed.googleCodes.other };
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href(routes.terms.href()));
    await user.click(await googleButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.terms.path));

    expect(fakeGoogle.requests).toEqual([{ client_id: CLIENT_ID, scope: 'openid profile email', select_account: true, ux_mode: 'popup' }]);
    expect(logins.seen).toHaveLength(1);
    expect(await logins.seen[0]!.body).toEqual(codeResponse(seed.googleCodes.other));
    expect(logins.seen[0]!.idempotencyKey).toBeTruthy();
    await waitFor(() => expect(store.getState().user.owner?.uid).toBe(seed.users.other));
  });

  it('shows that it waits while Google’s popup is open, and keeps the focus on the button', async () => {
    fakeGoogle.answer = { kind: 'open' };
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href());
    const button = await googleButton();
    await user.click(button);

    expect(button).toHaveAccessibleName('Đang chờ bạn chọn tài khoản Google…');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    // A second press while the popup is open opens nothing more.
    await user.click(button);
    expect(fakeGoogle.requests).toHaveLength(1);

    act(() => fakeGoogle.respond({ kind: 'code', code: seed.googleCodes.owner }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.home.path));
    expect(store.getState().auth.token).not.toBeNull();
  });

  it('takes a closed popup calmly, and the button works again', async () => {
    fakeGoogle.answer = { kind: 'nonOAuth', type: 'popup_closed' };
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href(routes.terms.href()));
    await user.click(await googleButton());

    const note = await screen.findByText(CLOSED);
    expect(note).toHaveAttribute('role', 'status');
    expect(note).not.toHaveClass('notice--error');
    expect(signInAlert()).toBeEmptyDOMElement();
    expect(logins.seen).toHaveLength(0);
    const button = screen.getByRole('button', { name: SIGN_IN });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute('aria-disabled');
    expect(button).toHaveFocus();

    fakeGoogle.answer = { kind: 'code', code: seed.googleCodes.owner };
    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.terms.path));
    expect(store.getState().auth.token).not.toBeNull();
    expect(fakeGoogle.requests).toHaveLength(2);
  });

  it('still signs in when Google reports the popup closed and then hands over the code', async () => {
    fakeGoogle.answer = { kind: 'open' };
    const user = userEvent.setup();
    const { router } = await renderApp(routes.login.href(routes.terms.href()));
    await user.click(await googleButton());
    act(() => fakeGoogle.respond({ kind: 'nonOAuth', type: 'popup_closed' }));
    await screen.findByText(CLOSED);
    // The popup was still open after all: its code arrives through the same request.
    act(() => fakeGoogle.respond({ kind: 'code', code: seed.googleCodes.owner }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.terms.path));
  });

  it('says how to let a blocked popup open', async () => {
    fakeGoogle.answer = { kind: 'nonOAuth', type: 'popup_failed_to_open' };
    const user = userEvent.setup();
    await renderApp(routes.login.href());
    await user.click(await googleButton());
    await waitFor(() => expect(signInAlert()).toHaveTextContent(/Trình duyệt đã chặn cửa sổ đăng nhập của Google/));
    expect(signInAlert()).toHaveTextContent(/cho phép trang này mở cửa sổ bật lên/);
    expect(screen.getByRole('button', { name: SIGN_IN })).toBeEnabled();
  });

  it('explains a refusal on Google’s side', async () => {
    fakeGoogle.answer = { kind: 'error', error: 'access_denied' };
    const user = userEvent.setup();
    await renderApp(routes.login.href());
    await user.click(await googleButton());
    await waitFor(() => expect(signInAlert()).toHaveTextContent(/Bạn chưa cho phép Hát Vui dùng tài khoản Google này/));
    expect(logins.seen).toHaveLength(0);
  });

  it('shows the server’s reason when it refuses the code, and stays signed out', async () => {
    fakeGoogle.answer = { kind: 'code', code: seed.googleCodes.invalid };
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href(routes.terms.href()));
    await user.click(await googleButton());
    await waitFor(() => expect(signInAlert()).toHaveTextContent('Đăng nhập chưa thành công: Tài khoản Google không hợp lệ.'));
    expect(store.getState().auth.token).toBeNull();
    expect(router.state.location.pathname).toBe(routes.login.path);
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: SIGN_IN })).toBeEnabled();
  });

  it('asks Google for a fresh code after the server failed, and then signs in', async () => {
    server.use(
      http.post('*/v1/auth/web/login', () => HttpResponse.json({ message: 'Máy chủ đang bảo trì.', code: 'INTERNAL' }, { status: 503 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { store } = await renderApp(routes.login.href());
    await user.click(await googleButton());
    expect(await screen.findByText('Đăng nhập chưa thành công: Máy chủ đang bảo trì.')).toBeInTheDocument();
    fakeGoogle.answer = { kind: 'code', code: 'second-code' };
    await user.click(await googleButton());
    await waitFor(() => expect(store.getState().auth.token).not.toBeNull());
    expect(fakeGoogle.requests).toHaveLength(2);
    const bodies = await Promise.all(logins.seen.map((seen) => seen.body));
    expect(bodies.map((body) => body.code)).toEqual([seed.googleCodes.owner, 'second-code']);
    // One code, one key.
    expect(new Set(logins.seen.map((seen) => seen.idempotencyKey)).size).toBe(2);
  });
});

describe('Google’s script', () => {
  it('keeps the button disabled until it has loaded', async () => {
    fakeGoogle.script = 'hangs';
    await renderApp(routes.login.href());
    const button = await screen.findByRole('button', { name: 'Đang tải Google…' }, PAGE_TIMEOUT);
    expect(button).toBeDisabled();
    expect(fakeGoogle.scriptsAdded).toBe(1);
  });

  it('says so when it cannot be loaded, and loads it again on “Thử lại”', async () => {
    fakeGoogle.script = 'fails';
    const user = userEvent.setup();
    const { router } = await renderApp(routes.login.href(routes.terms.href()));
    expect(await screen.findByText(/Không tải được dịch vụ đăng nhập của Google/, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Không tải được Google' })).toBeDisabled();

    fakeGoogle.script = 'loads';
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    const button = await googleButton();
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.queryByText(/Không tải được dịch vụ đăng nhập của Google/)).toBeNull();
    expect(fakeGoogle.scriptsAdded).toBe(2);
    // One script on the page: the failed one went with its provider.
    expect(document.querySelectorAll('script[src^="https://accounts.google.com/gsi/client"]')).toHaveLength(1);

    await user.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.terms.path));
  });

  it('keeps offering “Thử lại” when it fails again', async () => {
    fakeGoogle.script = 'fails';
    const user = userEvent.setup();
    await renderApp(routes.login.href());
    const retry = await screen.findByRole('button', { name: 'Thử lại' }, PAGE_TIMEOUT);
    await user.click(retry);
    await waitFor(() => expect(fakeGoogle.scriptsAdded).toBe(2));
    const again = await screen.findByRole('button', { name: 'Thử lại' });
    await waitFor(() => expect(again).not.toHaveAttribute('aria-disabled'));
    expect(again).toHaveFocus();
    expect(screen.getByText(/Không tải được dịch vụ đăng nhập của Google/)).toBeInTheDocument();
  });
});
