import fs from 'node:fs';
import path from 'node:path';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { BRAND } from '../../src/lib/config';
import { routes } from '../../src/lib/routes';
import { appRoutes, pagesOf, ROUTE_ITEMS } from '../../e2e/routeItems';
import { useScrollOnNavigate } from '../../src/app/scrollOnNavigate';
import { PAGE_TIMEOUT, quietScrolling, renderApp } from '../support';

const titleHasBrand = () => expect(document.title).toMatch(new RegExp(` \\| ${BRAND}$`));

let scrolling: ReturnType<typeof quietScrolling>;
beforeEach(() => {
  scrolling = quietScrolling();
});

describe('the route table', () => {
  // Every route the app draws (the table's, but the embedded player), each on its usual item.
  const everyRoute = pagesOf(appRoutes);

  it("has no embedded page: its HTML is the server's alone, and the app shows it as no page", async () => {
    await renderApp(routes.embedRecording.href(ROUTE_ITEMS.embedRecording[0]));
    expect(await screen.findByRole('heading', { level: 1, name: /không tìm thấy/i }, PAGE_TIMEOUT)).toBeInTheDocument();
  });

  it.each(everyRoute)('%s renders in the shell with a heading and a branded title', async (path) => {
    await renderApp(path);
    // The first render of a route also compiles its lazy module under babel-jest: give it time.
    expect(await screen.findByRole('heading', { level: 1 }, PAGE_TIMEOUT)).toBeInTheDocument();
    // (jsdom's role mapping also counts a page's own section <header>s as banners)
    expect(document.querySelector('header.site-header')).toBeInTheDocument();
    expect(document.querySelector('footer.site-footer')).toHaveTextContent('© 2022');
    await waitFor(titleHasBrand);
  });

  it('shows the not-found page, with a way home, for any unknown path', async () => {
    await renderApp('/khong-co-trang-nay/123');
    expect(await screen.findByRole('heading', { level: 1, name: /không tìm thấy/i })).toBeInTheDocument();
    expect(document.title).toMatch(/^Không tìm thấy trang \| /);
    const home = screen.getAllByRole('link').filter((a) => a.getAttribute('href') === '/');
    expect(home.length).toBeGreaterThan(0);
  });

  it('keeps the tags every page shares in the shell, once; a page renders its own, one of each', async () => {
    // public/index.html: og:locale and og:site_name are not the page's (no data-static-meta, so neither
    // the entry nor the prerendering removes them) and say vi_VN and the brand. X's card is the page's
    // (a recording's is a player): the shell's is replaced.
    const shell = fs.readFileSync(path.join(__dirname, '../../public/index.html'), 'utf8');
    expect(shell.split('\n').find((l) => l.includes('name="twitter:card"'))).toContain('data-static-meta');
    for (const [tag, content] of [
      ['property="og:locale"', '<%= ogLocale %>'],
      ['property="og:site_name"', '<%= brand %>'],
    ] as const) {
      const line = shell.split('\n').find((l) => l.includes(tag));
      expect(line).toContain(`content="${content}"`);
      expect(line).not.toContain('data-static-meta');
    }
    await renderApp(routes.terms.href());
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(document.head.querySelectorAll('meta[property="og:type"]')).toHaveLength(1));
    for (const shared of ['og:locale', 'og:site_name']) {
      expect(document.head.querySelectorAll(`meta[property="${shared}"]`)).toHaveLength(0);
    }
    expect(document.head.querySelectorAll('meta[name="twitter:card"]')).toHaveLength(1);
  });
});

describe('scrolling on navigation', () => {
  /** Shows the late section: the test says when its data has come (a timer would race a loaded machine). */
  let dataCame = () => {};
  function LateSection() {
    // Stands for a page whose section exists only once its data has rendered.
    const [ready, setReady] = useState(false);
    useEffect(() => {
      dataCame = () => setReady(true);
    }, []);
    return ready ? <h2 id="late">Đã tải</h2> : <p>Đang tải…</p>;
  }

  function Layout({ children }: { children: React.ReactNode }) {
    useScrollOnNavigate();
    return <main id="main">{children}</main>;
  }

  const router = () =>
    createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <Layout>
              <h1>Đầu trang</h1>
              <Link to="/other">Trang khác</Link>
              <Link to="/#present">Xuống mục</Link>
              <section id="present">Mục có sẵn</section>
            </Layout>
          ),
        },
        {
          path: '/other',
          element: (
            <Layout>
              <h1>Trang khác</h1>
              <LateSection />
            </Layout>
          ),
        },
      ],
      { initialEntries: ['/'] },
    );

  it('goes to the top of the new page and focuses its heading', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    scrolling.scrollTo.mockClear();
    await act(() => r.navigate('/other'));
    expect(scrolling.scrollTo).toHaveBeenCalledWith(0, 0);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Trang khác' })).toHaveFocus());
  });

  it('leaves the first page where the visitor has scrolled it', async () => {
    scrolling.scrollTo.mockClear();
    render(<RouterProvider router={router()} />);
    await screen.findByRole('heading', { level: 1 });
    expect(scrolling.scrollTo).not.toHaveBeenCalled();
  });

  it('goes to the element named by the hash', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    scrolling.scrollTo.mockClear();
    await act(() => r.navigate('/#present'));
    const target = screen.getByText('Mục có sẵn');
    expect(scrolling.scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrolling.scrollIntoView.mock.contexts[0]).toBe(target);
    expect(scrolling.scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a hash target that appears once the data has rendered', async () => {
    const r = router();
    render(<RouterProvider router={r} />);
    await act(() => r.navigate('/other#late'));
    expect(scrolling.scrollIntoView).not.toHaveBeenCalled();
    act(() => dataCame());
    const late = await screen.findByRole('heading', { name: 'Đã tải' });
    await waitFor(() => expect(scrolling.scrollIntoView).toHaveBeenCalledTimes(1));
    expect(scrolling.scrollIntoView.mock.contexts[0]).toBe(late);
    expect(late).toHaveFocus();
  });
});
