import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../src/lib/routes';
import { findUser, seed } from '../../../src/mocks/db';
import { PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs, watchRequests } from '../../support';

jest.setTimeout(15_000);

beforeEach(quietScrolling);

const field = () => screen.findByLabelText(/^ID người nhận/, {}, PAGE_TIMEOUT);
const search = () => screen.getByRole('button', { name: 'Tìm người nhận' });

describe('/nap-kim-cuong: a top-up by ID', () => {
  it('finds the receiver by the public user call alone, shows who it is, and offers both ways to pay', async () => {
    const requests = watchRequests();
    const { router } = await renderApp(routes.topUp.href());
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { level: 1, name: 'Nạp kim cương' }, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.type(await field(), ` ${seed.users.other} `);
    await user.click(search());

    const other = findUser(seed.users.other)!;
    const heading = await screen.findByRole('heading', { level: 2, name: 'Nạp cho người này?' }, PAGE_TIMEOUT);
    expect(heading).toHaveFocus();
    const found = heading.parentElement!;
    expect(within(found).getByText(other.name)).toBeInTheDocument();
    expect(within(found).getByText(`ID ${other.uid}`)).toBeInTheDocument();
    expect(within(found).getByRole('link', { name: 'Nạp bằng thẻ' })).toHaveAttribute('href', routes.recharge.href(other.uid));
    const bank = within(found).getByRole('link', { name: 'Chuyển khoản ngân hàng' });
    expect(bank).toHaveAttribute('href', routes.rechargeBank.href(other.uid));
    requests.stop();
    // Only the public call, without a session (nobody is signed in), and nothing else.
    expect(requests.seen.map((r) => `${r.method} ${r.path} ${r.authorization ?? '-'}`)).toEqual([`GET /v1/users/uid/${other.uid} -`]);

    await user.click(bank);
    expect(router.state.location.pathname).toBe(routes.rechargeBank.href(other.uid));
  });

  it('says next to the field that an unknown ID has no account, and keeps what was typed', async () => {
    await renderApp(routes.topUp.href());
    const user = userEvent.setup();
    const input = await field();
    await user.type(input, seed.users.unknown);
    await user.click(search());
    const message = `Không tìm thấy tài khoản nào có ID “${seed.users.unknown}”. Hãy kiểm tra lại ID.`;
    expect(await screen.findByText(message, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(input).toHaveValue(seed.users.unknown);
    // A definitive answer: no "Thử lại", no way on.
    expect(screen.queryByRole('button', { name: 'Thử lại' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Chuyển khoản ngân hàng' })).not.toBeInTheDocument();
  });

  it.each([
    ['', 'Hãy nhập ID của người nhận.'],
    ['100 002', 'ID không có khoảng trắng. Hãy kiểm tra lại.'],
    ['../owner', 'ID chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang (-) và gạch dưới (_).'],
    ['khôi', 'ID chỉ gồm chữ cái không dấu, chữ số, dấu gạch ngang (-) và gạch dưới (_).'],
  ])('refuses %j with a message and sends nothing', async (typed, message) => {
    await renderApp(routes.topUp.href());
    const user = userEvent.setup();
    const input = await field();
    const requests = watchRequests();
    if (typed) await user.type(input, typed);
    await user.click(search());
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input).toHaveFocus();
    expect(input).toHaveValue(typed);
    requests.stop();
    expect(requests.seen).toEqual([]);
  });

  it('offers a signed-in person their own ID in one tap', async () => {
    const session = signedInAs(seed.users.owner);
    await renderApp(routes.topUp.href(), session);
    const user = userEvent.setup();
    const owner = findUser(seed.users.owner)!;
    await user.click(await screen.findByRole('button', { name: `Nạp cho chính tôi (ID ${owner.uid})` }, PAGE_TIMEOUT));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Nạp cho người này?' }, PAGE_TIMEOUT);
    expect(within(heading.parentElement!).getByText(/\(bạn\)/)).toBeInTheDocument();
    expect(await field()).toHaveValue(owner.uid);
  });

  it('drops the confirmation as soon as the ID is edited', async () => {
    await renderApp(routes.topUp.href());
    const user = userEvent.setup();
    const input = await field();
    await user.type(input, seed.users.other);
    await user.click(search());
    await screen.findByRole('heading', { level: 2, name: 'Nạp cho người này?' }, PAGE_TIMEOUT);
    await user.type(input, '9');
    expect(screen.queryByRole('heading', { level: 2, name: 'Nạp cho người này?' })).not.toBeInTheDocument();
  });
});
