// A GET the server makes for a card (the item from the API, its cover from wherever the API says),
// bounded in time and in size: a slow host, an endless body or a huge file costs at most `timeoutMs`
// and `maxBytes`, then the card is drawn without it.

export interface Fetched {
  status: number;
  contentType: string;
  body: Buffer;
}

export class FetchLimitError extends Error {}

export async function fetchBounded(
  url: string,
  { timeoutMs, maxBytes, accept }: { timeoutMs: number; maxBytes: number; accept: string },
): Promise<Fetched> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new FetchLimitError(`${url}: no answer within ${timeoutMs} ms`)), timeoutMs);
  try {
    const response = await fetch(url, { headers: { Accept: accept }, signal: controller.signal, redirect: 'follow' });
    const declared = Number(response.headers.get('content-length') ?? Number.NaN);
    if (declared > maxBytes) throw new FetchLimitError(`${url}: ${declared} bytes is over ${maxBytes}`);
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
  } finally {
    clearTimeout(timer);
  }
}
