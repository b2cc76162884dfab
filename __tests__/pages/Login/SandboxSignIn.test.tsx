import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../src/lib/routes';
import { seed } from '../../../src/mocks/db';
import { server } from '../../../src/mocks/node';
import { PAGE_TIMEOUT, renderApp } from '../../support';

// No GOOGLE_CLIENT_ID in this environment (as in `npm start` without settings).
describe('the login page without a Google client id', () => {
  it('warns in the console and says sign-in with Google is unavailable, instead of a dead button', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp(routes.login.href());
    expect(await screen.findByText(/Đăng nhập bằng Google hiện chưa khả dụng/, {}, PAGE_TIMEOUT)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Đăng nhập bằng Google/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GOOGLE_CLIENT_ID'));
    warn.mockRestore();
  });

  it('offers the sandbox sign-in as a seeded user, through the same login call', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { store, router } = await renderApp(routes.login.href(routes.terms.href()));
    await user.selectOptions(await screen.findByLabelText('Tài khoản mẫu', {}, PAGE_TIMEOUT), seed.users.other);
    await user.click(screen.getByRole('button', { name: 'Đăng nhập thử' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(routes.terms.path));
    await waitFor(() => expect(store.getState().user.owner?.uid).toBe(seed.users.other));
  });
});

describe('the sandbox sign-in', () => {
  it('learns its test accounts from the sandbox API and names each one', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    await renderApp(routes.login.href());
    const select = await screen.findByLabelText('Tài khoản mẫu', {}, PAGE_TIMEOUT);
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => (option as HTMLOptionElement).value)).toEqual(seed.sandboxUsers);
    expect((select as HTMLSelectElement).value).toBe(seed.users.owner);
  });

  it('says so, with a retry, when the list cannot be loaded', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    server.use(http.get('*/v1/sandbox/accounts', () => HttpResponse.error(), { once: true }));
    const user = userEvent.setup();
    await renderApp(routes.login.href());
    expect(await screen.findByText('Không tải được danh sách tài khoản mẫu.', {}, PAGE_TIMEOUT)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Thử lại' }));
    expect(await screen.findByLabelText('Tài khoản mẫu')).toBeInTheDocument();
  });
});
