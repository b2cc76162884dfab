import { API_URL } from '../lib/config';

// The URL of a /v1 call. A module of its own (no RTK Query) so that the entry can build the same URLs
// as the endpoints (src/api/earlyRequests.ts).

const apiOrigin = () => API_URL || globalThis.location?.origin || '';

export const buildUrl = (url: string, params?: Record<string, string | number | undefined>): string => {
  const target = new URL(`${apiOrigin()}/v1${url}`);
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return target.toString();
};
