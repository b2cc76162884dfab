import { useEffect, useMemo } from 'react';

interface Entry {
  url: string;
  users: number;
  revoke?: ReturnType<typeof setTimeout>;
}

// One URL per file however many times a render runs; freed a moment after its last user goes (the
// moment lets StrictMode's unmount-and-mount, or a hand-over to the next screen, keep it alive).
const entries = new WeakMap<Blob, Entry>();

const urlFor = (blob: Blob): string | null => {
  const known = entries.get(blob);
  if (known) return known.url;
  try {
    if (typeof URL.createObjectURL !== 'function') return null;
    const entry: Entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
    return entry.url;
  } catch {
    return null;
  }
};

const retain = (blob: Blob) => {
  const entry = entries.get(blob);
  if (!entry) return;
  entry.users += 1;
  clearTimeout(entry.revoke);
};

const release = (blob: Blob) => {
  const entry = entries.get(blob);
  if (!entry) return;
  entry.users -= 1;
  if (entry.users > 0) return;
  entry.revoke = setTimeout(() => {
    if (entry.users > 0) return;
    URL.revokeObjectURL(entry.url);
    entries.delete(blob);
  }, 1000);
};

/**
 * A temporary URL for showing a chosen file or a captured frame, revoked once no component shows it.
 * Null where the browser cannot make one.
 */
export function useObjectUrl(blob: Blob | null): string | null {
  const url = useMemo(() => (blob ? urlFor(blob) : null), [blob]);
  useEffect(() => {
    if (!blob || !url) return undefined;
    retain(blob);
    return () => release(blob);
  }, [blob, url]);
  return url;
}
