import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { routes } from '../../../src/lib/routes';
import { formatCount } from '../../../src/lib/format';
import { db, findUser, ledgerOf, seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { loseAnswers, PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs, watchPosts } from '../../support';

jest.setTimeout(20_000);
const { owner, other, poor, unknown } = seed.users;

beforeEach(quietScrolling);

type User = ReturnType<typeof userEvent.setup>;

const amountField = () => screen.findByLabelText('Số kim cương muốn chuyển', {}, PAGE_TIMEOUT);

async function fillAndSubmit(user: User, amount: string, note = '') {
  const field = await amountField();
  await user.type(field, amount);
  if (note) await user.type(screen.getByLabelText(/Lời nhắn/), note);
  await user.click(screen.getByRole('button', { name: 'Chuyển kim cương' }));
  return field;
}

describe('/transfer/{uid}', () => {
  it('shows the receiver and the sender’s balance, with a numeric amount field', async () => {
    await renderApp(routes.transfer.href(other), signedInAs(owner));
    const field = await amountField();
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(screen.getByText('Trần Minh Khôi')).toBeInTheDocument();
    expect(screen.getByText(/^Số dư của bạn:/)).toHaveTextContent('Số dư của bạn: 1.250 kim cương');
  });

  it('needs an account: a signed-out visitor is sent to sign in', async () => {
    const { router } = await renderApp(routes.transfer.href(other));
    await screen.findByRole('heading', { level: 1, name: 'Đăng nhập' }, PAGE_TIMEOUT);
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(routes.login.href(routes.transfer.href(other)));
  });

  it('explains that diamonds never go to oneself, with no form', async () => {
    await renderApp(routes.transfer.href(owner), signedInAs(owner));
    expect(await screen.findByRole('heading', { name: 'Đây là tài khoản của bạn' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/không thể tự chuyển kim cương cho chính mình/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Số kim cương muốn chuyển')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Nạp kim cương' })).toHaveAttribute('href', routes.recharge.href(owner));
  });

  it('says an unknown receiver does not exist', async () => {
    await renderApp(routes.transfer.href(unknown), signedInAs(owner));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người nhận' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByLabelText('Số kim cương muốn chuyển')).not.toBeInTheDocument();
  });

  it('refuses an amount above the balance before sending anything', async () => {
    const posts = watchPosts('/diamonds/transfer');
    const user = userEvent.setup();
    await renderApp(routes.transfer.href(other), signedInAs(poor));
    const field = await fillAndSubmit(user, '6');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Số dư của bạn chỉ có 5 kim cương\./);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(0);
  });

  it.each(['0', '-3', '2,5', 'abc'])('refuses %j before sending anything', async (typed) => {
    const posts = watchPosts('/diamonds/transfer');
    const user = userEvent.setup();
    await renderApp(routes.transfer.href(other), signedInAs(owner));
    const field = await fillAndSubmit(user, typed);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(typed);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(0);
  });

  it('counts the note and refuses one over 200 characters, keeping what was typed', async () => {
    const user = userEvent.setup();
    await renderApp(routes.transfer.href(other), signedInAs(owner));
    await amountField();
    const note = screen.getByLabelText(/Lời nhắn/);
    await user.click(note);
    await user.paste('a'.repeat(201));
    expect(screen.getByText('201/200 ký tự')).toBeInTheDocument();
    expect(note).toHaveAttribute('aria-invalid', 'true');
    expect(note).toHaveAccessibleDescription(/Lời nhắn tối đa 200 ký tự/);
    await user.type(screen.getByLabelText('Số kim cương muốn chuyển'), '10');
    await user.click(screen.getByRole('button', { name: 'Chuyển kim cương' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(note).toHaveValue('a'.repeat(201));
  });

  it('confirms, sends, and shows the success with the sender’s new balance', async () => {
    const posts = watchPosts('/diamonds/transfer');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.transfer.href(other), signedInAs(owner));
    await fillAndSubmit(user, '1.000', 'Chúc mừng sinh nhật!');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Chuyển 1.000 kim cương cho Trần Minh Khôi (ID 100002).');
    expect(dialog).toHaveTextContent('Số dư sau khi chuyển: 250 kim cương.');
    expect(dialog).toHaveTextContent('Lời nhắn: Chúc mừng sinh nhật!');
    await user.click(within(dialog).getByRole('button', { name: 'Chuyển 1.000 kim cương' }));

    expect(await screen.findByRole('heading', { name: 'Chuyển kim cương thành công' })).toBeInTheDocument();
    expect(screen.getByText(/Số dư còn lại/)).toHaveTextContent('Số dư còn lại: 250 kim cương');
    expect(store.getState().flags.transfer).toBe(true);
    expect(findUser(other)!.diamonds).toBe(seed.balances.other + 1000);
    posts.stop();
    expect(await posts.seen[0]!.body).toEqual({ receiver_uid: other, diamonds: 1000, note: 'Chúc mừng sinh nhật!' });
  });

  it('explains INSUFFICIENT_BALANCE when the balance fell after the page loaded', async () => {
    const user = userEvent.setup();
    const { store } = await renderApp(routes.transfer.href(other), signedInAs(poor));
    await amountField();
    findUser(poor)!.diamonds = 2; // spent elsewhere (a gift in the app) behind the page's back
    await fillAndSubmit(user, '5');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chuyển 5 kim cương' }));

    expect(await screen.findByRole('heading', { name: 'Số dư không đủ' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Số dư không đủ: bạn có 2 kim cương, cần 5 kim cương.');
    expect(screen.getByText(/Chưa có kim cương nào bị trừ/)).toBeInTheDocument();
    expect(store.getState().flags.transfer).toBe(false);
    // Back to the form, with the refetched balance checked on the next try.
    await user.click(screen.getByRole('button', { name: 'Sửa số kim cương' }));
    await waitFor(() => expect(screen.getByText(/^Số dư của bạn:/)).toHaveTextContent('Số dư của bạn: 2 kim cương'));
    expect(screen.getByLabelText('Số kim cương muốn chuyển')).toHaveAccessibleDescription(/Số dư của bạn chỉ có 2 kim cương\./);
    expect(screen.getByLabelText('Số kim cương muốn chuyển')).toHaveValue('5');
  });

  it('says a rate limit in the server’s words, and "Thử lại" resends with the same Idempotency-Key', async () => {
    server.use(
      http.post('*/v1/diamonds/transfer', () => HttpResponse.json({ message: 'Bạn thao tác hơi nhanh.', code: 'RATE_LIMITED' }, { status: 429 }), {
        once: true,
      }),
    );
    const posts = watchPosts('/diamonds/transfer');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.transfer.href(other), signedInAs(owner));
    await fillAndSubmit(user, '10');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chuyển 10 kim cương' }));
    expect(await screen.findByRole('heading', { name: 'Bạn thao tác hơi nhanh' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Bạn thao tác hơi nhanh.');
    expect(store.getState().flags.transfer).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByRole('heading', { name: 'Chuyển kim cương thành công' })).toBeInTheDocument();
    posts.stop();
    expect(posts.seen).toHaveLength(2);
    expect(posts.seen[1]!.idempotencyKey).toBe(posts.seen[0]!.idempotencyKey);
    expect(findUser(owner)!.diamonds).toBe(seed.balances.owner - 10);
  });

  it('never calls a lost connection a failure: it checks with the same key, and moves diamonds once', async () => {
    server.use(http.post('*/v1/diamonds/transfer', () => HttpResponse.error(), { once: true }));
    const posts = watchPosts('/diamonds/transfer');
    const user = userEvent.setup();
    const { store } = await renderApp(routes.transfer.href(other), signedInAs(owner));
    await fillAndSubmit(user, '10');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chuyển 10 kim cương' }));

    const heading = await screen.findByRole('heading', { name: 'Chưa rõ kết quả' });
    expect(heading.parentElement).toHaveTextContent('Chuyển 10 kim cương cho Trần Minh Khôi (ID 100002).');
    expect(screen.queryByText(/Chưa chuyển được/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Quay lại' })).not.toBeInTheDocument();

    expect(await screen.findByRole('heading', { name: 'Chuyển kim cương thành công' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(store.getState().flags.transfer).toBe(true);
    posts.stop();
    expect(posts.seen).toHaveLength(2);
    expect(posts.seen[1]!.idempotencyKey).toBe(posts.seen[0]!.idempotencyKey);
    expect(findUser(owner)!.diamonds).toBe(seed.balances.owner - 10);
  });

  it('finds out a transfer whose answer was lost after the server acted: the success, and one transfer', async () => {
    const lost = loseAnswers('/diamonds/transfer');
    const firstNewId = db.nextId.transaction;
    const user = userEvent.setup();
    await renderApp(routes.transfer.href(other), signedInAs(owner));
    await fillAndSubmit(user, '25', 'Hát hay lắm!');
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Chuyển 25 kim cương' }));

    expect(await screen.findByRole('heading', { name: 'Chưa rõ kết quả' })).toBeInTheDocument();
    expect(lost.lost).toEqual([200]);
    expect(await screen.findByRole('heading', { name: 'Chuyển kim cương thành công' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByText(/Số dư còn lại/)).toHaveTextContent(`Số dư còn lại: ${formatCount(seed.balances.owner - 25)} kim cương`);
    const sent = ledgerOf(owner).filter((tx) => tx.type === 'transfer_out' && tx.id >= firstNewId);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ diamonds: -25, note: 'Hát hay lắm!' });
    expect(findUser(other)!.diamonds).toBe(seed.balances.other + 25);
  });
});
