// Numbers, money and dates as Vietnamese readers expect them: 1.234, 50.000 ₫, 06/05/2024.
import { LOCALE } from './config';
import { TIME_ZONE } from './localeData';

const integer = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const vnd = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: 'VND', maximumFractionDigits: 0 });
const date = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: TIME_ZONE,
});
const dateTime = new Intl.DateTimeFormat(LOCALE, {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hour12: false,
  timeZone: TIME_ZONE,
});

/** 1234 → "1.234" */
export const formatCount = (value: number) => integer.format(value);

/** 50000 → "50.000 ₫" */
export const formatVnd = (value: number) => vnd.format(value);

/** A signed amount: "+1.234" or "−1.234" (a real minus sign). */
export const formatSigned = (value: number) => (value > 0 ? `+${integer.format(value)}` : value < 0 ? `−${integer.format(-value)}` : '0');

/** ISO 8601 → "06/05/2024" (Vietnam time). */
export const formatDate = (iso: string) => date.format(new Date(iso));

/** ISO 8601 → "06/05/2024 20:15" (Vietnam time). */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso)).replace(',', '');

/** Seconds → "3:05" or "1:02:03". */
export const formatDuration = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const rest = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${rest}` : `${m}:${rest}`;
};
