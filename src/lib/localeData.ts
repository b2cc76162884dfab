// The data behind Vietnamese numbers and dates: ICU's, which the browser loads the first time a page
// makes a format. Measured in Chromium 156 on this project's machine, each the first of its kind in a
// page: a locale 3 ms, then the list of the locales numbers are formatted in 7 ms (the same for any
// locale, en-US too), then a date format in Vietnam's time zone 2 ms; every format after those 0.3 ms.
// On the phone `npm run bench` simulates (about 7 times slower) the 12 ms are ~85 ms, and they fell
// inside the longest task of each share page: the evaluation of the route's code, whose
// src/lib/format.ts makes its formats as it is evaluated (bench/history.md, 2026-11-29).
import { LOCALE } from './config';

export const TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * Loads that data now, in three tasks of their own (timers), for a page that is about to format and is
 * waiting for the network meanwhile: the app's code, or its data. The longest, the number format's, is
 * about 50–70 ms on that phone; in two tasks the first was 73–83 ms.
 */
export function loadLocaleData() {
  setTimeout(() => new Intl.Locale(LOCALE).maximize(), 0);
  setTimeout(() => new Intl.NumberFormat(LOCALE).format(0), 0);
  setTimeout(() => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE }).format(0), 0);
}
