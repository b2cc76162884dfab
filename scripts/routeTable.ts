// What the browser build does with the route table (src/lib/routes.ts):
// - RouteChunksPlugin names each page's chunk after its route's key (chunkOf): the table's
//   `page: () => import('…')` lines are the only place a page is named, and every part of the build
//   that needs a route's files (the prerendering, the share pages' templates, the precache, the size
//   report) finds them by that derived name.
// - browserRouteTable (scripts/routeTable.loader.ts) leaves out of the browser's copy of the table
//   what only the build and the server read of it (BUILD_ONLY): the first bundle carries none of it.
import fs from 'node:fs';
import ts from 'typescript';
import type { Compiler, Module } from 'webpack';
import { requestPath } from '../src/api/requests';
import { PARAM_SLOT, type FirstRequest } from '../src/lib/routeMatch';
import { chunkOf, routeList } from '../src/lib/routes';

const NAME = 'RouteChunksPlugin';

/** The variable the route table is declared as. */
const TABLE = 'routes';

/**
 * Every route's first request, its URL under the API's origin with PARAM_SLOT for the parameter: the
 * build gives them to the entry (webpack.config.ts FIRST_REQUESTS), which sends the one of the page it
 * opens on (src/api/earlyRequest.ts).
 */
export const firstRequests = (): FirstRequest[] =>
  routeList.flatMap((route) => ('first' in route && route.first ? [[route.path, requestPath(route.first(PARAM_SLOT))] as const] : []));

/** A route's properties that the browser never reads: the build and the production server do. */
export const BUILD_ONLY = ['prerender', 'precache', 'first', 'cache', 'standalone', 'frameable'];

/** The declaration `node` (an object literal, through `as const` and `satisfies`) initialises, if any. */
function declarationOf(node: ts.Node): ts.VariableDeclaration | undefined {
  let current = node.parent;
  while (current && (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))) {
    current = current.parent;
  }
  return current && ts.isVariableDeclaration(current) ? current : undefined;
}

/**
 * Each page module the route table imports, with its route's key: the `import('…')` inside the
 * table's entry for that key. An import outside any entry, or one page under two keys, is an error.
 */
export function pageImportsOf(file: string, text = fs.readFileSync(file, 'utf8')): Map<string, string> {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const keys = new Map<string, string>();
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [request] = node.arguments;
      if (!request || !ts.isStringLiteral(request)) throw new Error(`${file}: a page is imported by a literal path only`);
      let key: string | undefined;
      for (let current: ts.Node | undefined = node.parent; current && key === undefined; current = current.parent) {
        if (ts.isPropertyAssignment(current) && ts.isObjectLiteralExpression(current.parent)) {
          const declaration = declarationOf(current.parent);
          if (declaration && ts.isIdentifier(declaration.name) && declaration.name.text === TABLE) key = current.name.getText(source);
        }
      }
      if (key === undefined) throw new Error(`${file}: import('${request.text}') is not inside an entry of the route table`);
      const known = keys.get(request.text);
      if (known !== undefined && known !== key) throw new Error(`${file}: ${request.text} is the page of both ${known} and ${key}`);
      keys.set(request.text, key);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

const tableOf = (source: ts.SourceFile): ts.ObjectLiteralExpression | undefined => {
  let table: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isObjectLiteralExpression(node)) {
      const declaration = declarationOf(node);
      if (declaration && ts.isIdentifier(declaration.name) && declaration.name.text === TABLE) table = node;
    }
    if (!table) ts.forEachChild(node, visit);
  };
  visit(source);
  return table;
};

/** The route table's text without the BUILD_ONLY properties of its entries (with their comments). */
export function browserRouteTable(text: string, file = 'routes.ts'): string {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const table = tableOf(source);
  if (!table) throw new Error(`${file}: no \`${TABLE}\` table`);
  const cuts: [number, number][] = [];
  for (const entry of table.properties) {
    if (!ts.isPropertyAssignment(entry) || !ts.isObjectLiteralExpression(entry.initializer)) continue;
    for (const property of entry.initializer.properties) {
      if (!ts.isPropertyAssignment(property) || !BUILD_ONLY.includes(property.name.getText(source))) continue;
      // The property with its leading comments, and the comma after it.
      let end = property.getEnd();
      if (text[end] === ',') end += 1;
      cuts.push([property.getFullStart(), end]);
    }
  }
  let result = text;
  for (const [start, end] of cuts.reverse()) result = result.slice(0, start) + result.slice(end);
  return result;
}

const requestOf = (dependency: unknown) => (dependency as { request?: string } | undefined)?.request;

/** Gives the route table's lazy page imports their chunk names (before webpack builds its chunk graph). */
export class RouteChunksPlugin {
  constructor(private readonly routesFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules: Iterable<Module>) => {
        const table = [...modules].find((module) => (module as { resource?: string }).resource === this.routesFile);
        if (!table) return;
        const keys = pageImportsOf(this.routesFile);
        const named = new Set<string>();
        for (const block of table.blocks) {
          const request = requestOf(block.dependencies[0]);
          const key = request === undefined ? undefined : keys.get(request);
          if (key === undefined) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${this.routesFile} imports ${request} outside the table`));
            continue;
          }
          (block as unknown as { groupOptions: { name?: string } }).groupOptions.name = chunkOf(key);
          named.add(key);
        }
        for (const key of keys.values()) {
          if (!named.has(key)) compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: the page of route ${key} was not found in the build`));
        }
      });
    });
  }
}
