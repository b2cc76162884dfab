import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { routes } from '../../../src/lib/routes';
import { absoluteUrl } from '../../../src/lib/siteMeta';
import { seed } from '../../../src/mocks/db';
import { PAGE_TIMEOUT, renderApp } from '../../support';
import { USER_AGENTS } from '../../support/userAgents';

// Sharing from Zalo's in-app browser on Android: no share sheet there, so the targets people use here.
jest.setTimeout(15_000);

beforeAll(() => {
  Object.defineProperty(navigator, 'userAgent', { value: USER_AGENTS.zaloAndroid, configurable: true });
  Object.assign(navigator, { share: undefined });
});

it('offers Facebook’s sharer and copying for Zalo, each URL the canonical page naming its target', async () => {
  const user = userEvent.setup();
  const writeText = jest.spyOn(navigator.clipboard, 'writeText');
  await renderApp(routes.room.href(seed.rooms.live));
  const share = await screen.findByRole('button', { name: 'Chia sẻ' }, PAGE_TIMEOUT);
  expect(share).toHaveAttribute('aria-expanded', 'false');
  await user.click(share);
  expect(share).toHaveAttribute('aria-expanded', 'true');
  const targets = screen.getByRole('list', { name: 'Chia sẻ qua' });
  const canonical = absoluteUrl(routes.room.href(seed.rooms.live));

  const facebook = new URL(within(targets).getByRole('link', { name: 'Facebook' }).getAttribute('href')!);
  expect(`${facebook.origin}${facebook.pathname}`).toBe('https://www.facebook.com/sharer/sharer.php');
  expect(facebook.searchParams.get('u')).toBe(`${canonical}?utm_source=facebook`);
  expect(within(targets).queryByRole('link', { name: /Messenger/ })).not.toBeInTheDocument();

  await user.click(within(targets).getByRole('button', { name: /^Zalo/ }));
  expect(writeText).toHaveBeenLastCalledWith(`${canonical}?utm_source=zalo`);
  expect(await screen.findByText(/mở Zalo và dán vào cuộc trò chuyện/)).toHaveAttribute('role', 'status');

  await user.click(within(targets).getByRole('button', { name: 'Sao chép liên kết' }));
  expect(writeText).toHaveBeenLastCalledWith(canonical);
});
