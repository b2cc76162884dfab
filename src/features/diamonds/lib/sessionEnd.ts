import type { ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import { sessionExpired, signedOut } from '../../auth/authSlice';
import { dropSettledPayments } from './pendingPayments';

/** When the session ends (sign-out, or the server refused the token), what is settled of the payments is dropped. */
export const startPaymentsListening = (listener: ListenerMiddlewareInstance) =>
  listener.startListening({
    predicate: (action) => signedOut.match(action) || sessionExpired.match(action),
    effect: () => void dropSettledPayments(),
  });
