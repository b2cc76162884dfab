import { failure, readEnvelope, REQUEST_TIMEOUT_MS, type ApiResult, type SentWith } from '../../api/baseApi';
import { buildUrl } from '../../api/requests';

export interface MultipartRequest {
  /** Path under /v1. */
  url: string;
  form: FormData;
  token: string;
  /** The store the token came from: a 401 ends that session if it is still the current one. */
  store?: Pick<SentWith, 'getState' | 'dispatch'>;
  idempotencyKey: string;
  signal?: AbortSignal;
  /** Share of the request body sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** While the body goes out (or the answer comes in): give up when nothing has moved for this long. */
  idleTimeoutMs?: number;
  /**
   * Once the last byte is sent, how long to wait for the answer: the server stores the file first,
   * which for a large one takes minutes (see serverSaveWaitMs). Default: `idleTimeoutMs`.
   */
  answerTimeoutMs?: number;
}

export type MultipartResult = ApiResult;

/**
 * An authenticated multipart POST through XMLHttpRequest, the one browser API that reports upload
 * progress (fetch does not). Resolves, never rejects, with the payload or an `ApiError`, like baseQuery.
 */
export const sendMultipart = ({
  url,
  form,
  token,
  idempotencyKey,
  store,
  signal,
  onProgress,
  idleTimeoutMs = REQUEST_TIMEOUT_MS,
  answerTimeoutMs = idleTimeoutMs,
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
      settle({ error: failure(status) });
      xhr.abort();
    };
    const cancel = () => giveUp('FETCH_ERROR');
    let sent = 0;
    const report = (fraction: number) => {
      if (fraction === sent) return;
      sent = fraction;
      onProgress?.(fraction);
    };
    // Three phases: the body going out (idle time-out, re-armed by every progress event), the server
    // storing it after the last byte (one longer wait), the answer coming in (idle time-out again).
    let phase: 'sending' | 'awaiting' | 'answering' = 'sending';
    const rearm = () => {
      clearTimeout(timer);
      timer = setTimeout(() => giveUp('TIMEOUT_ERROR'), phase === 'awaiting' ? answerTimeoutMs : idleTimeoutMs);
    };
    const bodySent = () => {
      if (phase !== 'sending') return;
      phase = 'awaiting';
      report(1);
      rearm();
    };

    xhr.open('POST', buildUrl(url));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    // No Content-Type: the browser writes multipart/form-data with its boundary.
    xhr.upload.addEventListener('progress', (event) => {
      if (settled || phase !== 'sending') return;
      if (event.lengthComputable && event.total > 0 && event.loaded >= event.total) {
        bodySent();
        return;
      }
      rearm();
      if (event.lengthComputable && event.total > 0) report(event.loaded / event.total);
    });
    // The whole body is sent. Browsers rate-limit progress events and may skip the last one (the bar
    // then stood at 98 % until the answer came): this is 100 %.
    xhr.upload.addEventListener('load', () => {
      if (!settled) bodySent();
    });
    xhr.addEventListener('progress', () => {
      if (settled) return;
      phase = 'answering';
      rearm();
    });
    xhr.addEventListener('load', () =>
      settle(
        readEnvelope({ status: xhr.status, text: xhr.responseText, retryAfter: xhr.getResponseHeader('Retry-After') }, store && { token, ...store }),
      ),
    );
    xhr.addEventListener('error', () => settle({ error: failure('FETCH_ERROR') }));
    xhr.addEventListener('abort', () => settle({ error: failure('FETCH_ERROR') }));

    if (signal?.aborted) {
      settle({ error: failure('FETCH_ERROR') });
      return;
    }
    signal?.addEventListener('abort', cancel);
    rearm();
    xhr.send(form);
  });
