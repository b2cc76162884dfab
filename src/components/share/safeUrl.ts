/**
 * A URL from the API that may go into src/poster/href: only http(s) or a path on this site. Anything
 * else (javascript:, data:, protocol-relative //host) is dropped, so user content can't run or leak.
 */
export const safeUrl = (url: string | null | undefined): string | null => {
  if (!url) return null;
  const value = url.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/(?![/\\])[^\s]*$/.test(value)) return value;
  return null;
};
