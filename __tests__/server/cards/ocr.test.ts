/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { findEventBySlug, findRecordingByUid, findRoomByUid, seed } from '../../../src/mocks/db';
import { eventCard, recordingCard, roomCard, type CardContent } from '../../../src/lib/shareCard';
import { loadCardFonts } from '../../../src/server/cards/fonts';
import { renderCard } from '../../../src/server/cards/renderCard';
import { cardFontsFromNodeModules } from '../../support/cardFonts';

// A drawn card read back by OCR (Debian's tesseract-ocr with its Vietnamese model, tesseract-ocr-vie,
// which .ci/run installs): a letter drawn without its marks, or as a box, is read as another word, and
// the title is not found. Tesseract itself misreads some of Be Vietnam Pro's bold letters and marks
// ("Sài" as "Sòi", "Trống" as "Trồng", now and then "Ba" as "Bd"; over the sandbox's 139 cards, 98.6% of
// the words come back): a word counts as read when it has as many marks as it should and at most one
// other base letter, and a text when three words in four are read. A font without the precomposed
// letters fails that on nearly every word.

jest.setTimeout(60_000);

const fonts = loadCardFonts(cardFontsFromNodeModules);

/** What tesseract reads on `jpeg`: white text on the dark card, given to it as black on white. */
async function ocr(jpeg: Buffer): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hatvui-ocr-'));
  const file = path.join(dir, 'card.png');
  await sharp(jpeg).grayscale().negate().toFile(file);
  const text = execFileSync('tesseract', [file, 'stdout', '-l', 'vie', '--psm', '11'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  fs.rmSync(dir, { recursive: true, force: true });
  return text.normalize('NFC').replace(/\s+/g, ' ');
}

const MARK = /\p{M}/u;
/** How many diacritics a word has, and its letters without them. */
const split = (word: string) => {
  const chars = Array.from(word.normalize('NFD'));
  return { marks: chars.filter((c) => MARK.test(c)).length, base: chars.filter((c) => !MARK.test(c)).join('') };
};
const distance = (a: string, b: string) => {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const next = [i];
    for (let j = 1; j <= b.length; j += 1) next[j] = Math.min(row[j]! + 1, next[j - 1]! + 1, row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    row = next;
  }
  return row[b.length]!;
};
const sameWord = (expected: string, read: string) => {
  const [e, r] = [split(expected), split(read)];
  return e.marks === r.marks && distance(e.base, r.base) <= (e.base.length > 2 ? 1 : 0);
};

/** The words of `expected` that OCR's `read` does not have, in order. */
function missingWords(read: string, expected: string): string[] {
  const words = read.split(' ').map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''));
  const missing: string[] = [];
  let at = 0;
  for (const word of expected.split(/\s+/)) {
    const found = words.findIndex((candidate, index) => index >= at && sameWord(word, candidate));
    if (found === -1) missing.push(word);
    else at = found + 1;
  }
  return missing;
}

const cases: [string, CardContent][] = [
  ['a recording', recordingCard(findRecordingByUid(seed.recordings.audio.uid)!)],
  ['a duet', recordingCard(findRecordingByUid(seed.recordings.duet.uid)!)],
  ['a live room', roomCard(findRoomByUid(seed.rooms.live)!)],
  ['an event', eventCard(findEventBySlug(seed.events.running)!)],
];

it('tesseract with its Vietnamese model is installed (.ci/run installs tesseract-ocr and tesseract-ocr-vie)', () => {
  expect(execFileSync('tesseract', ['--list-langs'], { encoding: 'utf8' })).toMatch(/^vie$/m);
});

/** Whether OCR's `read` has `expected`: three words in four, in order (and what it missed). */
const readsBack = (read: string, expected: string) => {
  const missing = missingWords(read, expected);
  return { expected, read, missing, ok: missing.length <= expected.split(/\s+/).length / 4 };
};

it.each(cases)("%s: the card's title and people are read back with their diacritics", async (_name, content) => {
  const read = await ocr(await renderCard(content, fonts, null));
  for (const text of [content.title, ...content.people]) expect(readsBack(read, text)).toMatchObject({ ok: true });
});

it('a title of marks on marks is read back with its marks: ề ỗ ự ỹ Đ', async () => {
  const r = findRecordingByUid(seed.recordings.audio.uid)!;
  const title = 'Đường về quê mẹ ngày gió nổi Những sự tích đẹp kỹ';
  const read = await ocr(await renderCard(recordingCard({ ...r, title }), fonts, null));
  expect(readsBack(read, title)).toMatchObject({ ok: true });
});

it("words drawn without their marks, or as boxes, are not read back; tesseract's own slips are", () => {
  expect(readsBack('Duong ve que me', 'Đường về quê mẹ')).toMatchObject({ ok: false, missing: ['Đường', 'về', 'quê', 'mẹ'] });
  expect(readsBack('□ường v□ qu□ m□', 'Đường về quê mẹ')).toMatchObject({ ok: false });
  expect(readsBack('Phòng trà Đêm Sòi Gòn', 'Phòng trà Đêm Sài Gòn')).toMatchObject({ ok: true, missing: [] });
  expect(readsBack('Trồng cơm Bd kể con nghe', 'Trống cơm Ba kể con nghe')).toMatchObject({ ok: true, missing: ['Ba'] });
});
