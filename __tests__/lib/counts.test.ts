/**
 * @jest-environment node
 */
import { countRuns } from '../../src/lib/counts';

describe('the counts countRuns finds', () => {
  const counts = (text: string) =>
    countRuns(text)
      .filter((run) => run.count)
      .map((run) => run.text);
  it.each([
    ['Giải nhất: 6.000 kim cương và khung ảnh', ['6.000 kim cương']],
    ['+250 tặng thêm', ['+250 tặng thêm']],
    ['thường sau 5–30 phút, chậm nhất 24 giờ.', ['5–30 phút', '24 giờ']],
    ['tối đa 500 MB, 3 bản thu; 1.250 người nghe', ['500 MB', '3 bản thu', '1.250 người nghe']],
    ['100.000 ₫', ['100.000 ₫']],
  ])('in %p', (text, found) => {
    expect(counts(text)).toEqual(found);
  });

  it.each(['Bước 2: chọn gói', 'năm 2022', '3 ngàyy', 'mã 7 cương', 'Hát Vui', '1 '.repeat(10_000)])('none in %p', (text) => {
    expect(counts(text)).toEqual([]);
  });
});

describe('countRuns', () => {
  it('cuts out each count with its unit and leaves every character as written', () => {
    const text = 'Giải nhất: 6.000 kim cương\nTối đa 3 bản thu.';
    const runs = countRuns(text);
    expect(runs.map((run) => run.text).join('')).toBe(text);
    expect(runs.filter((run) => run.count).map((run) => run.text)).toEqual(['6.000 kim cương', '3 bản thu']);
  });

  it('gives text without counts as one run', () => {
    expect(countRuns('Hát Vui')).toEqual([{ text: 'Hát Vui', count: false }]);
    expect(countRuns('')).toEqual([{ text: '', count: false }]);
  });
});
