import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../app/hooks';
import { routes } from '../lib/routes';
import { selectIsSignedIn } from '../features/auth/authSlice';

/**
 * Pages that need an account send a signed-out visitor to sign in, and back here afterwards. The
 * session ending later (a 401, expiry, sign-out) lands here too, so it also sends the person on.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to={routes.login.href(`${location.pathname}${location.search}${location.hash}`)} replace />;
  }
  return children;
}
