import { apiOrigin } from '../lib/config';
import type { PublicRequest } from '../lib/routes';

// What a call to the API is, and its URL (under /v1, on the API's origin).

/** A call's URL path and query under the API's origin (`/v1/…?…`). */
export const requestPath = ({ url, params }: PublicRequest): string => {
  const target = new URL(`/v1${url}`, 'http://api');
  for (const [key, value] of Object.entries(params ?? {})) {
    if (value !== undefined) target.searchParams.set(key, String(value));
  }
  return `${target.pathname}${target.search}`;
};

export const buildUrl = (url: string, params?: Record<string, string | number | undefined>): string =>
  `${apiOrigin()}${requestPath({ url, params })}`;

/** A call to the API: a public GET (src/lib/routes.ts) or any other. */
export interface RequestArgs extends PublicRequest {
  method?: 'GET' | 'POST';
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Send `Authorization: Bearer <token>`; public calls never send it. */
  auth?: boolean;
  /** Required on every POST: the key of the user confirmation this request carries out. */
  idempotencyKey?: string;
}
