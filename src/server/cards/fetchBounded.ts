// A GET the server makes for a card (the item from the API, its cover from the API's origin or a
// listed image host), bounded in time, in size and in where it goes: a slow host, an endless body or a
// huge file costs at most `timeoutMs` and `maxBytes`, then the card is drawn without it; a URL, or a
// redirect, to any origin but `origins` is never asked (a cover naming 127.0.0.1's admin page, or
// redirecting there, would otherwise be drawn into a public card).

export interface Fetched {
  status: number;
  contentType: string;
  body: Buffer;
}

export interface FetchLimits {
  timeoutMs: number;
  maxBytes: number;
  accept: string;
  /** The origins (`https://cdn.example.com`) that may be asked, at every redirect too. */
  origins: readonly string[];
}

class FetchLimitError extends Error {}
/** A URL, or a redirect's target, that is not on an allowed origin: never asked. */
export class FetchRefusedError extends Error {}

/** Redirects followed (each checked) before giving up. */
export const MAX_REDIRECTS = 3;
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** `url` as a URL when it is http(s) on one of `origins`, else undefined. */
function allowed(url: string, origins: readonly string[]): URL | undefined {
  try {
    const parsed = new URL(url);
    const web = parsed.protocol === 'https:' || parsed.protocol === 'http:';
    return web && !parsed.username && !parsed.password && origins.includes(parsed.origin) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export async function fetchBounded(url: string, { timeoutMs, maxBytes, accept, origins }: FetchLimits): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchLimitError(`${url}: no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    let target = url;
    for (let hop = 0; ; hop += 1) {
      if (!allowed(target, origins)) throw new FetchRefusedError(`${target}: not an origin the cards may fetch from`);
      // Followed here, not by fetch: each hop's origin is checked before it is asked.
      const response = await fetch(target, { headers: { Accept: accept }, signal: controller.signal, redirect: 'manual' });
      const location = REDIRECTS.has(response.status) ? response.headers.get('location') : null;
      if (location === null) return await readBounded(response, target, maxBytes, controller);
      void response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new FetchLimitError(`${url}: more than ${MAX_REDIRECTS} redirects`);
      target = new URL(location, target).toString();
    }
  } finally {
    clearTimeout(timer);
  }
}

async function readBounded(response: Response, url: string, maxBytes: number, controller: AbortController): Promise<Fetched> {
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (declared > maxBytes) {
    controller.abort();
    throw new FetchLimitError(`${url}: ${declared} bytes is over ${maxBytes}`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (response.body) {
    const reader = response.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        const error = new FetchLimitError(`${url}: over ${maxBytes} bytes`);
        // Drops the connection; the body is not waited for (a cancel can wait on the sender).
        controller.abort(error);
        throw error;
      }
      chunks.push(value);
    }
  }
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: Buffer.concat(chunks) };
}
