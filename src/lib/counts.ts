// A count and its unit ("50.000 kim cương") as one thing to read, for the renderer that keeps them on one
// line (components/KeptCounts.tsx). A module of its own, importing nothing: it is copied into every
// chunk that shows counts, and lib/text.ts would bring lib/format.ts's formatters with it (1 KB a copy).

/**
 * The units a count is written with on this site, longest first where one begins another ("người nghe"
 * before "người"). A count and its unit are one thing to read: "50.000 kim cương" never ends a line at
 * "50.000" (issue 36).
 */
export const COUNT_UNITS = [
  'kim cương',
  'tặng thêm',
  'người nghe',
  'người',
  'thành viên',
  'lượt nghe',
  'lượt thích',
  'lượt xem',
  'lượt',
  'bình luận',
  'bản thu',
  'bài hát',
  'bài',
  'món quà',
  'quà',
  'ký tự',
  'lần',
  'bước',
  'phút',
  'giây',
  'giờ',
  'ngày',
  'tuần',
  'tháng',
  'năm',
  'đồng',
  '₫',
  'KB',
  'MB',
  'GB',
] as const;

/**
 * A count ("50.000", "+250", a range "5–30"), the spaces after it, and one of COUNT_UNITS as a whole
 * word (no letter after it: Vietnamese letters and tone marks are all within À-ỹ).
 */
const COUNT_WITH_UNIT = new RegExp(`([+−-]?\\d+(?:[.,]\\d+)*(?:[–-]\\d+(?:[.,]\\d+)*)?)[ \\t]+(${COUNT_UNITS.join('|')})(?![\\wÀ-ỹ])`, 'g');

/**
 * `text` cut into runs, each "count unit" a run of its own (`count: true`), for a renderer that keeps
 * those on one line (components/KeptCounts.tsx) without changing a character (no U+00A0 put in): an
 * event's rules or a transaction's note read (and copy) exactly as the API wrote them.
 */
export function countRuns(text: string): { text: string; count: boolean }[] {
  const runs: { text: string; count: boolean }[] = [];
  let at = 0;
  // exec, not matchAll: the build would add matchAll's polyfill (about 1 KB) to every chunk with this module.
  const counts = new RegExp(COUNT_WITH_UNIT);
  for (let match = counts.exec(text); match; match = counts.exec(text)) {
    if (match.index > at) runs.push({ text: text.slice(at, match.index), count: false });
    runs.push({ text: match[0], count: true });
    at = match.index + match[0].length;
  }
  if (at < text.length || runs.length === 0) runs.push({ text: text.slice(at), count: false });
  return runs;
}
