import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { formatVnd } from '../../../../src/lib/format';
import { paths } from '../../../../src/lib/paths';
import { DEFAULT_BANK, findBank } from '../../../../src/features/diamonds/lib/banks';
import { hasValidCrc, readTlv } from '../../../../src/features/diamonds/lib/vietqr';
import { ledgerOf, seed } from '../../../../src/mocks/db';
import { server } from '../../../../src/mocks/node';
import { PAGE_TIMEOUT, quietScrolling, renderApp, signedInAs, watchPosts } from '../../../support';

jest.setTimeout(20_000);
const { owner, other } = seed.users;
const text = (s: string) => s.replace(/\s/g, ' ');

beforeEach(quietScrolling);
afterEach(() => {
  // The copy tests replace these; jsdom has neither by default.
  delete (navigator as { clipboard?: unknown }).clipboard;
  delete (document as { execCommand?: unknown }).execCommand;
});

const qrPayload = () => screen.getByRole('img', { name: /^Mã VietQR/ }).getAttribute('data-payload') ?? '';
const detail = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;

describe('/recharge-bank/{uid}', () => {
  it('shows where to send how much, with a memo carrying the uid and a matching VietQR code', async () => {
    const user = userEvent.setup();
    renderApp(paths.rechargeBank.href(other));
    await user.click(await screen.findByRole('radio', { name: /^1\.000 kim cương/ }, PAGE_TIMEOUT));
    expect(detail('Số tài khoản')).toHaveTextContent(DEFAULT_BANK.accountNumber);
    expect(detail('Chủ tài khoản')).toHaveTextContent(DEFAULT_BANK.accountHolder);
    expect(detail('Số tiền')).toHaveTextContent(text(formatVnd(200_000)));
    expect(detail('Nội dung chuyển khoản')).toHaveTextContent('HATVUI 100002');

    const payload = qrPayload();
    expect(hasValidCrc(payload)).toBe(true);
    const tags = readTlv(payload);
    expect(tags['54']).toBe('200000');
    expect(readTlv(tags['62']!)['08']).toBe('HATVUI 100002');
    expect(readTlv(readTlv(tags['38']!)['01']!)).toEqual({ '00': DEFAULT_BANK.bin, '01': DEFAULT_BANK.accountNumber });

    // Another package, another amount in the code.
    await user.click(screen.getByRole('radio', { name: /^100 kim cương/ }));
    expect(readTlv(qrPayload())['54']).toBe('20000');
  });

  it('copies with the Clipboard API and says so where the person looks', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderApp(paths.rechargeBank.href(other));
    await screen.findByRole('radio', { name: /^500 kim cương/ }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Sao chép nội dung chuyển khoản' }));
    expect(writeText).toHaveBeenCalledWith('HATVUI 100002');
    expect(within(detail('Nội dung chuyển khoản')).getByRole('button')).toHaveTextContent('Đã sao chép');
    await user.click(screen.getByRole('button', { name: 'Sao chép số tiền' }));
    expect(writeText).toHaveBeenLastCalledWith('100000');
  });

  it('falls back to the selection copy where the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    renderApp(paths.rechargeBank.href(other));
    await screen.findByRole('radio', { name: /^500 kim cương/ }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Sao chép số tài khoản' }));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(await screen.findByText('Đã sao chép')).toBeInTheDocument();
  });

  it('records a pending request after "Tôi đã chuyển khoản", and says what happens next', async () => {
    const posts = watchPosts('/diamonds/manual');
    const user = userEvent.setup();
    const { store } = renderApp(paths.rechargeBank.href(other), signedInAs(owner));
    await user.click(await screen.findByRole('radio', { name: /^2\.500 kim cương/ }, PAGE_TIMEOUT));
    await user.click(screen.getByRole('button', { name: 'Tôi đã chuyển khoản' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`Bạn đã chuyển ${text(formatVnd(500_000))} đến Vietcombank`);
    expect(dialog).toHaveTextContent('với nội dung HATVUI 100002');
    expect(dialog).toHaveTextContent('Trần Minh Khôi (ID 100002) sẽ nhận 2.750 kim cương');
    await user.click(within(dialog).getByRole('button', { name: 'Đúng, tôi đã chuyển' }));

    expect(await screen.findByRole('heading', { name: 'Đã ghi nhận yêu cầu nạp' })).toBeInTheDocument();
    expect(screen.getByText('Đang chờ xác nhận')).toBeInTheDocument();
    expect(screen.getByText(/Kim cương thường được cộng sau 5–30 phút/)).toBeInTheDocument();
    expect(store.getState().flags.bankRecharge).toBe(true);
    posts.stop();
    expect(await posts.seen[0]!.body).toEqual({ uid: other, diamonds: 2750, price_vnd: 500_000, transfer_content: 'HATVUI 100002' });
    expect(ledgerOf(other)[0]).toMatchObject({ type: 'bank_recharge', status: 'pending', diamonds: 2750 });
  });

  it('sets the flag to false when the request is refused', async () => {
    server.use(
      http.post('*/v1/diamonds/manual', () => HttpResponse.json({ message: 'Nội dung chuyển khoản không hợp lệ.', code: 'VALIDATION' }, { status: 400 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { store } = renderApp(paths.rechargeBank.href(other), signedInAs(owner));
    await screen.findByRole('radio', { name: /^500 kim cương/ }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Tôi đã chuyển khoản' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đúng, tôi đã chuyển' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Nội dung chuyển khoản không hợp lệ.');
    expect(store.getState().flags.bankRecharge).toBe(false);
  });

  it('asks a signed-out person to sign in first, keeping the package', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(paths.rechargeBank.href(other));
    await user.click(await screen.findByRole('radio', { name: /^250 kim cương/ }, PAGE_TIMEOUT));
    await user.click(screen.getByRole('button', { name: 'Tôi đã chuyển khoản' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.login.path));
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      paths.login.href(`${paths.rechargeBank.href(other)}?goi=goi-250`),
    );
  });
});

describe('/recharge-bank-id/{uid}', () => {
  it('asks for a bank first, then shows that bank’s account and sends its bank_id', async () => {
    const posts = watchPosts('/diamonds/manual-by-bank');
    const user = userEvent.setup();
    const { store } = renderApp(paths.rechargeBankId.href(other), signedInAs(owner));
    await screen.findByRole('radio', { name: /Techcombank/ }, PAGE_TIMEOUT);
    expect(screen.queryByRole('img', { name: /^Mã VietQR/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tôi đã chuyển khoản' }));
    expect(screen.getByText('Hãy chọn một ngân hàng.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    const tcb = findBank('tcb')!;
    await user.click(screen.getByRole('radio', { name: /Techcombank/ }));
    expect(detail('Số tài khoản')).toHaveTextContent(tcb.accountNumber);
    expect(readTlv(readTlv(readTlv(qrPayload())['38']!)['01']!)['00']).toBe(tcb.bin);

    await user.click(screen.getByRole('button', { name: 'Tôi đã chuyển khoản' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(`đến Techcombank, số tài khoản ${tcb.accountNumber}`);
    await user.click(within(dialog).getByRole('button', { name: 'Đúng, tôi đã chuyển' }));
    expect(await screen.findByRole('heading', { name: 'Đã ghi nhận yêu cầu nạp' })).toBeInTheDocument();
    expect(store.getState().flags.bankIdRecharge).toBe(true);
    posts.stop();
    expect(await posts.seen[0]!.body).toEqual({
      uid: other,
      bank_id: 'tcb',
      diamonds: 525,
      price_vnd: 100_000,
      transfer_content: 'HATVUI 100002',
    });
  });

  it('keeps the chosen bank through sign-in', async () => {
    renderApp(`${paths.rechargeBankId.href(other)}?goi=goi-100&nh=mb`, signedInAs(owner));
    expect(await screen.findByRole('radio', { name: /MB Bank/ }, PAGE_TIMEOUT)).toBeChecked();
    expect(screen.getByRole('radio', { name: /^100 kim cương/ })).toBeChecked();
  });

  it('sets the flag to false when the request is refused', async () => {
    server.use(
      http.post('*/v1/diamonds/manual-by-bank', () => HttpResponse.json({ message: 'Ngân hàng tạm ngừng nhận.', code: 'VALIDATION' }, { status: 400 }), {
        once: true,
      }),
    );
    const user = userEvent.setup();
    const { store } = renderApp(`${paths.rechargeBankId.href(other)}?nh=acb`, signedInAs(owner));
    await screen.findByRole('radio', { name: /ACB/ }, PAGE_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Tôi đã chuyển khoản' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Đúng, tôi đã chuyển' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ngân hàng tạm ngừng nhận.');
    expect(store.getState().flags.bankIdRecharge).toBe(false);
  });

  it('says plainly that an unknown uid has no account', async () => {
    renderApp(paths.rechargeBankId.href(seed.users.unknown));
    expect(await screen.findByRole('heading', { name: 'Không tìm thấy người nhận' }, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Tôi đã chuyển khoản' })).not.toBeInTheDocument();
  });
});
