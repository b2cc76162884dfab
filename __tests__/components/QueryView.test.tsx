import { configureStore } from '@reduxjs/toolkit';
import { createApi, fakeBaseQuery } from '@reduxjs/toolkit/query/react';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import type { ApiError } from '../../src/api/apiError';
import { NotFoundState } from '../../src/components/ErrorState';
import { pageTitle } from '../../src/components/Head';
import { ItemQueryView, QueryView } from '../../src/components/QueryView';
import { actAsync } from '../support/act';

// QueryView driven by a real RTK Query endpoint whose answers the test gives one at a time, so what
// the screen shows between a request and its answer is what RTK Query really reports.

interface Song {
  name: string;
}

const NOT_FOUND: ApiError = { status: 404, code: 'NOT_FOUND', message: 'Không có bài này.' };
const DOWN: ApiError = { status: 503, code: 'UNAVAILABLE', message: 'Máy chủ đang bảo trì.' };

function setUp() {
  const answers: ((result: { data: Song } | { error: ApiError }) => void)[] = [];
  const api = createApi({
    baseQuery: fakeBaseQuery<ApiError>(),
    endpoints: (build) => ({
      song: build.query<Song, string>({
        queryFn: () => new Promise((resolve) => answers.push(resolve)),
      }),
    }),
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });

  function SongView({ id, withNotFound = true, framed = false }: { id: string; withNotFound?: boolean; framed?: boolean }) {
    if (framed) {
      // A shared item's page, with the states every such page has.
      return (
        <ItemQueryView
          result={api.useSongQuery(id)}
          name="Bài hát"
          skeleton={<p role="status">Đang tải bài hát…</p>}
          notFoundText="Có thể bài hát đã bị xoá."
          className="song-state"
        >
          {(song) => <h1>{song.name}</h1>}
        </ItemQueryView>
      );
    }
    return (
      <QueryView
        result={api.useSongQuery(id)}
        loading={<p role="status">Đang tải bài hát…</p>}
        failedTitle="Không tải được bài hát"
        notFound={withNotFound ? () => <NotFoundState title="Không tìm thấy bài hát" /> : undefined}
      >
        {(song) => <h1>{song.name}</h1>}
      </QueryView>
    );
  }

  const view = (props: Parameters<typeof SongView>[0]) => (
    <HelmetProvider>
      <Provider store={store}>
        <MemoryRouter>
          <SongView {...props} />
        </MemoryRouter>
      </Provider>
    </HelmetProvider>
  );
  /** Answers the oldest request still waiting. */
  const answer = async (result: { data: Song } | { error: ApiError }) => {
    const next = answers.shift();
    if (!next) throw new Error('no request is waiting');
    await actAsync(() => next(result));
  };
  const waiting = () => answers.length;
  return { view, answer, waiting };
}

describe('QueryView', () => {
  it('shows what stands in for the data until it comes, then the data', async () => {
    const { view, answer } = setUp();
    render(view({ id: 'a' }));
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bài hát…');
    await answer({ data: { name: 'Bèo dạt mây trôi' } });
    expect(await screen.findByRole('heading', { name: 'Bèo dạt mây trôi' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('explains a failure in the server words, keeps the card while "Thử lại" is on its way, then shows the data', async () => {
    const { view, answer, waiting } = setUp();
    const user = userEvent.setup();
    render(view({ id: 'a' }));
    await answer({ error: DOWN });

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Không tải được bài hát' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Máy chủ đang bảo trì.');
    await user.click(within(alert).getByRole('button', { name: 'Thử lại' }));

    expect(waiting()).toBe(1);
    // The store tells the page a little later (RTK batches a request's start), so wait for the button.
    expect(await within(alert).findByRole('button', { name: 'Đang thử lại…' })).toBeDisabled();
    expect(screen.getByRole('alert')).toBe(alert);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await answer({ data: { name: 'Trống cơm' } });
    expect(await screen.findByRole('heading', { name: 'Trống cơm' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "not found" in the page words for a 404, for good: a way home, no "Thử lại"', async () => {
    const { view, answer } = setUp();
    render(view({ id: 'gone' }));
    await answer({ error: NOT_FOUND });

    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy bài hát' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
  });

  it('treats a 404 as any failure when the page has no words of its own for it', async () => {
    const { view, answer } = setUp();
    render(view({ id: 'gone', withNotFound: false }));
    await answer({ error: NOT_FOUND });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Không tải được bài hát');
    expect(alert).toHaveTextContent('Không có bài này.');
    // Still a definitive answer: the way home, never "Thử lại".
    expect(within(alert).queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(within(alert).getByRole('link', { name: 'Về trang chủ' })).toBeInTheDocument();
  });

  it("frames an item page's failure with a page heading and keeps it out of search results", async () => {
    const { view, answer } = setUp();
    const { container } = render(view({ id: 'a', framed: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bài hát…');
    await answer({ error: DOWN });
    expect(await screen.findByRole('alert')).toHaveTextContent('Không tải được bài hát');
    expect(screen.getByRole('heading', { level: 1, name: 'Bài hát' })).toBeInTheDocument();
    expect(container.querySelector('.song-state')).toContainElement(screen.getByRole('alert'));
    await waitFor(() => expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'));
    expect(document.title).toBe(pageTitle('Bài hát'));
  });

  it("says an item page's unknown item in its own words, named after the item", async () => {
    const { view, answer } = setUp();
    render(view({ id: 'gone', framed: true }));
    await answer({ error: NOT_FOUND });
    expect(await screen.findByRole('heading', { level: 1, name: 'Không tìm thấy bài hát' })).toBeInTheDocument();
    expect(screen.getByText('Có thể bài hát đã bị xoá.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(pageTitle('Không tìm thấy bài hát')));
  });

  it('never shows the previous item as the one asked for when the address changes', async () => {
    const { view, answer } = setUp();
    const { rerender } = render(view({ id: 'a' }));
    await answer({ data: { name: 'Bài A' } });
    await screen.findByRole('heading', { name: 'Bài A' });

    rerender(view({ id: 'b' }));
    expect(screen.queryByRole('heading', { name: 'Bài A' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Đang tải bài hát…');
    await answer({ data: { name: 'Bài B' } });
    expect(await screen.findByRole('heading', { name: 'Bài B' })).toBeInTheDocument();
  });
});
