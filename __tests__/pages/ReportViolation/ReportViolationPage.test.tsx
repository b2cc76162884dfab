import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../src/lib/routes';
import { db } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { seed } from '../../../src/mocks/seed';
import { PAGE_TIMEOUT, renderApp, signedInAs, watchRequests } from '../../support';

let requests: ReturnType<typeof watchRequests>;
// Whole journeys through the page: slower than the default 5 s allows when the machine is busy.
jest.setTimeout(15_000);

beforeEach(() => {
  requests = watchRequests();
});
afterEach(() => requests.stop());

const reports = () => requests.seen.filter((r) => r.path === '/v1/users/report-content');

const open = async (href: string = routes.reportViolation.href()) => {
  const view = await renderApp(href, signedInAs());
  await screen.findByRole('heading', { level: 1, name: 'Báo cáo vi phạm' }, PAGE_TIMEOUT);
  return { ...view, user: userEvent.setup() };
};

describe('reporting a violation', () => {
  it.each([
    ['recording', seed.recordings.audio.uid, 'Bản thu', 'Mã bản thu'],
    ['user', seed.users.other, 'Người dùng', 'UID người dùng'],
    ['room', seed.rooms.live, 'Phòng hát', 'Mã phòng hát'],
    ['comment', '5001', 'Bình luận', 'Mã bình luận'],
  ])('is prefilled from the query for a %s', async (type, id, typeLabel, idLabel) => {
    await open(routes.reportViolation.href({ type, id }));
    const select = screen.getByLabelText('Loại nội dung');
    expect(select).toHaveValue(type);
    expect(within(select).getByRole('option', { selected: true })).toHaveTextContent(typeLabel);
    expect(screen.getByLabelText(idLabel)).toHaveValue(id);
    expect(screen.getByText(/Đã điền sẵn theo trang bạn vừa xem/)).toBeInTheDocument();
  });

  it('starts blank without a query, and ignores a type outside the contract', async () => {
    await open(`${routes.reportViolation.path}?type=song&id=abc`);
    expect(screen.getByLabelText('Loại nội dung')).toHaveValue('');
    expect(screen.getByLabelText('Mã nội dung')).toHaveValue('abc');
    expect(screen.queryByText(/Đã điền sẵn/)).not.toBeInTheDocument();
  });

  it('offers the reasons of the contract in Vietnamese', async () => {
    await open();
    const group = screen.getByRole('radiogroup', { name: 'Lý do báo cáo' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => (radio as HTMLInputElement).value),
    ).toEqual(['spam', 'harassment', 'hate_speech', 'sexual_content', 'violence', 'copyright', 'impersonation', 'other']);
    expect(within(group).getByRole('radio', { name: /^Khác/ })).toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: /^Vi phạm bản quyền/ })).toBeInTheDocument();
  });

  it('shows every problem next to its field, focuses the first, and sends nothing', async () => {
    const { user } = await open();
    await user.type(screen.getByLabelText('Email liên hệ (không bắt buộc)'), 'ban@gmail');
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));

    const select = screen.getByLabelText('Loại nội dung');
    await waitFor(() => expect(select).toHaveFocus());
    expect(select).toHaveAccessibleDescription('Hãy chọn loại nội dung bạn báo cáo.');
    expect(screen.getByLabelText('Mã nội dung')).toHaveAccessibleDescription(/Hãy nhập mã nội dung\./);
    expect(screen.getByRole('radiogroup', { name: 'Lý do báo cáo' })).toHaveAccessibleDescription('Hãy chọn lý do báo cáo.');
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email liên hệ (không bắt buộc)')).toHaveAccessibleDescription(/Email chưa đúng dạng/);
    expect(reports()).toHaveLength(0);
  });

  it('needs a description for “Khác”, and counts it', async () => {
    const { user } = await open(routes.reportViolation.href({ type: 'recording', id: seed.recordings.audio.uid }));
    await user.click(screen.getByRole('radio', { name: /^Khác/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));
    const description = screen.getByLabelText(/^Mô tả/);
    await waitFor(() => expect(description).toHaveFocus());
    expect(description).toHaveAccessibleDescription(/Hãy mô tả vi phạm khi chọn lý do “Khác”\./);

    await user.type(description, 'Hát nhép');
    expect(description).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('8/1.000')).toBeInTheDocument();
    expect(reports()).toHaveLength(0);
  });

  it('sends the report and shows its number', async () => {
    const { user, store } = await open(routes.reportViolation.href({ type: 'recording', id: seed.recordings.audio.uid }));
    await user.click(screen.getByRole('radio', { name: /^Spam hoặc quảng cáo/ }));
    await user.type(screen.getByLabelText(/^Mô tả/), '  Quảng cáo lặp lại\nở mọi bình luận ');
    await user.type(screen.getByLabelText('Email liên hệ (không bắt buộc)'), ' ban@gmail.com ');
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));

    expect(await screen.findByRole('heading', { name: 'Cảm ơn bạn đã báo cáo' })).toHaveFocus();
    const stored = db.reports.at(-1)!;
    expect(screen.getByText(`Mã báo cáo #${stored.id}`)).toBeInTheDocument();
    expect(stored).toMatchObject({
      reporter: seed.users.owner,
      target_type: 'recording',
      target_id: seed.recordings.audio.uid,
      reason: 'spam',
      description: 'Quảng cáo lặp lại\nở mọi bình luận',
      contact_email: 'ban@gmail.com',
    });
    expect(store.getState().flags.reportViolation).toBe(true);
    expect(screen.getByRole('link', { name: 'Quay lại bản thu' })).toHaveAttribute('href', routes.recording.href(seed.recordings.audio.uid));
    expect(reports()).toHaveLength(1);
  });

  it('takes a pasted link to a room as its id', async () => {
    const { user } = await open();
    await user.selectOptions(screen.getByLabelText('Loại nội dung'), 'room');
    await user.type(screen.getByLabelText('Mã phòng hát'), `https://hatvui.vn${routes.room.href(seed.rooms.live)}`);
    await user.click(screen.getByRole('radio', { name: /^Quấy rối/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));
    await screen.findByRole('heading', { name: 'Cảm ơn bạn đã báo cáo' });
    expect(db.reports.at(-1)).toMatchObject({ target_type: 'room', target_id: seed.rooms.live, reason: 'harassment' });
  });

  it('keeps everything after a failure and retries with the same key', async () => {
    server.use(http.post('*/v1/users/report-content', () => HttpResponse.error(), { once: true }));
    const { user, store } = await open(routes.reportViolation.href({ type: 'user', id: seed.users.other }));
    await user.click(screen.getByRole('radio', { name: /^Mạo danh/ }));
    await user.type(screen.getByLabelText(/^Mô tả/), 'Dùng ảnh và tên của tôi');
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(/Chưa gửi được báo cáo\. Không kết nối được máy chủ/);
    expect(store.getState().flags.reportViolation).toBe(false);
    expect(screen.getByLabelText('UID người dùng')).toHaveValue(seed.users.other);
    expect(screen.getByRole('radio', { name: /^Mạo danh/ })).toBeChecked();
    expect(screen.getByLabelText(/^Mô tả/)).toHaveValue('Dùng ảnh và tên của tôi');

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    await screen.findByRole('heading', { name: 'Cảm ơn bạn đã báo cáo' });
    expect(store.getState().flags.reportViolation).toBe(true);
    const [first, second] = reports();
    expect(second?.idempotencyKey).toBe(first?.idempotencyKey);
  });

  it('keeps everything after a refusal by the server', async () => {
    server.use(
      http.post(
        '*/v1/users/report-content',
        () => HttpResponse.json({ message: 'Bạn đã báo cáo nội dung này rồi.', code: 'VALIDATION' }, { status: 400 }),
        {
          once: true,
        },
      ),
    );
    const { user, store } = await open(routes.reportViolation.href({ type: 'comment', id: '5001' }));
    await user.click(screen.getByRole('radio', { name: /^Ngôn từ thù ghét/ }));
    await user.click(screen.getByRole('button', { name: 'Gửi báo cáo' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bạn đã báo cáo nội dung này rồi.');
    expect(store.getState().flags.reportViolation).toBe(false);
    expect(screen.getByLabelText('Mã bình luận')).toHaveValue('5001');
    expect(screen.getByRole('button', { name: 'Thử lại' })).toBeEnabled();
  });
});
