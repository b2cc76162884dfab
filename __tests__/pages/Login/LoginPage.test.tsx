import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../src/lib/routes';
import { SESSION_KEY } from '../../../src/features/auth/sessionKey';
import { db, seed, signInAs } from '../../../src/mocks/db';
import { fakeGoogle } from '../../support/fakeGoogle';
import { PAGE_TIMEOUT, renderApp } from '../../support';

// The real @react-oauth/google runs, against fakeGoogle's stand-in of Google's script.
jest.mock('../../../src/lib/config', () => ({
  ...jest.requireActual<object>('../../../src/lib/config'),
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
}));

const googleButton = () => screen.findByRole('button', { name: 'Đăng nhập bằng Google' }, PAGE_TIMEOUT);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

beforeEach(() => fakeGoogle.reset());

describe('signing in with Google', () => {
  it('signs in through Google’s code flow, then returns to next', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href(routes.terms.href()));
    await user.click(await googleButton());

    await waitFor(() => expect(router.state.location.pathname).toBe(routes.terms.path));
    expect(fakeGoogle.requests).toHaveLength(1);

    const { auth, user: users } = store.getState();
    expect(auth.token).toEqual(expect.any(String));
    expect(Date.parse(auth.expiresAt!)).toBeGreaterThan(Date.now());
    expect(db.sessions.has(auth.token!)).toBe(true);
    await waitFor(() => expect(store.getState().user.owner?.uid).toBe(seed.users.owner));
    expect(users.owner?.email).toBeTruthy();

    // The session is kept where every tab of the site finds it (and no longer in the tab alone).
    expect(JSON.parse(localStorage.getItem(SESSION_KEY)!)).toEqual({ token: auth.token, expiresAt: auth.expiresAt });
    expect(sessionStorage.getItem(SESSION_KEY)).toBeNull();
    expect(router.state.location.search).not.toContain(auth.token!);
  });

  it('shows the signed-in person in the header, with a menu to history, upload and sign-out', async () => {
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href());
    await user.click(await googleButton());
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.home.path));
    await screen.findByRole('heading', { level: 1 }, PAGE_TIMEOUT);

    const banner = document.querySelector('header.site-header') as HTMLElement;
    const menuButton = await within(banner).findByRole('button', { name: /Nguyễn Thu Trang/ }, PAGE_TIMEOUT);
    expect(menuButton).toHaveTextContent('1.250');
    await user.click(menuButton);
    expect(within(banner).getByRole('link', { name: 'Lịch sử giao dịch' })).toHaveAttribute('href', routes.transactionHistory.href());
    expect(within(banner).getByRole('link', { name: 'Tải bài hát lên' })).toHaveAttribute('href', routes.uploadVideo.href());

    await user.click(within(banner).getByRole('button', { name: 'Đăng xuất' }));
    expect(store.getState().auth).toEqual({ token: null, expiresAt: null });
    expect(store.getState().user.owner).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
    expect(await within(banner).findByRole('link', { name: 'Đăng nhập' })).toBeInTheDocument();
  });

  it.each([
    ['another site', '//evil.example/steal'],
    ['an absolute URL', 'https://evil.example/'],
    ['a backslash trick', '/\\evil.example'],
    ['a script URL', 'javascript:alert(1)'],
  ])('never follows next to %s', async (_label, next) => {
    const user = userEvent.setup();
    const { router } = await renderApp(`${routes.login.path}?next=${encodeURIComponent(next)}`);
    await user.click(await googleButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('pages that need an account', () => {
  it.each([
    routes.transactionHistory.href({ page: 2 }),
    routes.lookback2022.href(),
    routes.transfer.href(seed.users.other),
    routes.uploadVideo.href(),
    routes.uploadYoutube.href(),
    routes.reportViolation.href({ type: 'recording', id: seed.recordings.audio.uid }),
  ])('send a signed-out visitor of %s to sign in, and back there afterwards', async (path) => {
    const user = userEvent.setup();
    const { router } = await renderApp(path);
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.login.path), PAGE_TIMEOUT);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    await user.click(await googleButton());
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(path));
  });

  it('leave a recharge page public', async () => {
    const { router } = await renderApp(routes.recharge.href(seed.users.other));
    await screen.findByRole('heading', { level: 1 }, PAGE_TIMEOUT);
    expect(router.state.location.pathname).toBe(routes.recharge.href(seed.users.other));
  });

  it('end the session on a 401 and send the person to sign in, back to where they were', async () => {
    const token = signInAs(seed.users.owner);
    const path = routes.transactionHistory.href({ page: 2 });
    sessionStorage.setItem(SESSION_KEY, JSON.stringify({ token, expiresAt: inAnHour() }));
    db.sessions.delete(token); // the server forgot it (signed out elsewhere, expired early)
    const { store, router } = await renderApp(path, { preloadedState: { auth: { token, expiresAt: inAnHour() } } });
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.login.path), PAGE_TIMEOUT);
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(path);
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});

describe('an expiring session', () => {
  afterEach(() => jest.useRealTimers());

  it('ends by itself when its time is up', async () => {
    const token = signInAs(seed.users.owner);
    const expiresAt = new Date(Date.now() + 60_000).toISOString();
    const { store } = await renderApp(routes.terms.href(), { preloadedState: { auth: { token, expiresAt } } });
    await screen.findByRole('heading', { level: 1 }, PAGE_TIMEOUT);
    jest.useFakeTimers({ now: Date.now(), doNotFake: ['queueMicrotask', 'nextTick'] });
    // The store armed its timer before the clock was faked: re-arm through a fresh sign-in event.
    act(() => {
      store.dispatch({ type: 'auth/signedIn', payload: { token, expiresAt } });
    });
    act(() => {
      jest.advanceTimersByTime(60_001);
    });
    expect(store.getState().auth.token).toBeNull();
    expect(localStorage.getItem(SESSION_KEY)).toBeNull();
  });
});
