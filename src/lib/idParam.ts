// The one grammar of a path parameter and of any id the app keeps. Apart from the matcher
// (src/lib/routeMatch.ts), which builds on it: the router needs this alone.
/**
 * What a path parameter ({id}, {uid}, {slug}) and any id the app keeps may be: letters, digits, `-` and
 * `_`. Anything else (`..`, `/`, a space, a dot) is not an id of ours: the route is the not-found page
 * and asks the API nothing, so no parameter can turn one public GET into another (`/transfer/..` into
 * `GET /v1/users/`). A regular expression's body, for nginx's too.
 */
export const ID_PATTERN = '[A-Za-z0-9_-]+';
const ID = new RegExp(`^${ID_PATTERN}$`);

export const isIdParam = (value: string | undefined): value is string => ID.test(value ?? '');

/** Whether every parameter in `params` (decoded, as the router gives them) is an id; a splat (`*`) is no parameter. */
export const hasIdParams = (params: Readonly<Record<string, string | undefined>>) =>
  Object.entries(params).every(([name, value]) => name === '*' || isIdParam(value));
