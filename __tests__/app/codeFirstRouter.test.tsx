// The browser's router draws an in-app navigation once the route's code is here, at once, in the
// promise chain of the tap that made it (Chromium then counts it as a soft navigation: a page drawn
// later by React's scheduler may run in a message that unrelated work posted). The tests settle the
// code's load by hand and look at the page within the same turn of microtasks, before any task.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, useLocation } from 'react-router';
import { actAsync } from '../support/act';
import { CodeFirstBrowserRouter } from '../../src/app/codeFirstRouter';

/** Loads the test settles by hand, one per location asked for. */
function controlledCode() {
  const asked: { pathname: string; settle: (ready: boolean) => void }[] = [];
  const codeFor = (location: { pathname: string }) => new Promise<boolean>((resolve) => asked.push({ pathname: location.pathname, settle: resolve }));
  return { codeFor, asked };
}

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function App({ codeFor }: { codeFor: (location: { pathname: string }) => Promise<boolean> }) {
  return (
    <CodeFirstBrowserRouter codeFor={codeFor}>
      <Link to="/a">A</Link>
      <Link to="/b">B</Link>
      <Routes>
        <Route path="/" element={<h1>Trang đầu</h1>} />
        <Route path="/a" element={<h1>Trang A</h1>} />
        <Route path="/b" element={<h1>Trang B</h1>} />
      </Routes>
      <Where />
    </CodeFirstBrowserRouter>
  );
}

/** Lets a few microtasks run, and no task: what a promise chain reaches within the same task. */
const microtasks = async () => {
  for (let i = 0; i < 5; i++) await Promise.resolve();
};

beforeEach(() => window.history.replaceState(null, '', '/'));

test('a tapped link is drawn once its code is here, within that chain of microtasks', async () => {
  const { codeFor, asked } = controlledCode();
  render(<App codeFor={codeFor} />);
  await userEvent.click(screen.getByRole('link', { name: 'A' }));
  // The URL has changed at the tap; the page on screen stays until the route's code has loaded.
  expect(window.location.pathname).toBe('/a');
  expect(asked.map(({ pathname }) => pathname)).toEqual(['/a']);
  expect(screen.getByRole('heading')).toHaveTextContent('Trang đầu');
  // Outside act, nothing flushes React's scheduler: only a synchronous draw is there this soon.
  const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  try {
    asked[0]!.settle(true);
    await microtasks();
    expect(screen.getByRole('heading')).toHaveTextContent('Trang A');
    expect(screen.getByTestId('where')).toHaveTextContent('/a');
  } finally {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
  }
});

test('only the latest location is drawn, whichever code arrives first', async () => {
  const { codeFor, asked } = controlledCode();
  render(<App codeFor={codeFor} />);
  await userEvent.click(screen.getByRole('link', { name: 'A' }));
  await userEvent.click(screen.getByRole('link', { name: 'B' }));
  expect(asked.map(({ pathname }) => pathname)).toEqual(['/a', '/b']);
  await actAsync(() => asked[1]!.settle(true));
  expect(screen.getByRole('heading')).toHaveTextContent('Trang B');
  // A's code arriving late does not take the person back to A.
  await actAsync(() => asked[0]!.settle(true));
  expect(screen.getByRole('heading')).toHaveTextContent('Trang B');
  expect(screen.getByTestId('where')).toHaveTextContent('/b');
});

test('a location whose code failed to load is still drawn, for its route to show the failure', async () => {
  const { codeFor, asked } = controlledCode();
  render(<App codeFor={codeFor} />);
  await userEvent.click(screen.getByRole('link', { name: 'A' }));
  await actAsync(() => asked[0]!.settle(false));
  expect(screen.getByRole('heading')).toHaveTextContent('Trang A');
});

test('back and forward wait for the code too', async () => {
  const { codeFor, asked } = controlledCode();
  render(<App codeFor={codeFor} />);
  await userEvent.click(screen.getByRole('link', { name: 'A' }));
  await actAsync(() => asked[0]!.settle(true));
  window.history.back();
  // jsdom fires popstate in a task of its own.
  await waitFor(() => expect(asked.map(({ pathname }) => pathname)).toEqual(['/a', '/']));
  expect(screen.getByRole('heading')).toHaveTextContent('Trang A');
  await actAsync(() => asked[1]!.settle(true));
  expect(screen.getByRole('heading')).toHaveTextContent('Trang đầu');
});

// The router stands on react-router's UNSAFE_createBrowserHistory (docs/performance.md says why): what
// it relies on of it is pinned here, so an upgrade that changes or drops it fails this test, not a visit.
test("react-router's browser history still tells its listener of pushes and of back, in v5 mode", async () => {
  const { UNSAFE_createBrowserHistory: createHistory } = await import('react-router');
  expect(typeof createHistory).toBe('function');
  const history = createHistory({ v5Compat: true });
  const heard: string[] = [];
  const stop = history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}`));
  history.push('/mot');
  expect(heard).toEqual(['PUSH /mot']);
  expect(window.location.pathname).toBe('/mot');
  window.history.back();
  await waitFor(() => expect(heard).toEqual(['PUSH /mot', 'POP /']));
  stop();
});
