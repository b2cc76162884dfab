// Which requests the production server hands to the API as they are (its /v1 proxy). The test runs on
// the path exactly as the request wrote it: the API resolves dot segments and decodes `%2F` itself, so
// `/v1/../x` or `/v1/%2E%2E%2Fx` would reach what is not under /v1 there. Those are refused, and a
// path that merely starts with the prefix's letters (`/v1foo`), or is the prefix alone (`/v1`), is not
// the API's. deploy/nginx.conf's $hv_api_path decides the same from the same path.

export type ApiPathVerdict = 'proxy' | 'refuse' | 'other';

// A `.` or `..` segment, its dots written plainly or percent-encoded; a slash or backslash encoded, or
// a backslash (which some servers read as a slash).
const DOT_SEGMENT = /(^|\/)(\.|%2e){1,2}(\/|$)/i;
const HIDDEN_SLASH = /%2f|%5c|\\/i;

/** What becomes of a request whose raw URL (path and query, as sent) is `rawUrl`. */
export function apiPathVerdict(rawUrl: string, prefixes: readonly string[]): ApiPathVerdict {
  // Up to the query only: a raw `#` is sent on to the API as it is, so what follows it counts too
  // (nginx's $hv_api_path reads it so: `/v1/x#/../y` is refused by both).
  const path = rawUrl.split('?', 1)[0]!;
  const under = prefixes.some((prefix) => path.startsWith(`${prefix}/`));
  if (!under) return 'other';
  return DOT_SEGMENT.test(path) || HIDDEN_SLASH.test(path) ? 'refuse' : 'proxy';
}
