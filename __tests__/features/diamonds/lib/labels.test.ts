/**
 * @jest-environment node
 */
import { readableNote } from '../../../../src/features/diamonds/lib/labels';

// The API writes package ids into notes; people read names.
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

it.each([
  ['Nạp gói tuy-chon · 100.000 ₫', 'Nạp gói tự chọn · 100.000 ₫'],
  ['Nạp gói goi-2500 · 500.000 ₫ · Minh nạp hộ', 'Nạp gói 2.500 kim cương · 500.000 ₫ · Minh nạp hộ'],
  ['Nạp gói kc-500 · 50.000 ₫', 'Nạp gói 500 kim cương · 50.000 ₫'],
  ['tuy-chon', 'tự chọn'],
])('reads %p as words', (note, shown) => {
  expect(plain(readableNote(note))).toBe(shown);
});

it.each(['Chuyển khoản VCB · HATVUI 7KQ2XM9P · 100.000 ₫', 'xtuy-chon', 'goi-abc', 'mua-goi-500x', 'Cảm ơn bạn!'])('leaves %p as written', (note) => {
  expect(readableNote(note)).toBe(note);
});
