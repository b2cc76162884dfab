import { http, HttpResponse } from 'msw';
import { HISTORY_FILTERS, HISTORY_FILTER_TYPES, type Owner, type Transaction } from '../../api/contract';
import { db, findUser, ledgerOf, recordTransaction, toSummary } from '../db';
import { thousands } from '../format';
import { ApiFailure, authedGet, authedPostJson, clientAddressOf, guestOrAuthedPostJson, invalid, notFound } from '../http';
import { isoVN } from '../time';
import { asFields, oneOf, pageParam, paginate, positiveInt, text, type Fields } from '../validate';

const MAX_DIAMONDS = 1_000_000;
const MAX_PRICE_VND = 100_000_000;
const TRANSFER_CONTENT_MAX = 19;

const receiverOf = (fields: Fields): Owner => {
  const uid = text(fields.uid, { label: 'Mã người nhận (uid)', max: 32 });
  const receiver = findUser(uid);
  if (!receiver) throw notFound('Không tìm thấy người dùng.');
  return receiver;
};

const amountsOf = (fields: Fields) => ({
  diamonds: positiveInt(fields.diamonds, 'Số kim cương', MAX_DIAMONDS),
  price: positiveInt(fields.price_vnd, 'Số tiền (price_vnd)', MAX_PRICE_VND),
});

/** What a bank transfer's description may hold: banks drop diacritics and most symbols. */
const transferContentOf = (fields: Fields): string => {
  const content = text(fields.transfer_content, { label: 'Nội dung chuyển khoản', max: TRANSFER_CONTENT_MAX });
  if (!/^[A-Za-z0-9 .\-_]+$/.test(content)) {
    throw invalid('Nội dung chuyển khoản chỉ được gồm chữ không dấu, chữ số và khoảng trắng.');
  }
  return content;
};

/** Someone topping up another person's account is named on the receiver's entry (a guest has no name). */
const payerNote = (payer: Owner | null, receiver: Owner) =>
  !payer ? ' · khách nạp hộ' : payer.uid === receiver.uid ? '' : ` · ${payer.name} nạp hộ`;

/** How many guest orders one client address may make within GUEST_WINDOW_MS (CONTRACT.md: "bounds guest orders per client address"). */
export const GUEST_ORDER_LIMIT = 20;
export const GUEST_WINDOW_MS = 10 * 60 * 1000;
/** How many addresses are remembered at most: the oldest are forgotten first, so the map never grows without bound. */
const GUEST_ADDRESSES_KEPT = 10_000;

/**
 * Counts a guest order against its address, or refuses it (429 with Retry-After: the seconds until the
 * oldest order in the window leaves it). Only orders carried out count: a repeat of a key is replayed
 * before this runs.
 */
const admitGuestOrder = (request: Request, now = Date.now()) => {
  const address = clientAddressOf(request);
  const recent = (db.guestOrders.get(address) ?? []).filter((at) => now - at < GUEST_WINDOW_MS);
  if (recent.length >= GUEST_ORDER_LIMIT) {
    const waitS = Math.max(1, Math.ceil((recent[0]! + GUEST_WINDOW_MS - now) / 1000));
    db.guestOrders.set(address, recent);
    throw new ApiFailure(429, 'RATE_LIMITED', 'Bạn đã tạo nhiều lệnh nạp liên tiếp. Hãy đợi một lúc rồi thử lại.', {
      'Retry-After': String(waitS),
    });
  }
  db.guestOrders.delete(address);
  db.guestOrders.set(address, [...recent, now]);
  if (db.guestOrders.size > GUEST_ADDRESSES_KEPT) db.guestOrders.delete(db.guestOrders.keys().next().value!);
};

/** A memo as banks compare it: upper case, single spaces. */
const memoKey = (content: string) => content.trim().replace(/\s+/g, ' ').toUpperCase();

/** A bank order: pending until a statement line with its memo and its amount arrives. */
const pendingBankRecharge = (
  request: Request,
  payer: Owner | null,
  receiver: Owner,
  diamonds: number,
  price: number,
  content: string,
  bank: string,
) => {
  const memo = memoKey(content);
  if (db.bankOrders.has(memo)) {
    throw invalid('Nội dung chuyển khoản này đã thuộc về một yêu cầu khác. Hãy tạo yêu cầu mới.');
  }
  if (!payer) admitGuestOrder(request);
  const tx = recordTransaction(receiver.uid, {
    type: 'bank_recharge',
    diamonds,
    balance_after: receiver.diamonds,
    status: 'pending',
    note: `Chuyển khoản${bank} · ${content} · ${thousands(price)} ₫${payerNote(payer, receiver)}\nĐang chờ tiền về.`,
    counterparty: !payer || payer.uid === receiver.uid ? null : toSummary(payer),
    created_at: isoVN(Date.now()),
  });
  db.bankOrders.set(memo, { uid: receiver.uid, priceVnd: price, tx });
  return tx;
};

/**
 * Sandbox only: a line of the bank statement arrives (`{ content, amount_vnd }`). The open order with
 * that memo and exactly that amount is credited; anything else is left for people to look at (404).
 */
const bankStatementLine = http.post('*/sandbox/bank-statement', async ({ request }) => {
  const raw: unknown = await request.json().catch(() => null);
  const fields = asFields(typeof raw === 'object' && raw !== null ? raw : {});
  const content = typeof fields.content === 'string' ? memoKey(fields.content) : '';
  const amount = Number(fields.amount_vnd);
  const order = [...db.bankOrders.entries()].find(([memo]) => content.includes(memo));
  const receiver = order ? findUser(order[1].uid) : undefined;
  if (!order || !receiver || order[1].priceVnd !== amount) {
    return HttpResponse.json({ message: 'Không có yêu cầu nào khớp nội dung và số tiền này.', code: 'NOT_FOUND' }, { status: 404 });
  }
  const [memo, { tx }] = order;
  db.bankOrders.delete(memo);
  receiver.diamonds += tx.diamonds;
  Object.assign(tx, { status: 'success', balance_after: receiver.diamonds, note: tx.note.replace(/\nĐang chờ tiền về\.$/, '') });
  return HttpResponse.json({ data: tx });
});

export const diamondHandlers = [
  bankStatementLine,
  authedPostJson('/diamonds/increase', ({ body, user }): Transaction => {
    const fields = asFields(body);
    const receiver = receiverOf(fields);
    const packageId = text(fields.package_id, { label: 'Gói nạp (package_id)', max: 64 });
    const { diamonds, price } = amountsOf(fields);
    receiver.diamonds += diamonds;
    return recordTransaction(receiver.uid, {
      type: 'recharge',
      diamonds,
      balance_after: receiver.diamonds,
      status: 'success',
      note: `Nạp gói ${packageId} · ${thousands(price)} ₫${payerNote(user, receiver)}`,
      counterparty: user.uid === receiver.uid ? null : toSummary(user),
      created_at: isoVN(Date.now()),
    });
  }),

  // A bank order may be a guest's (no Authorization): it is checked in full before it counts against
  // the address, so a refused one never does.
  guestOrAuthedPostJson('/diamonds/manual', ({ body, user, request }): Transaction => {
    const fields = asFields(body);
    const receiver = receiverOf(fields);
    const { diamonds, price } = amountsOf(fields);
    const content = transferContentOf(fields);
    return pendingBankRecharge(request, user, receiver, diamonds, price, content, '');
  }),

  guestOrAuthedPostJson('/diamonds/manual-by-bank', ({ body, user, request }): Transaction => {
    const fields = asFields(body);
    const receiver = receiverOf(fields);
    const bankId = text(fields.bank_id, { label: 'Ngân hàng (bank_id)', max: 32 });
    const { diamonds, price } = amountsOf(fields);
    const content = transferContentOf(fields);
    return pendingBankRecharge(request, user, receiver, diamonds, price, content, ` ${bankId.toUpperCase()}`);
  }),

  authedPostJson('/diamonds/transfer', ({ body, user }): Transaction => {
    const fields = asFields(body);
    const receiverUid = text(fields.receiver_uid, { label: 'Mã người nhận (receiver_uid)', max: 32 });
    const diamonds = positiveInt(fields.diamonds, 'Số kim cương', MAX_DIAMONDS);
    const note = text(fields.note, { label: 'Lời nhắn', max: 200, optional: true });
    const receiver = findUser(receiverUid);
    if (!receiver) throw notFound('Không tìm thấy người nhận.');
    if (receiver.uid === user.uid) throw invalid('Không thể tự chuyển kim cương cho chính mình.');
    if (user.diamonds < diamonds) {
      throw new ApiFailure(
        400,
        'INSUFFICIENT_BALANCE',
        `Số dư không đủ: bạn có ${thousands(user.diamonds)} kim cương, cần ${thousands(diamonds)} kim cương.`,
      );
    }
    const at = isoVN(Date.now());
    user.diamonds -= diamonds;
    receiver.diamonds += diamonds;
    recordTransaction(receiver.uid, {
      type: 'transfer_in',
      diamonds,
      balance_after: receiver.diamonds,
      status: 'success',
      note,
      counterparty: toSummary(user),
      created_at: at,
    });
    return recordTransaction(user.uid, {
      type: 'transfer_out',
      diamonds: -diamonds,
      balance_after: user.diamonds,
      status: 'success',
      note,
      counterparty: toSummary(receiver),
      created_at: at,
    });
  }),

  authedGet('/diamonds/transaction-history', ({ query, user }) => {
    const page = pageParam(query);
    const filter = oneOf(query.get('filter') ?? 'all', HISTORY_FILTERS, `Bộ lọc không hợp lệ. Chọn một trong: ${HISTORY_FILTERS.join(', ')}.`);
    const types = HISTORY_FILTER_TYPES[filter];
    return paginate(
      ledgerOf(user.uid).filter((tx) => types.includes(tx.type)),
      page,
    );
  }),
];
