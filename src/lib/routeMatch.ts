// What the entry needs of the routes, apart from the route table (src/lib/routes.ts) so that it loads
// neither the table nor its pages: what an id is, a path's parameter for a route pattern, and a route's
// first request as a template the build derives from the table.

/**
 * What a path parameter ({id}, {uid}, {slug}) may be: letters, digits, `-` and `_`. Anything else
 * (`..`, `/`, a space, a dot) is not an id of ours: the route is the not-found page and asks the API
 * nothing, so no parameter can turn one public GET into another (`/transfer/..` into `GET /v1/users/`).
 */
export const isIdParam = (value: string | undefined): value is string => /^[\w-]+$/.test(value ?? '');

/** Whether every parameter in `params` (decoded, as the router gives them) is an id; a splat (`*`) is no parameter. */
export const hasIdParams = (params: Readonly<Record<string, string | undefined>>) =>
  Object.entries(params).every(([name, value]) => name === '*' || isIdParam(value));

/** The value of the one `:param` of `pattern` (e.g. `/recording/:id`) in `pathname`, if it matches. */
export function paramOf(pattern: string, pathname: string): string | undefined {
  const expected = pattern.split('/');
  const actual = pathname.replace(/\/+$/, '').split('/');
  if (expected.length !== actual.length) return undefined;
  let param: string | undefined;
  for (let i = 0; i < expected.length; i += 1) {
    const part = actual[i]!;
    if (expected[i]!.startsWith(':')) {
      if (!part) return undefined;
      try {
        param = decodeURIComponent(part);
      } catch {
        return undefined;
      }
    } else if (expected[i] !== part) return undefined;
  }
  return param;
}

/** Where a first request's URL has its route's parameter (an id: encoding leaves it as it is). */
export const PARAM_SLOT = '__param__';

/** A route pattern and its first request's URL path and query under the API's origin, PARAM_SLOT for the parameter. */
export type FirstRequest = readonly [pattern: string, url: string];
