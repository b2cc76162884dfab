import { createAction } from '@reduxjs/toolkit';
import { messageForStatus, TRANSPORT_MESSAGES, type ApiError } from './apiError';
import type { FailureBody } from './contract';

// The one reader of the /v1 envelope (CONTRACT.md): every answer, whether fetch (baseQuery) or
// XMLHttpRequest (the multipart upload) carried it, becomes `{ data }` or one `ApiError` here.

export type ApiResult = { data: unknown; error?: undefined } | { error: ApiError; data?: undefined };

/** The server refused the session's token (a 401 on a call that sent it). The auth slice ends the session. */
export const sessionExpired = createAction('auth/sessionExpired');

/** The slice of the store a call that needs an account reads: the session's token. */
export interface WithToken {
  auth: { token: string | null };
}

export const tokenOf = (state: unknown): string | null => (state as WithToken).auth.token;

export const failure = (status: ApiError['status'], body?: Partial<FailureBody> | null): ApiError => {
  if (typeof status !== 'number') return { status, code: status, message: TRANSPORT_MESSAGES[status] };
  return {
    status,
    code: typeof body?.code === 'string' ? body.code : status >= 500 ? 'INTERNAL' : 'HTTP_ERROR',
    message: typeof body?.message === 'string' && body.message ? body.message : messageForStatus(status),
  };
};

/** A call that needs an account, made with nobody signed in: refused before anything is sent. */
export const signedOutFailure = (): ApiError => failure(401, { code: 'UNAUTHORIZED' });

/**
 * Reads one answer. A 401 on a call that sent the token ends the session (`dispatch`), whoever sent it.
 */
export function readEnvelope(
  { status, text }: { status: number; text: string },
  { authenticated = false, dispatch }: { authenticated?: boolean; dispatch?: (action: unknown) => unknown } = {},
): ApiResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    // A 4xx/5xx page that is not JSON (a proxy's HTML error page) still reports its status.
    return { error: status === 200 ? failure('PARSE_ERROR') : failure(status) };
  }
  const envelope = (typeof parsed === 'object' && parsed !== null ? parsed : {}) as Record<string, unknown>;
  if (status !== 200) {
    if (status === 401 && authenticated) dispatch?.(sessionExpired());
    return { error: failure(status, envelope as Partial<FailureBody>) };
  }
  if (!('data' in envelope)) return { error: failure('PARSE_ERROR') };
  return { data: envelope.data };
}
