/** How many characters of a name's end always show: the extension and a little before it. */
const TAIL = 12;

/**
 * A file's name on one line, not twelve: when it does not fit, it is cut in the middle
 * ("ban-thu-karaoke-…nal-v2.mp4", by CSS, at whatever width there is), so its start and its extension
 * stay in view. The name is in the page once, as text (read by screen readers, found by a search of the
 * page); what the eyes see is drawn from it by CSS (Field.css), so it is neither read nor found twice.
 */
export function FileName({ name }: { name: string }) {
  const chars = Array.from(name);
  const cut = Math.max(0, chars.length - TAIL);
  return (
    <strong className="file-name" title={name}>
      <span className="file-name__shown" aria-hidden="true" data-head={chars.slice(0, cut).join('')} data-tail={chars.slice(cut).join('')} />
      <span className="visually-hidden">{name}</span>
    </strong>
  );
}
