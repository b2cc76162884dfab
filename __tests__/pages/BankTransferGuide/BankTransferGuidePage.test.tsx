import { screen, waitFor, within } from '@testing-library/react';
import { paths } from '../../../src/lib/paths';
import { DEFAULT_BANK, RECEIVING_BANKS } from '../../../src/features/diamonds/lib/banks';
import { seed } from '../../../src/mocks/db';
import { PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs } from '../../support';

jest.setTimeout(20_000);

beforeEach(quietScrolling);

describe('/huong-dan-nap/chuyen-khoan', () => {
  it('walks through the steps, with every receiving account and the usual questions', async () => {
    renderApp(paths.bankTransferGuide.href());
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

  it('invites a signed-out visitor to sign in, and leads a signed-in one to their own top-up', async () => {
    const { unmount } = renderApp(paths.bankTransferGuide.href());
    expect(await screen.findByRole('link', { name: 'Đăng nhập để nạp' }, PAGE_TIMEOUT)).toHaveAttribute(
      'href',
      paths.login.href(paths.bankTransferGuide.href()),
    );
    unmount();
    renderApp(paths.bankTransferGuide.href(), signedInAs(seed.users.poor));
    expect(await screen.findByRole('link', { name: 'Nạp cho tài khoản của tôi' }, PAGE_TIMEOUT)).toHaveAttribute(
      'href',
      paths.rechargeBank.href(seed.users.poor),
    );
  });
});
