// A route's code loads when the route is first shown (src/app/router.tsx `lazyPage`), inside the real
// shell: the page on screen stays until that code has arrived, the loading bar runs meanwhile, and a
// load that fails shows the route's error (red bar, a retry) and is tried again the next time, unless
// a deploy removed it: then the page reloads onto the new version. A parameter that is not an id is
// the not-found page.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import {
  Link,
  MemoryRouter,
  Route,
  Routes,
  UNSAFE_createMemoryHistory as createMemoryHistory,
  unstable_HistoryRouter as HistoryRouter,
} from 'react-router';
import type { Recording } from '../../src/api/contract';
import { lazyPage } from '../../src/app/lazyPage';
import { Shell } from '../../src/app/Shell';
import { ERROR_COLOR } from '../../src/lib/config';
import { recoverFromChunkError } from '../../src/lib/deployRecovery';
import { routeList, routes } from '../../src/lib/routes';
import { pagesOf } from '../../e2e/routeItems';
import { isIdParam } from '../../src/lib/idParam';
import { server } from '../../src/mocks/node';
import { seed } from '../../src/mocks/seed';
import { actAsync, PAGE_TIMEOUT, paintedBar, payloadOf, quietScrolling, renderApp, renderWithProviders, rgb, watchRequests } from '../support';

beforeEach(quietScrolling);

/** A module load the test settles by hand. */
function controlledLoad() {
  const calls: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const load = () =>
    new Promise<{ default: () => React.ReactElement }>((resolve, reject) => {
      calls.push({
        resolve: () => resolve({ default: () => <h1>Trang sau</h1> }),
        reject,
      });
    });
  return { load, calls };
}

const chunkError = () => Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });

const barState = () => document.querySelector('.top-loading-bar')?.getAttribute('data-state');

function renderRoutes(Later: ReturnType<typeof lazyPage>) {
  return renderWithProviders(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route element={<Shell />}>
          <Route
            path="/"
            element={
              <>
                <h1>Trang đầu</h1>
                <Link to="/sau">Sang trang sau</Link>
              </>
            }
          />
          <Route path="/sau" element={<Later />} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

describe('a route whose code is not loaded yet', () => {
  it('keeps the current page, with the loading bar running, until its code arrives', async () => {
    const { load, calls } = controlledLoad();
    renderRoutes(lazyPage(load));
    await userEvent.click(screen.getByRole('link', { name: 'Sang trang sau' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.getByRole('heading', { level: 1, name: 'Trang đầu' })).toBeInTheDocument();
    await waitFor(() => expect(barState()).toBe('loading'));

    await actAsync(() => calls[0]!.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Trang sau' })).toBeInTheDocument();
    expect(screen.queryByText('Trang đầu')).not.toBeInTheDocument();
    await waitFor(() => expect(barState()).toBe('done'));
  });

  it('shows its error, in the shell, when the code fails to load, and loads it again next time', async () => {
    // React and the error page report the failure on the console in development.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { load, calls } = controlledLoad();
    renderRoutes(lazyPage(load));
    await userEvent.click(screen.getByRole('link', { name: 'Sang trang sau' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    await actAsync(() => calls[0]!.reject(chunkError()));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được trang');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(document.querySelector('header.site-header')).toBeInTheDocument();
    // The bar as painted: red (DESIGN.md: red for errors).
    await waitFor(() => expect(paintedBar()).toMatchObject({ colour: rgb(ERROR_COLOR), width: '100%' }));

    // Back home and on again: a fresh load, which this time works.
    await userEvent.click(screen.getAllByRole('link', { name: /Trang chủ/ })[0]!);
    await userEvent.click(await screen.findByRole('link', { name: 'Sang trang sau' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    await actAsync(() => calls[1]!.resolve());
    expect(await screen.findByRole('heading', { level: 1, name: 'Trang sau' })).toBeInTheDocument();
    consoleError.mockRestore();
  });

  it('renders at once once preloaded, as a prerendered page needs to hydrate', async () => {
    const { load, calls } = controlledLoad();
    const Later = lazyPage(load);
    const preloaded = Later.preload();
    calls[0]!.resolve();
    await preloaded;
    renderWithProviders(
      <MemoryRouter initialEntries={['/sau']}>
        <Routes>
          <Route path="/sau" element={<Later />} />
        </Routes>
      </MemoryRouter>,
    );
    // Synchronously: no suspense in between.
    expect(screen.getByRole('heading', { level: 1, name: 'Trang sau' })).toBeInTheDocument();
    expect(calls).toHaveLength(1);
  });
});

describe('a page that throws while rendering', () => {
  function Broken(): React.ReactElement {
    throw new Error('hỏng');
  }

  it('shows the error inside the shell, with a retry and a way home, and the next page renders normally', async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(
      <MemoryRouter initialEntries={['/hong']}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/" element={<h1>Trang đầu</h1>} />
            <Route path="/hong" element={<Broken />} />
          </Route>
        </Routes>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Trang này vừa gặp lỗi ngoài ý muốn');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeInTheDocument();
    expect(document.querySelector('header.site-header')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Về trang chủ' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Trang đầu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    consoleError.mockRestore();
  });
});

describe('a route whose code a deploy removed (src/lib/deployRecovery.ts)', () => {
  const CHUNK = 'http://localhost/assets/page-sau.0123456789.js';
  const goneChunk = () => Object.assign(chunkError(), { request: CHUNK });

  function FormPage() {
    return (
      <>
        <h1>Trang đầu</h1>
        <label>
          Lời nhắn <input />
        </label>
        <Link to="/sau">Sang trang sau</Link>
      </>
    );
  }

  /** The shell with a form page at / and, at /sau, a page whose code the server answers `status` for. */
  function renderDeployed(status: number | 'network-error') {
    server.use(http.head(CHUNK, () => (status === 'network-error' ? HttpResponse.error() : new HttpResponse(null, { status }))));
    const reload = jest.fn();
    const location = { href: 'http://localhost/sau', reload };
    const { load, calls } = controlledLoad();
    const Later = lazyPage(load, (error) => recoverFromChunkError(error, { location, activateUpdate: () => Promise.resolve(false) }));
    const First = lazyPage(() => Promise.resolve({ default: FormPage }));
    const history = createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
    renderWithProviders(
      <HistoryRouter history={history}>
        <Routes>
          <Route element={<Shell />}>
            <Route path="/" element={<First />} />
            <Route path="/sau" element={<Later />} />
          </Route>
        </Routes>
      </HistoryRouter>,
    );
    const failNext = async () => {
      const count = calls.length;
      await userEvent.click(screen.getByRole('link', { name: 'Sang trang sau' }));
      await waitFor(() => expect(calls).toHaveLength(count + 1));
      await actAsync(() => calls[count]!.reject(goneChunk()));
    };
    return { reload, history, failNext };
  }

  it('reloads the page, on the URL it was going to, with the previous page on screen meanwhile', async () => {
    const { reload, history, failNext } = renderDeployed(404);
    await screen.findByRole('heading', { level: 1, name: 'Trang đầu' });
    await failNext();
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(history.location.pathname).toBe('/sau');
    expect(screen.getByRole('heading', { level: 1, name: 'Trang đầu' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks first when something was typed: "Quay lại" keeps the page as it was, "Tải lại trang" reloads', async () => {
    const { reload, history, failNext } = renderDeployed(404);
    await userEvent.type(await screen.findByRole('textbox', { name: 'Lời nhắn' }), 'Chúc mừng sinh nhật');
    await failNext();
    const dialog = await screen.findByRole('dialog', { name: 'Có phiên bản mới' });
    expect(dialog).toHaveTextContent('Những gì bạn đã nhập trên trang này sẽ mất');
    expect(reload).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Quay lại' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(history.location.pathname).toBe('/');
    expect(screen.getByRole('textbox', { name: 'Lời nhắn' })).toHaveValue('Chúc mừng sinh nhật');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    // Again: asked again, and this time the person reloads.
    await failNext();
    await userEvent.click(await screen.findByRole('button', { name: 'Tải lại trang' }));
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('shows the error, saying a new version is out, when that URL was reloaded a moment ago', async () => {
    sessionStorage.setItem('hatvui.newVersionReload', JSON.stringify({ href: 'http://localhost/sau', at: Date.now() }));
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reload, failNext } = renderDeployed(404);
    await screen.findByRole('heading', { level: 1, name: 'Trang đầu' });
    await failNext();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Hát Vui vừa có phiên bản mới');
    expect(alert).not.toHaveTextContent('kết nối mạng');
    expect(within(alert).getByRole('button', { name: 'Tải lại trang' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it.each([200, 'network-error'] as const)('blames the network, as before, when the file answers %s', async (status) => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { reload, failNext } = renderDeployed(status);
    await screen.findByRole('heading', { level: 1, name: 'Trang đầu' });
    await failNext();
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được trang. Hãy kiểm tra kết nối mạng');
    expect(reload).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });
});

describe('path parameters (src/lib/routes.ts)', () => {
  it.each(['/transfer/..', '/recording/a.b', '/room/a%2Fb', '/events/mua%20he', '/recharge/%2E%2E'])(
    '%s is the not-found page, and the API is asked nothing',
    async (path) => {
      const requests = watchRequests();
      await renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy trang' }, PAGE_TIMEOUT)).toBeInTheDocument();
      expect(requests.seen).toEqual([]);
      requests.stop();
    },
  );

  it('an id of letters, digits, - and _ is the page itself', async () => {
    expect(['100002', 'am-vang_2023', 'ABCxyz'].every(isIdParam)).toBe(true);
    expect(['', '..', 'a.b', 'a/b', 'a b', 'ý', '%2F'].some(isIdParam)).toBe(false);
    const recording = await payloadOf<Recording>(`/recordings/detail-by-uid/${seed.recordings.audio.uid}?is_platform=3`);
    await renderApp(routes.recording.href(seed.recordings.audio.uid));
    expect(await screen.findByRole('heading', { level: 1, name: recording.title }, PAGE_TIMEOUT)).toBeInTheDocument();
  });
});

describe('a page that needs an account', () => {
  // Every such route of the table, on each of its items (the phone walk opens them signed in only).
  it.each(
    pagesOf(
      routeList.filter((route) => route.account),
      { every: true },
    ),
  )('sends a signed-out visitor on %s to sign in, and back there after', async (path) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(routes.login.href(path));
  });
});

describe('the store a page uses', () => {
  it('is the one of the render it is in: two apps on screen at once each fill their own', async () => {
    const [first, second] = [seed.recordings.audio.uid, seed.recordings.video.uid];
    const titles = await Promise.all(
      [first, second].map(async (uid) => (await payloadOf<Recording>(`/recordings/detail-by-uid/${uid}?is_platform=3`)).title),
    );
    // The second app starts before the first one's page has loaded its code.
    const one = await renderApp(routes.recording.href(first));
    const two = await renderApp(routes.recording.href(second));
    expect(await within(one.container).findByRole('heading', { level: 1, name: titles[0] }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(await within(two.container).findByRole('heading', { level: 1, name: titles[1] }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(one.store.getState().recording.detail?.uid).toBe(first);
    expect(two.store.getState().recording.detail?.uid).toBe(second);
    // Two first renders, each compiling the page's module under babel-jest.
  }, 15_000);
});
