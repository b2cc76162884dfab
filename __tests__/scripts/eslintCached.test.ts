/**
 * @jest-environment node
 */
// npm run lint's ESLint keeps a file's clean result only while nothing it reads changed
// (scripts/eslintCached.ts): its own content, everything it imports (type-only too, through any
// depth), the ambient declarations any file sees, and the rules the config gives it. Here on small files resolved as TypeScript does.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { closureKeys, importGraph, worldKey } from '../../scripts/eslintCached';

let dir: string;
const file = (name: string) => path.join(dir, name);
const write = (name: string, text: string) => fs.writeFileSync(file(name), text);
const contentOf = (name: string) => (fs.existsSync(name) ? fs.readFileSync(name, 'utf8') : '');
const OPTIONS: ts.CompilerOptions = { module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, resolveJsonModule: true };

/** The files linted (data.json is only imported). */
const LINTED = ['page.tsx', 'api.ts', 'client.ts', 'unrelated.ts', 'late.ts', 'tool.mjs', 'helper.cjs'];
/** Every linted file's key now. */
const keys = () => {
  const files = LINTED.map(file);
  const byPath = closureKeys(files, importGraph(files, contentOf, OPTIONS), contentOf, worldKey(files, contentOf));
  return Object.fromEntries(LINTED.map((name) => [name, byPath.get(file(name))]));
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eslint-closure-'));
  write(
    'page.tsx',
    "import type { Call } from './api';\nexport const show = (call: Call) => call();\nexport const later = () => import('./late');\n",
  );
  write('api.ts', "export { type Call } from './client';\n");
  write('client.ts', 'export type Call = () => void;\n');
  write('unrelated.ts', 'export const one = 1;\n');
  write('late.ts', "import data from './data.json';\nexport default data;\n");
  write('data.json', '{ "a": 1 }\n');
  write('tool.mjs', "import { two } from './helper.cjs';\nconsole.log(two);\n");
  write('helper.cjs', 'exports.two = 2;\n');
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

test('a change two imports away, type-only, gives a new key to the file that imports it', () => {
  const before = keys();
  // The type a floating-promise rule reads in page.tsx: now a promise.
  write('client.ts', 'export type Call = () => Promise<void>;\n');
  const after = keys();
  expect(after['page.tsx']).not.toBe(before['page.tsx']);
  expect(after['api.ts']).not.toBe(before['api.ts']);
  expect(after['client.ts']).not.toBe(before['client.ts']);
  expect(after['unrelated.ts']).toBe(before['unrelated.ts']);
  expect(after['tool.mjs']).toBe(before['tool.mjs']);
});

test('a file reached only through a dynamic import or JSON counts; so does a CommonJS require', () => {
  const before = keys();
  write('data.json', '{ "a": 2 }\n');
  expect(keys()['page.tsx']).not.toBe(before['page.tsx']);
  const middle = keys();
  write('helper.cjs', 'exports.two = 3;\n');
  expect(keys()['tool.mjs']).not.toBe(middle['tool.mjs']);
  expect(keys()['page.tsx']).toBe(middle['page.tsx']);
});

test('an imported file removed changes the key; an unrelated file changed does not', () => {
  const before = keys();
  write('unrelated.ts', 'export const one = 2;\n');
  expect(keys()['page.tsx']).toBe(before['page.tsx']);
  fs.rmSync(file('client.ts'));
  expect(keys()['page.tsx']).not.toBe(before['page.tsx']);
});

test('a global declared anywhere, or a .d.ts, changes every key', () => {
  const before = keys();
  write('unrelated.ts', 'declare global {\n  interface Window { hatvui: string }\n}\nexport {};\n');
  const declared = keys();
  for (const name of Object.keys(before)) expect(declared[name]).not.toBe(before[name]);
  write('unrelated.ts', 'declare global {\n  interface Window { hatvui: number }\n}\nexport {};\n');
  expect(keys()['page.tsx']).not.toBe(declared['page.tsx']);
});

test('the rules the config gives a file are part of its key', () => {
  const files = [file('page.tsx'), file('unrelated.ts')];
  const graph = importGraph(files, contentOf, OPTIONS);
  const world = worldKey(files, contentOf);
  const zones = (list: string) => (name: string) => (name === file('page.tsx') ? list : 'the same');
  const before = closureKeys(files, graph, contentOf, world, zones('["src/features/a"]'));
  const after = closureKeys(files, graph, contentOf, world, zones('["src/features/a","src/features/b"]'));
  expect(after.get(file('page.tsx'))).not.toBe(before.get(file('page.tsx')));
  expect(after.get(file('unrelated.ts'))).toBe(before.get(file('unrelated.ts')));
});
