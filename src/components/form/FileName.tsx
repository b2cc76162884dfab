/** Longer names than this (in characters) are shortened in the middle. */
const MAX = 30;
/** What stays of a long name: its start, and its end (the extension and a little before it). */
const HEAD = 16;
const TAIL = 12;

/**
 * A file's name in a line or two, not twelve: a long one is cut in the middle
 * ("ban-thu-karaoke-…-final-v2.mp4"), so its start and its extension stay in view. The whole name is
 * its tooltip, and what a screen reader reads (the shortened one is for the eyes only).
 */
export function FileName({ name }: { name: string }) {
  const chars = Array.from(name);
  if (chars.length <= MAX) {
    return (
      <strong className="file-name" title={name}>
        {name}
      </strong>
    );
  }
  return (
    <strong className="file-name" title={name}>
      <span aria-hidden="true">{`${chars.slice(0, HEAD).join('')}…${chars.slice(-TAIL).join('')}`}</span>
      <span className="visually-hidden">{name}</span>
    </strong>
  );
}
