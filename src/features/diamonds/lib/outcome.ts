import type { ApiError } from '../../../api/apiError';

/**
 * Whether a money POST that failed this way may still have been carried out: the answer was lost (the
 * network, a time-out, a body that could not be read), the server failed after perhaps acting (5xx), or
 * the same key is still being handled (409). The outcome is then not known: it must be found out, never
 * reported as "not done".
 */
export const outcomeUnknown = (error: ApiError): boolean => typeof error.status !== 'number' || error.status >= 500 || error.status === 409;

/**
 * Whether a repeat of a request with the same key settles its outcome by failing this way. The server
 * answers a repeat of something it did with the stored first answer, so a fresh refusal of the body
 * (400, 404, 422, ...) means the first was not done. A refusal that comes before the key is even read
 * (401, 403, a rate limit) says nothing about the first, nor does anything `outcomeUnknown`.
 */
export const repeatSettles = (error: ApiError): boolean =>
  !outcomeUnknown(error) && error.status !== 401 && error.status !== 403 && error.status !== 408 && error.status !== 429;

/** How long to wait before each repeat while finding out an unknown outcome. */
export const CHECK_DELAYS_MS = [600, 2000] as const;
/** A clock difference between this device and the server a history entry may carry. */
export const CLOCK_SKEW_MS = 2 * 60 * 1000;
