/**
 * Where `/login?next=…` may send a person after sign-in: only a path on this site that starts with a
 * single `/`, once normalised. Anything else (another origin, `//host`, `/\host`, `javascript:`, a
 * malformed value, or a path whose dot segments fold into `//host`: `/.//host`, `/..//host`,
 * `/%2e%2e//host`) goes home, so a shared link can never bounce a fresh session to someone else's site.
 */
export function safeNext(next: string | null | undefined, origin: string = window.location.origin): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  // Control characters and backslashes are how browsers are tricked into reading a host.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(next)) return '/';
  try {
    const url = new URL(next, origin);
    // The router would read a normalised `//host/…` as another site.
    if (url.origin !== origin || url.pathname.startsWith('//')) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
