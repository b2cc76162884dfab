// Trusted Types (the CSP of deploy/nginx.conf requires them for scripts): webpack loads chunks through
// its own named policy; this default policy covers the libraries that set script URLs themselves
// (Google's sign-in client, the service worker registration). It allows only this site and Google's
// sign-in client, and no HTML or script text at all: nothing here builds markup from strings.
// The CSP's `trusted-types` directive names exactly these two policies; any other is refused.

const GOOGLE_SIGN_IN = 'https://accounts.google.com/gsi/';

/** The policy the browser applies to a plain string given to a script sink. */
export const DEFAULT_POLICY = 'default';

interface TrustedTypesFactory {
  createPolicy: (name: string, rules: { createScriptURL?: (input: string) => string }) => unknown;
  defaultPolicy?: unknown;
}

export function allowScriptUrl(input: string, origin: string): string {
  const url = new URL(input, origin);
  if (url.origin === origin || url.href.startsWith(GOOGLE_SIGN_IN)) return input;
  throw new TypeError(`Blocked script URL: ${url.href}`);
}

export function installDefaultPolicy(w: Window & { trustedTypes?: TrustedTypesFactory } = window) {
  if (!w.trustedTypes?.createPolicy) return false;
  // Installed already, by the boot script that loaded the entry (src/boot.ts): asking again would be
  // refused and reported as a CSP violation.
  if (w.trustedTypes.defaultPolicy) return false;
  try {
    w.trustedTypes.createPolicy(DEFAULT_POLICY, {
      createScriptURL: (input) => allowScriptUrl(input, w.location.origin),
    });
    return true;
  } catch {
    // A default policy exists already (a second bundle on the page): keep it.
    return false;
  }
}
