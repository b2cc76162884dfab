import { screen } from '@testing-library/react';
import { routes } from '../../../src/lib/routes';
import { fakeGoogle } from '../../support/fakeGoogle';
import { PAGE_TIMEOUT, renderApp } from '../../support';
import { USER_AGENTS } from '../../support/userAgents';

// The login page inside Facebook's in-app browser on Android: Google would refuse, so no Google button
// and no Google script, only the way to Chrome with this page (and its next).
jest.mock('../../../src/lib/config', () => ({
  ...jest.requireActual<object>('../../../src/lib/config'),
  GOOGLE_CLIENT_ID: 'test-client.apps.googleusercontent.com',
}));

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', { value: USER_AGENTS.facebookAndroid, configurable: true });
});
beforeEach(() => fakeGoogle.reset());

it('offers Chrome with the same page and its next, and never Google', async () => {
  const next = `${routes.recharge.href('100002')}?goi=goi-2500`;
  await renderApp(routes.login.href(next));
  const open = await screen.findByRole('link', { name: 'Mở bằng Chrome để đăng nhập' }, PAGE_TIMEOUT);
  const match = /^intent:\/\/([^#]*)#Intent;scheme=(https?);package=com\.android\.chrome;S\.browser_fallback_url=([^;]*);end$/.exec(
    open.getAttribute('href')!,
  );
  expect(match).not.toBeNull();
  const opened = new URL(`${match![2]}://${match![1]}`);
  expect(opened.pathname).toBe(routes.login.path);
  expect(opened.searchParams.get('next')).toBe(next);
  expect(decodeURIComponent(match![3]!)).toBe(opened.href);
  expect(screen.getByText(/Google không cho đăng nhập trong Facebook/)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Google/ })).not.toBeInTheDocument();
  expect(fakeGoogle.requests).toHaveLength(0);
});
