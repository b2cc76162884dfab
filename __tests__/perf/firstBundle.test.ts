/**
 * @jest-environment node
 */
// What a visit loads before any page: the entry (src/main.tsx) and the app it imports as the "app"
// chunk, i.e. every module they reach through static imports (any other `import()` starts a chunk of
// its own; `import type` is erased). RTK Query, Google's sign-in, the endpoints and the pages must not
// be among them: they load with the routes that use them. (scripts/size-check.ts checks the bytes on
// every production build; this says why when they grow.)
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const EXTENSIONS = ['.ts', '.tsx', '/index.ts', '/index.tsx'];

const resolveLocal = (from: string, specifier: string): string | null => {
  const base = path.resolve(path.dirname(from), specifier);
  if (/\.(css|svg|png|woff2|webp|avif|jpe?g)$/.test(specifier)) return null;
  for (const extension of ['', ...EXTENSIONS]) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${specifier} from ${from}`);
};

/** Static, value-level import specifiers of one file. */
const staticImports = (file: string): string[] => {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause &&
          !clause.name &&
          clause.namedBindings &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly) found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      found.push((statement.moduleSpecifier as ts.StringLiteral).text);
    }
  }
  return found;
};

/** What src/main.tsx imports as the app: its `import()`s named "app". */
const appImports = (entry: string): string[] =>
  [...fs.readFileSync(path.join(root, entry), 'utf8').matchAll(/import\(\s*\/\*[^*]*webpackChunkName: "app"[^*]*\*\/\s*'([^']+)'\s*\)/g)].map(
    (match) => match[1]!,
  );

/** Every local module and package the entry and its app reach statically. */
const firstBundle = (entry: string) => {
  const modules = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (modules.has(file)) return;
    modules.add(file);
    for (const specifier of staticImports(file)) {
      if (specifier.startsWith('.')) {
        const resolved = resolveLocal(file, specifier);
        if (resolved) visit(resolved);
      } else {
        packages.add(specifier);
      }
    }
  };
  const entryFile = path.join(root, entry);
  visit(entryFile);
  for (const specifier of appImports(entry)) {
    if (specifier.startsWith('.')) visit(resolveLocal(entryFile, specifier)!);
    else packages.add(specifier);
  }
  return { modules: [...modules].map((file) => path.relative(root, file)), packages: [...packages] };
};

describe('the entry and the app (src/main.tsx and what it imports as the app)', () => {
  const { modules, packages } = firstBundle('src/main.tsx');

  it('has the shell, the router and the head (react-helmet-async: every page has its <Head>)', () => {
    expect(appImports('src/main.tsx')).toEqual(expect.arrayContaining(['react-dom/client', './app/router']));
    expect(modules).toEqual(expect.arrayContaining(['src/app/Shell.tsx', 'src/app/router.tsx', 'src/components/Head.tsx']));
    expect(packages).toEqual(expect.arrayContaining(['react-dom/client', 'react-router', 'react-helmet-async']));
  });

  it('has no Redux (the store loads with the first page that uses it) and no Google sign-in', () => {
    expect(packages.filter((name) => /^@reduxjs\/|^react-redux|^redux|^immer|^@react-oauth\//.test(name))).toEqual([]);
    expect(modules.filter((file) => /^src\/app\/(store|hooks)\.tsx?$|Slice\.ts$/.test(file))).toEqual([]);
  });

  it('has no page, no endpoint and no sandbox code', () => {
    expect(modules.filter((file) => /^src\/pages\/|Api\.ts$|^src\/api\/(baseApi|baseQuery)\.ts$|^src\/mocks\//.test(file))).toEqual([]);
  });
});
