// A store of an earlier test never speaks for the next one (support/storeMirrors.ts): CI once had the
// signed-in person's "Nạp cho chính tôi" vanish under the click, when a request of the test before
// answered late into that test's signed-out store.
import { act, screen } from '@testing-library/react';
import type { AppStore } from '../../src/app/store';
import { routes } from '../../src/lib/routes';
import { seed } from '../../src/mocks/db';
import { PAGE_TIMEOUT, renderApp, signedInAs } from '.';

let earlier: AppStore;

it('(a signed-out visitor, whose store outlives the test)', async () => {
  earlier = (await renderApp(routes.topUp.href())).store;
  expect(await screen.findByRole('heading', { level: 1, name: 'Nạp kim cương' }, PAGE_TIMEOUT)).toBeInTheDocument();
});

it('the next test’s signed-in person keeps their controls when that store changes late', async () => {
  await renderApp(routes.topUp.href(), signedInAs(seed.users.owner));
  const own = await screen.findByRole('button', { name: /^Nạp cho chính tôi/ }, PAGE_TIMEOUT);
  act(() => {
    earlier.dispatch({ type: 'late/answer' });
  });
  expect(own).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Nạp cho chính tôi/ })).toBe(own);
});
