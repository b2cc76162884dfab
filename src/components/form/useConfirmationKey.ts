import { useCallback, useRef } from 'react';
import { newIdempotencyKey } from '../../api/idempotency';

/**
 * The Idempotency-Key of what the person is sending. The same content (same fingerprint) keeps its
 * key, so "Gửi lại" after a failure or a cancel is the same confirmation to the server; a change of
 * what is sent is a new confirmation, with a new key.
 */
export function useConfirmationKey(): (fingerprint: string) => string {
  const last = useRef<{ fingerprint: string; key: string } | null>(null);
  return useCallback((fingerprint: string) => {
    if (last.current?.fingerprint !== fingerprint) last.current = { fingerprint, key: newIdempotencyKey() };
    return last.current.key;
  }, []);
}
