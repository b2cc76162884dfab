// What the browser build derives from the route table (src/lib/routes.ts) and its pages (src/app/pageLoaders.ts):
// - RouteChunksPlugin names each page's chunk after its route's key (chunkOf): the pages' loaders,
//   `key: () => import('…')`, are the only place a page is named, and every part of the build that
//   needs a route's files (the prerendering, the share pages' templates, the precache, the size report)
//   finds them by that derived name.
// - firstRequests: the entry's early requests, which the build writes into it.
import fs from 'node:fs';
import ts from 'typescript';
import type { Compiler, Module } from 'webpack';
import { requestPath } from '../src/api/requests';
import { PARAM_SLOT, type FirstRequest } from '../src/api/earlyRequest';
import { firstRequestPath } from '../src/lib/routeMatch';
import { chunkOf, routeList } from '../src/lib/routes';

const NAME = 'RouteChunksPlugin';

/** The variable the pages' loaders are declared as (src/app/pageLoaders.ts). */
const TABLE = 'pages';

/**
 * Every route's first request, its URL under the API's origin with PARAM_SLOT for the parameter: the
 * build gives them to the entry (webpack.config.ts FIRST_REQUESTS), which sends the one of the page it
 * opens on (src/api/earlyRequest.ts).
 */
export const firstRequests = (): FirstRequest[] =>
  routeList.flatMap((route) => (route.first ? [[firstRequestPath(route.path), requestPath(route.first(PARAM_SLOT))] as const] : []));

/** The declaration `node` (an object literal, through `as const` and `satisfies`) initialises, if any. */
function declarationOf(node: ts.Node): ts.VariableDeclaration | undefined {
  let current = node.parent;
  while (current && (ts.isAsExpression(current) || ts.isSatisfiesExpression(current) || ts.isParenthesizedExpression(current))) {
    current = current.parent;
  }
  return current && ts.isVariableDeclaration(current) ? current : undefined;
}

/**
 * Each page module the pages' loaders import, with its route's key: the `import('…')` inside the
 * loader of that key. An import outside any loader, or one page under two keys, is an error.
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
      if (key === undefined) throw new Error(`${file}: import('${request.text}') is not inside a loader of ${TABLE}`);
      const known = keys.get(request.text);
      if (known !== undefined && known !== key) throw new Error(`${file}: ${request.text} is the page of both ${known} and ${key}`);
      keys.set(request.text, key);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return keys;
}

const requestOf = (dependency: unknown) => (dependency as { request?: string } | undefined)?.request;

/** Gives the route table's lazy page imports their chunk names (before webpack builds its chunk graph). */
export class RouteChunksPlugin {
  constructor(private readonly pagesFile: string) {}

  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.finishModules.tap(NAME, (modules: Iterable<Module>) => {
        const table = [...modules].find((module) => (module as { resource?: string }).resource === this.pagesFile);
        if (!table) return;
        const keys = pageImportsOf(this.pagesFile);
        const named = new Set<string>();
        for (const block of table.blocks) {
          const request = requestOf(block.dependencies[0]);
          const key = request === undefined ? undefined : keys.get(request);
          if (key === undefined) {
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: ${this.pagesFile} imports ${request} outside the table`));
            continue;
          }
          (block as unknown as { groupOptions: { name?: string } }).groupOptions.name = chunkOf(key);
          named.add(key);
        }
        for (const key of keys.values()) {
          if (!named.has(key))
            compilation.errors.push(new compiler.webpack.WebpackError(`${NAME}: the page of route ${key} was not found in the build`));
        }
      });
    });
  }
}
