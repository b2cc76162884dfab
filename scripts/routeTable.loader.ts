// The browser build's loader for the route table (webpack.config.ts applies it to src/lib/routes.ts
// only): see scripts/routeTable.ts browserRouteTable.
import { browserRouteTable } from './routeTable';

export default function routeTableLoader(this: { resourcePath: string }, source: string): string {
  return browserRouteTable(source, this.resourcePath);
}
