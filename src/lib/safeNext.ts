/**
 * Where `/login?next=…` may send a person after sign-in: only a path on this site that starts with a
 * single `/`. Anything else (another origin, `//host`, `/\host`, `javascript:`, a malformed value) goes
 * home, so a shared link can never bounce a fresh session to someone else's site.
 */
export function safeNext(next: string | null | undefined, origin: string = window.location.origin): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Control characters and backslashes are how browsers are tricked into reading a host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  try {
    const url = new URL(next, origin);
    if (url.origin !== origin) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
