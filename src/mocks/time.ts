// The API speaks Vietnamese local time: ISO 8601 with a +07:00 offset (CONTRACT.md: times carry an offset).
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const VN_OFFSET = 7 * HOUR;

export const isoVN = (ms: number): string => `${new Date(ms + VN_OFFSET).toISOString().slice(0, 19)}+07:00`;

/** `vnTime('2023-12-24T20:00')`: a wall-clock time in Việt Nam, as epoch milliseconds. */
export const vnTime = (local: string): number => {
  const withSeconds = local.length === 16 ? `${local}:00` : local;
  return Date.parse(`${withSeconds}+07:00`);
};

/** Midnight (Việt Nam) of the day holding `ms`. */
export const startOfDayVN = (ms: number): number => ms - ((ms + VN_OFFSET) % DAY);

/** dd/MM/yyyy, as the app's copy writes dates. */
export const dateVN = (ms: number): string => {
  const iso = new Date(ms + VN_OFFSET).toISOString();
  return `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
};
