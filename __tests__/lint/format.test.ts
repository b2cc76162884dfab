/**
 * @jest-environment node
 */
// `npm run lint` checks the layout (prettier, prettier.config.mjs and .prettierignore): the project's own
// `format:check` command, run on a folder made for the test, fails on a file laid out otherwise and
// passes it once `format` has written it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

let dir: string;

const run = (script: 'format' | 'format:check') => {
  const [command, ...args] = scripts[script]!.split(/\s+/);
  expect(command).toBe('prettier');
  const result = spawnSync(path.join(ROOT, 'node_modules/.bin/prettier'), args, { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'prettier-probe-'));
  for (const file of ['prettier.config.mjs', '.prettierignore']) fs.copyFileSync(path.join(ROOT, file), path.join(dir, file));
  fs.mkdirSync(path.join(dir, 'src'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the layout check', () => {
  it('is a step of npm run lint', () => {
    expect(scripts.lint).toMatch(/\bnpm run format:check\b/);
  });

  it('fails on a file laid out otherwise, names it, and passes once formatted', () => {
    const file = path.join(dir, 'src/probe.ts');
    fs.writeFileSync(file, 'export const probe = { a : "x",b:2 }\n');
    const before = run('format:check');
    expect(before.code).not.toBe(0);
    expect(before.out).toContain('src/probe.ts');

    expect(run('format').code).toBe(0);
    expect(fs.readFileSync(file, 'utf8')).toBe("export const probe = { a: 'x', b: 2 };\n");
    expect(run('format:check')).toEqual({ code: 0, out: '' });
  });

  it('leaves the builds and the hand-wrapped prose alone', () => {
    fs.mkdirSync(path.join(dir, 'dist'));
    fs.writeFileSync(path.join(dir, 'dist/main.js'), 'var a=1\n');
    fs.writeFileSync(path.join(dir, 'notes.md'), '| a | b |\n| --- | --- |\n| long cell | c |\n');
    fs.writeFileSync(path.join(dir, 'src/ok.ts'), "export const ok = 'yes';\n");
    expect(run('format:check')).toEqual({ code: 0, out: '' });
  });
});
