import { timeTable } from '../../scripts/test';

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
  const rows = table.split('\n').map((line) => line.split('|').map((cell) => cell.trim()).filter(Boolean));
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
