/**
 * @jest-environment node
 */
// `npm run lint` runs the dead-code finder (knip, knip.jsonc), and it fails on a dead export or an
// unused file: the project's own config and `lint:dead` command, run on a small project made for the
// test whose one entry (a script, as scripts/*.ts are) imports one of a module's two exports.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The finder's arguments as `lint:dead` gives them: `knip --no-progress` → ['--no-progress']. */
const knipArgs = () => {
  const [command, ...args] = scripts['lint:dead']!.split(/\s+/);
  expect(command).toBe('knip');
  return args;
};

let dir: string;

const write = (file: string, lines: string[]) => {
  fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
  fs.writeFileSync(path.join(dir, file), `${lines.join('\n')}\n`);
};

const knip = () => {
  const run = spawnSync(path.join(ROOT, 'node_modules/.bin/knip'), knipArgs(), { cwd: dir, encoding: 'utf8', timeout: 60_000 });
  return { code: run.status, out: run.stdout };
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'knip-probe-'));
  fs.copyFileSync(path.join(ROOT, 'knip.jsonc'), path.join(dir, 'knip.jsonc'));
  write('package.json', ['{ "name": "knip-probe", "private": true }']);
  write('tsconfig.json', ['{ "compilerOptions": { "strict": true, "module": "esnext", "moduleResolution": "bundler" } }']);
  write('scripts/tool.ts', ["import { used } from '../src/lib/thing';", 'console.log(used);']);
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the dead-code finder', () => {
  it('is a step of npm run lint', () => {
    expect(scripts.lint).toMatch(/\bnpm run lint:dead\b/);
    knipArgs();
  });

  it('passes a project whose every export and file is used', () => {
    write('src/lib/thing.ts', ['export const used = 1;']);
    expect(knip()).toEqual({ code: 0, out: '' });
  });

  it('fails on an export nobody imports, and names it', () => {
    write('src/lib/thing.ts', ['export const used = 1;', 'export const forgotten = 2;']);
    const { code, out } = knip();
    expect(code).not.toBe(0);
    expect(out).toMatch(/Unused exports \(1\)\s+forgotten\s+src\/lib\/thing\.ts:2/);
  });

  it('fails on a file nothing imports', () => {
    write('src/lib/thing.ts', ['export const used = 1;']);
    write('src/lib/orphan.ts', ['export const orphan = 3;']);
    const { code, out } = knip();
    expect(code).not.toBe(0);
    expect(out).toMatch(/Unused files \(1\)\s+src\/lib\/orphan\.ts/);
  });
});
