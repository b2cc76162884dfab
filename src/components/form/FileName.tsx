/** How many characters of a name's end always show: the extension and a little before it. */
const TAIL = 12;

/**
 * A file's name on one line, not twelve: when it does not fit, it is cut in the middle
 * ("ban-thu-karaoke-…nal-v2.mp4", by CSS, at whatever width there is), so its start and its extension
 * stay in view. The whole name is its tooltip and what a screen reader reads; the cut one is for the eyes.
 */
export function FileName({ name }: { name: string }) {
  const chars = Array.from(name);
  const cut = Math.max(0, chars.length - TAIL);
  return (
    <strong className="file-name" title={name}>
      <span className="file-name__shown" aria-hidden="true">
        <span className="file-name__head">{chars.slice(0, cut).join('')}</span>
        <span className="file-name__tail">{chars.slice(cut).join('')}</span>
      </span>
      <span className="visually-hidden">{name}</span>
    </strong>
  );
}
