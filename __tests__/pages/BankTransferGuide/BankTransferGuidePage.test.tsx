import { screen, waitFor, within } from '@testing-library/react';
import { routes } from '../../../src/lib/routes';
import { DEFAULT_BANK, RECEIVING_BANKS } from '../../../src/features/diamonds/lib/banks';
import { MEMO_MAX } from '../../../src/features/diamonds/lib/memo';
import { seed } from '../../../src/mocks/db';
import { PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs } from '../../support';

jest.setTimeout(20_000);

beforeEach(quietScrolling);

describe('/huong-dan-nap/chuyen-khoan', () => {
  it('walks through the steps, with every receiving account and the usual questions', async () => {
    await renderApp(routes.bankTransferGuide.href());
    expect(await screen.findByRole('heading', { level: 1, name: 'Nạp kim cương bằng chuyển khoản' }, PAGE_TIMEOUT)).toBeInTheDocument();
    const steps = within(screen.getByRole('heading', { name: 'Các bước' }).nextElementSibling as HTMLElement).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    for (const bank of RECEIVING_BANKS) expect(screen.getByText(bank.accountNumber)).toBeInTheDocument();
    expect(screen.getAllByText(DEFAULT_BANK.accountHolder).length).toBeGreaterThan(0);
    expect(screen.getByText(/quên ghi nội dung/)).toBeInTheDocument();
    expect(screen.getByText(/Bao lâu/)).toBeInTheDocument();
    expect(screen.getByText(/chuyển sai số tiền/)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Hướng dẫn nạp kim cương bằng chuyển khoản \| /));
  });

  it('tells the order-first way: create the order, then send its own memo and exact amount', async () => {
    await renderApp(routes.bankTransferGuide.href(), signedInAs(seed.users.poor));
    await screen.findByRole('heading', { level: 1, name: 'Nạp kim cương bằng chuyển khoản' }, PAGE_TIMEOUT);
    const steps = within(screen.getByRole('heading', { name: 'Các bước' }).nextElementSibling as HTMLElement).getAllByRole('heading');
    expect(steps.map((step) => step.textContent)).toEqual([
      '1Mở trang nạp của người nhận',
      '2Chọn gói kim cương',
      '3Bấm “Tạo lệnh chuyển khoản”',
      '4Chuyển đúng số tiền, đúng nội dung, rồi chờ',
    ]);
    expect(screen.getByText(/nội dung chuyển khoản riêng cho lệnh này/)).toBeInTheDocument();
    expect(screen.getByText(/Đang chờ tiền về/)).toBeInTheDocument();
    // The memo is the order's, never the receiver's id: the example has the form a real order's memo has.
    const memoSection = screen.getByRole('heading', { name: 'Nội dung chuyển khoản' }).nextElementSibling as HTMLElement;
    expect(memoSection).toHaveTextContent('Mỗi lệnh nạp có nội dung riêng');
    expect(memoSection).toHaveTextContent(`không quá ${MEMO_MAX} ký tự`);
    const examples = screen.getAllByText(/^HATVUI /).map((node) => node.textContent);
    expect(examples.length).toBeGreaterThan(0);
    for (const example of examples) expect(example).toMatch(/^HATVUI [A-HJ-NP-Z2-9]{8}$/);
    expect(screen.queryByText(new RegExp(`HATVUI ${seed.users.poor}`))).not.toBeInTheDocument();
    expect(screen.queryByText(/Tôi đã chuyển khoản/)).not.toBeInTheDocument();
  });

  it('tells a signed-out visitor no account is needed (signing in is offered for their own), and leads a signed-in one to their own top-up', async () => {
    const { unmount } = await renderApp(routes.bankTransferGuide.href());
    expect(await screen.findByText(/không cần tài khoản/, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Đăng nhập để nạp cho tài khoản của bạn' })).toHaveAttribute(
      'href',
      routes.login.href(routes.bankTransferGuide.href()),
    );
    unmount();
    await renderApp(routes.bankTransferGuide.href(), signedInAs(seed.users.poor));
    expect(await screen.findByRole('link', { name: 'Nạp cho tài khoản của tôi' }, PAGE_TIMEOUT)).toHaveAttribute(
      'href',
      routes.rechargeBank.href(seed.users.poor),
    );
  });
});
