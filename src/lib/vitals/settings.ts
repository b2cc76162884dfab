// The field measurements' build settings (webpack.config.ts SETTINGS; README), read in their own chunk:
// src/lib/config.ts is in the entry, whose every byte counts against the landing page's budget.
const env = (value: string | undefined): string => (value ?? '').trim();

/** Where pages send their field measurements (web vitals): the production server's /rum. */
export const RUM_URL = env(process.env.RUM_URL) || '/rum';
/** The share of visits (0–1) that measure and send them; unset is every visit, anything but a number none. */
export const RUM_SAMPLE = Number(env(process.env.RUM_SAMPLE) || 1);
