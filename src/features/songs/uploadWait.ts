// How long the page waits for the server's answer once the whole video has been sent: the server
// stores the file before it answers, which for a large one takes minutes. Every proxy in front of the
// API must wait at least as long (deploy/nginx.conf, the upload's location; src/server/apiProxy.ts).
// (It imports nothing from validation.ts: songsApi needs it, and songsApi sits in the store chunk every
// page loads, so what it imports is paid for on every page.)

/** A mebibyte, as file sizes are counted here (validation.ts uses the same). */
export const MB = 1024 * 1024;

/** Two minutes for any upload… */
const SAVE_WAIT_BASE_MS = 2 * 60_000;
/** …plus a second for every megabyte sent (the server storing about 1 MB a second at worst)… */
const SAVE_WAIT_PER_MB_MS = 1_000;
/** …and never more than ten minutes (a 500 MB video reaches it). */
export const SAVE_WAIT_MAX_MS = 10 * 60_000;

/** The wait for the answer after the last byte of an upload of `bytes`. */
export const serverSaveWaitMs = (bytes: number): number =>
  Math.min(SAVE_WAIT_MAX_MS, SAVE_WAIT_BASE_MS + Math.ceil(Math.max(0, bytes) / MB) * SAVE_WAIT_PER_MB_MS);
