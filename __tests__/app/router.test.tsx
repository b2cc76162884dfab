// A route's code loads when the route is first shown (src/app/router.tsx `lazyPage`), inside the real
// shell: the page on screen stays until that code has arrived, the loading bar runs meanwhile, and a
// load that fails shows the route's error (red bar, a retry) and is tried again the next time.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { lazyPage } from '../../src/app/router';
import { Shell } from '../../src/app/Shell';
import { ERROR_COLOR } from '../../src/lib/config';
import { paintedBar, quietScrolling, renderWithProviders, rgb } from '../support';

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

    await act(async () => calls[0]!.resolve());
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
    await act(async () => calls[0]!.reject(chunkError()));

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
    await act(async () => calls[1]!.resolve());
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
