import { messageForStatus, TRANSPORT_MESSAGES, type ApiError } from '../../api/apiError';
import { buildUrl, REQUEST_TIMEOUT_MS } from '../../api/baseQuery';
import type { FailureBody } from '../../api/contract';

export interface MultipartRequest {
  /** Path under /v1. */
  url: string;
  form: FormData;
  token: string;
  idempotencyKey: string;
  signal?: AbortSignal;
  /** Share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Give up when nothing has moved for this long (a large video may take minutes in total). */
  idleTimeoutMs?: number;
}

export type MultipartResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

const transport = (status: 'FETCH_ERROR' | 'TIMEOUT_ERROR' | 'PARSE_ERROR'): ApiError => ({
  status,
  code: status,
  message: TRANSPORT_MESSAGES[status],
});

const httpFailure = (status: number, body: Partial<FailureBody> | null): ApiError => ({
  status,
  code: typeof body?.code === 'string' ? body.code : status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
  message: typeof body?.message === 'string' && body.message ? body.message : messageForStatus(status),
});

/** The /v1 envelope read the way baseQuery reads it. */
const readEnvelope = (status: number, text: string): MultipartResult => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { error: status === 200 ? transport('PARSE_ERROR') : httpFailure(status, null) };
  }
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (status !== 200) return { error: httpFailure(status, envelope as Partial<FailureBody>) };
  if (!('data' in envelope)) return { error: transport('PARSE_ERROR') };
  return { data: envelope.data };
};

/**
 * An authenticated multipart POST through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not). Resolves, never rejects, with the payload or an `ApiError`, like baseQuery.
 */
export const sendMultipart = ({
  url,
  form,
  token,
  idempotencyKey,
  signal,
  onProgress,
  idleTimeoutMs = REQUEST_TIMEOUT_MS,
}: MultipartRequest): Promise<MultipartResult> =>
  new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let settled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: MultipartResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener('abort', cancel);
      resolve(result);
    };
    // Settle first, then abort: whatever the request still does afterwards no longer counts.
    const giveUp = (status: 'FETCH_ERROR' | 'TIMEOUT_ERROR') => {
      settle({ error: transport(status) });
      xhr.abort();
    };
    const cancel = () => giveUp('FETCH_ERROR');
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => giveUp('TIMEOUT_ERROR'), idleTimeoutMs);
    };

    xhr.open('POST', buildUrl(url));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    let sent = 0;
    const report = (fraction: number) => {
      if (fraction === sent) return;
      sent = fraction;
      onProgress?.(fraction);
    };
    xhr.upload.addEventListener('progress', (event) => {
      if (settled) return;
      rearm();
      if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
    });
    // The whole body is sent. Browsers rate-limit progress events and may skip the last one (the bar
    // then stood at 98 % until the answer came): this is 100 %.
    xhr.upload.addEventListener('load', () => {
      if (!settled) report(1);
    });
    xhr.addEventListener('progress', () => {
      if (!settled) rearm();
    });
    xhr.addEventListener('load', () => settle(readEnvelope(xhr.status, xhr.responseText)));
    xhr.addEventListener('error', () => settle({ error: transport('FETCH_ERROR') }));
    xhr.addEventListener('abort', () => settle({ error: transport('FETCH_ERROR') }));

    if (signal?.aborted) {
      settle({ error: transport('FETCH_ERROR') });
      return;
    }
    signal?.addEventListener('abort', cancel);
    rearm();
    xhr.send(form);
  });
