// The sandbox's items the browser tests open each route with a parameter on: one map, keyed by the
// route table's keys and type-checked complete (a new route with an id does not compile without its
// item), from which the specs' lists of pages are derived.
import { routeList, type Route, type RouteKey, type Routes } from '../src/lib/routes';
import { seed } from '../src/mocks/seed';

type ParamKey = { [K in RouteKey]: Routes[K]['path'] extends `${string}:${string}` ? K : never }[RouteKey];

/** Each route's items, the usual one first (a walk through every route opens that one). */
export const ROUTE_ITEMS: { [K in ParamKey]: readonly [string, ...string[]] } = {
  recording: [seed.recordings.audio.uid, seed.recordings.video.uid, seed.recordings.duet.uid],
  room: [seed.rooms.live, seed.rooms.offline],
  recharge: [seed.users.other],
  rechargeBank: [seed.users.other],
  rechargeBankId: [seed.users.other],
  transfer: [seed.users.other],
  event: [seed.events.running, seed.events.ended],
  embedRecording: [seed.recordings.audio.uid],
};

const itemsOf = (route: Route): readonly (string | undefined)[] =>
  (ROUTE_ITEMS as Partial<Record<RouteKey, readonly string[]>>)[route.key] ?? [undefined];

/** The pages of `routes`: each on its usual item, or on every item with `every`. */
export const pagesOf = (routes: readonly Route[], { every = false } = {}): string[] =>
  routes.flatMap((route) =>
    (every ? itemsOf(route) : itemsOf(route).slice(0, 1)).map((item) =>
      (route.href as (...args: unknown[]) => string)(...(item === undefined ? [] : [item])),
    ),
  );

/** The routes the app draws in its shell: all but the embedded ones (HTML alone, in another site's frame). */
export const appRoutes = routeList.filter((route) => route.kind !== 'embed');
