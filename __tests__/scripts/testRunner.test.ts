import { childrenCpuSeconds, timeTable } from '../../scripts/test';

test("npm test's closing table names each step's time and result, and what a failure left unrun", () => {
  const table = timeTable(
    [
      { name: 'typecheck', seconds: 41.26, code: 0 },
      { name: 'lint', seconds: 55, code: 0 },
      { name: 'jest', seconds: 150.04, code: 1 },
    ],
    ['browser tests'],
    206.3,
  );
  const rows = table.split('\n').map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean),
  );
  expect(rows[0]).toEqual(['step', 'seconds', 'result']);
  expect(rows.slice(2)).toEqual([
    ['typecheck', '41.3', 'passed'],
    ['lint', '55.0', 'passed'],
    ['jest', '150.0', 'failed (1)'],
    ['browser tests', 'not run'],
    ['total (wall)', '206.3'],
  ]);
  // A table: every line as wide as the header.
  expect(new Set(table.split('\n').map((line) => line.length)).size).toBe(1);
});

test('the table adds the processor time of the steps when it is known', () => {
  const table = timeTable([{ name: 'jest', seconds: 10, code: 0 }], [], 10.5, 19.25);
  const rows = table.split('\n').map((line) =>
    line
      .split('|')
      .map((cell) => cell.trim())
      .filter(Boolean),
  );
  expect(rows.at(-1)).toEqual(['total (processor: user + system)', '19.3']);
});

test("the children's processor time is read from /proc/self/stat's cutime and cstime, whatever the command's name", () => {
  // pid (comm) state ppid … utime stime cutime cstime …: a name with a space and a parenthesis in it.
  const stat = '4242 (npm test) x) S 1 4242 4242 0 -1 4194560 100 200 0 0 7 3 1234 567 20 0 1 0 9 0 0';
  expect(childrenCpuSeconds(stat)).toBeCloseTo(18.01, 5);
  expect(childrenCpuSeconds('')).toBeUndefined();
});
