import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_BANK } from '../../../../src/features/diamonds/lib/banks';
import { routes } from '../../../../src/lib/routes';
import { seed } from '../../../../src/mocks/db';
import { createOrder, openOrderForm, qrCode, quietScrolling } from '../../../support';
import { USER_AGENTS } from '../../../support/userAgents';

// A bank order on the phone that pays, inside Zalo: the bank apps open with the order filled in, and the
// QR code is an image to keep (no download link: downloads fail in an app's web view).
jest.setTimeout(20_000);

beforeAll(() => {
  // Before anything reads it: the page reads the user agent once.
  Object.defineProperty(navigator, 'userAgent', { value: USER_AGENTS.zaloAndroid, configurable: true });
});
beforeEach(quietScrolling);

it('offers the common bank apps, each link carrying the order’s account, amount and memo, the last choice first next time', async () => {
  const user = userEvent.setup();
  window.localStorage.removeItem('hatvui.bankApp.v1');
  await openOrderForm(user, routes.rechargeBank.href(seed.users.other), /^1\.000 kim cương/);
  const memo = await createOrder(user);

  const apps = screen.getByRole('region', { name: 'Mở ứng dụng ngân hàng' });
  const links = within(apps).getAllByRole('link');
  expect(links.length).toBeGreaterThanOrEqual(5);
  for (const link of links) {
    const url = new URL(link.getAttribute('href')!);
    expect(url.host).toBe('dl.vietqr.io');
    expect(url.searchParams.get('ba')).toBe(`${DEFAULT_BANK.accountNumber}@${DEFAULT_BANK.vietQrCode}`);
    expect(url.searchParams.get('am')).toBe('200000');
    expect(url.searchParams.get('tn')).toBe(memo);
  }
  // The image, no download link (a dead end here), and how to keep it instead.
  expect(qrCode()?.tagName).toBe('IMG');
  expect(qrCode()?.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  expect(screen.queryByRole('link', { name: 'Lưu ảnh mã QR' })).not.toBeInTheDocument();
  expect(screen.getByText(/Nhấn giữ ảnh mã QR để lưu vào máy/)).toBeInTheDocument();

  const tpbank = within(apps).getByRole('link', { name: /TPBank Mobile/ });
  tpbank.addEventListener('click', (event) => event.preventDefault());
  await user.click(tpbank);
  expect(within(apps).getAllByRole('link')[0]).toHaveAccessibleName(/^TPBank Mobile.*Lần trước bạn dùng/);
});
