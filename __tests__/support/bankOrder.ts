// A bank top-up order on its page (/recharge-bank/{uid}, /recharge-bank-id/{uid}), as a person meets
// it: the form, the order's card, its QR code and details.
import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import type { AppStore } from '../../src/app/store';
import { userApi } from '../../src/features/user/userApi';
import { seed } from '../../src/mocks/db';
import { PAGE_TIMEOUT, renderApp } from './render';
import { signedInAs } from './store';

type User = ReturnType<typeof userEvent.setup>;

/** "HATVUI", a space and 8 characters of A–Z and 2–9 without I and O (CONTRACT.md, memo.ts). */
export const ORDER_MEMO = /^HATVUI [A-HJ-NP-Z2-9]{8}$/;
export const PENDING_ORDER_TITLE = 'Lệnh nạp đã tạo: hãy chuyển khoản';

export const qrCode = () => screen.queryByRole('img', { name: /^Mã VietQR/ });
export const qrPayload = () => qrCode()?.getAttribute('data-payload') ?? '';
/** The transfer to make, as the order's card shows it. */
const transferCard = () => screen.getByRole('region', { name: 'Chuyển đúng số tiền, đúng nội dung' });
/** One line of the transfer's details (its value and copy button). */
export const transferDetail = (label: string) => within(transferCard()).getByText(label, { selector: 'dt' }).nextElementSibling as HTMLElement;
/** The memo the order's card asks for. */
export const shownMemo = () => transferDetail('Nội dung chuyển khoản').querySelector('.bank-details__value')?.textContent ?? '';
export const createOrderButton = () => screen.getByRole('button', { name: 'Tạo lệnh chuyển khoản' });

/** The signed-in person's account is known to the page (orders are kept per account). */
export const ownerLoaded = (store: AppStore) => waitFor(() => expect(userApi.endpoints.getOwner.select()(store.getState()).data).toBeDefined());

/** Opens `path` signed in as the owner, with a package chosen, ready to create the order. */
export async function openOrderForm(user: User, path: string, pkg: RegExp = /^500 kim cương/) {
  const view = await renderApp(path, signedInAs(seed.users.owner));
  await user.click(await screen.findByRole('radio', { name: pkg }, PAGE_TIMEOUT));
  await ownerLoaded(view.store);
  return view;
}

/** Creates the order and waits for its card; returns the memo it shows. */
export async function createOrder(user: User) {
  await user.click(createOrderButton());
  expect(await screen.findByRole('heading', { name: PENDING_ORDER_TITLE })).toBeInTheDocument();
  return shownMemo();
}
