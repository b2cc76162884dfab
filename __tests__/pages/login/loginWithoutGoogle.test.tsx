import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '../../../src/lib/paths';
import { seed } from '../../../src/mocks/db';
import { renderApp } from '../../support/render';

// No GOOGLE_CLIENT_ID in this environment (as in `npm start` without settings).
describe('the login page without a Google client id', () => {
  it('warns in the console and says sign-in with Google is unavailable, instead of a dead button', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderApp(paths.login.href());
    expect(await screen.findByText(/Đăng nhập bằng Google hiện chưa khả dụng/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Đăng nhập bằng Google/ })).toBeNull();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GOOGLE_CLIENT_ID'));
    warn.mockRestore();
  });

  it('offers the sandbox sign-in as a seeded user, through the same login call', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { store, router } = renderApp(paths.login.href(paths.terms.href()));
    await user.selectOptions(await screen.findByLabelText('Tài khoản mẫu', {}, { timeout: 5000 }), seed.users.other);
    await user.click(screen.getByRole('button', { name: 'Đăng nhập thử' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.terms.path));
    await waitFor(() => expect(store.getState().user.owner?.uid).toBe(seed.users.other));
  });
});
