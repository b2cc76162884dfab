import { API_URL } from '../lib/config';

// What a /v1 call is: its arguments and its URL. A module of its own (no RTK Query) so that the entry
// can build the same requests as the endpoints (src/api/earlyRequests.ts).

const apiOrigin = () => API_URL || globalThis.location?.origin || '';

export const buildUrl = (url: string, params?: Record<string, string | number | undefined>): string => {
  const target = new URL(`${apiOrigin()}/v1${url}`);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target.toString();
};

export interface RequestArgs {
  /** Path under /v1, starting with a slash. */
  url: string;
  method?: 'GET' | 'POST';
  params?: Record<string, string | number | undefined>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Send `Authorization: Bearer <token>`; public calls never send it. */
  auth?: boolean;
  /** Required on every POST: the key of the user confirmation this request carries out. */
  idempotencyKey?: string;
}
