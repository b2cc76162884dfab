// The package a person has chosen on a top-up page, and how it travels through the URL (`?goi=` and,
// for a custom amount, `&so=`), so that signing in halfway loses nothing.
import { createElement, useCallback, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from '../../../app/hooks';
import { routes } from '../../../lib/routes';
import { selectIsSignedIn } from '../../auth/authSlice';
import { useGetOwnerQuery } from '../../user/userApi';
import { CUSTOM_PACKAGE_ID, DEFAULT_PACKAGE_ID, findPackage, purchaseOfCustom, purchaseOfPackage, type Purchase } from './packages';
import { parseWholeNumber, validateCustomDiamonds } from './validation';

export interface PackageChoice {
  /** A package id, or CUSTOM_PACKAGE_ID. */
  packageId: string;
  /** The custom amount as typed (kept even while another package is chosen). */
  customRaw: string;
}

const CHOICE_PARAM = 'goi';
const CUSTOM_PARAM = 'so';

/** The choice a URL carries; the default package when it carries none (or one that does not exist). */
export const choiceFromQuery = (params: URLSearchParams): PackageChoice => {
  const id = params.get(CHOICE_PARAM);
  const customRaw = (params.get(CUSTOM_PARAM) ?? '').slice(0, 12);
  if (id === CUSTOM_PACKAGE_ID) return { packageId: CUSTOM_PACKAGE_ID, customRaw };
  return { packageId: findPackage(id)?.id ?? DEFAULT_PACKAGE_ID, customRaw };
};

export const choiceToQuery = (choice: PackageChoice): Record<string, string> =>
  choice.packageId === CUSTOM_PACKAGE_ID
    ? { [CHOICE_PARAM]: choice.packageId, [CUSTOM_PARAM]: choice.customRaw.trim() }
    : { [CHOICE_PARAM]: choice.packageId };

/** What the choice buys, or why it cannot be bought yet (a custom amount that does not pass). */
export const purchaseOf = (choice: PackageChoice): { purchase: Purchase; error: null } | { purchase: null; error: string } => {
  if (choice.packageId === CUSTOM_PACKAGE_ID) {
    const error = validateCustomDiamonds(choice.customRaw);
    if (error) return { purchase: null, error };
    return { purchase: purchaseOfCustom(parseWholeNumber(choice.customRaw)!), error: null };
  }
  const pkg = findPackage(choice.packageId);
  if (!pkg) return { purchase: null, error: 'Hãy chọn một gói kim cương.' };
  return { purchase: purchaseOfPackage(pkg), error: null };
};

/**
 * The signed-in person, the payer (undefined while signed out, still loading, or failed to load: then
 * `ownerError` says why and `retryOwner` asks again).
 */
export function useSignedInOwner() {
  const signedIn = useAppSelector(selectIsSignedIn);
  const { currentData, isLoading, isFetching, error, refetch } = useGetOwnerQuery(undefined, { skip: !signedIn });
  const owner = signedIn ? currentData : undefined;
  return {
    signedIn,
    owner,
    loadingOwner: signedIn && isLoading,
    ownerError: signedIn && !owner && !isFetching ? error : undefined,
    retryingOwner: isFetching,
    retryOwner: refetch,
  };
}

export type SignedInOwner = ReturnType<typeof useSignedInOwner>;

/**
 * Sends a signed-out person to sign in, back to this page with `query` (what they had chosen). The
 * redirect is rendered (<Navigate>) rather than called inside the submit handler, so the navigation
 * never runs as part of the form's submit event.
 */
export function useSignInFirst() {
  const { pathname } = useLocation();
  const [to, setTo] = useState<string | null>(null);
  const signInFirst = useCallback(
    (query: Record<string, string>) => {
      const search = new URLSearchParams(query).toString();
      setTo(routes.login.href(search ? `${pathname}?${search}` : pathname));
    },
    [pathname],
  );
  return { signInFirst, redirect: to ? createElement(Navigate, { to }) : null };
}
