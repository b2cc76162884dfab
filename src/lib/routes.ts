// The route table: every route of the app, declared once, and the one place a new page starts. Each
// entry says what kind of route it is (`page`: the app draws it; `share`: a page people share, rendered
// per request by the production server with the API's data; `embed`: a share page in another site's
// frame, HTML and CSS alone), its path pattern (its href is built from it: code and tests never write a
// path), whether it needs the store or an account, whether it is prerendered or precached, and for a
// share page its capabilities: its first request (the public GET the browser sends at once, and the
// server's card data asks), who may keep its HTML, whether it has a drawn card (src/lib/shareCard.ts),
// opens in the app (src/lib/appLinks.ts) and describes its item as structured data. Everything else is
// derived from here: the router and the pages' loaders (src/app/pageLoaders.ts, keyed by this table's keys),
// the entry's early request, the prerendered pages and the share pages' templates, the server's share
// pages, the precache, nginx's locations, the card kinds, the app links and the report form's links.
//
// No page is named here (lib/ is under everything): the pages are src/app/pageLoaders.ts's.
const seg = (value: string | number) => encodeURIComponent(String(value));

type Query = Record<string, string | number | undefined>;

const withQuery = (path: string, query: Query) => {
  const qs = new URLSearchParams(
    Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])),
  ).toString();
  return qs ? `${path}?${qs}` : path;
};

/** A public GET under /v1 (no account, no body): what a share page asks for first. */
export interface PublicRequest {
  /** Path under /v1, starting with a slash. */
  url: string;
  params?: Record<string, string | number | undefined>;
}

// The public GETs of the share pages; their endpoints (src/features/*/…Api.ts) ask the same.
export const recordingRequest = (uid: string): PublicRequest => ({
  url: `/recordings/detail-by-uid/${seg(uid)}`,
  params: { is_platform: 3 },
});
export const roomRequest = (uid: string): PublicRequest => ({ url: `/rooms/detail/${seg(uid)}`, params: { is_uid: 1 } });
export const eventRequest = (slug: string): PublicRequest => ({ url: `/events/detail/${seg(slug)}` });
export const userByUidRequest = (uid: string): PublicRequest => ({ url: `/users/uid/${seg(uid)}`, params: { is_platform: 3 } });

/** How a share page's own item went, as its server loader reports it. */
export type LoadOutcome = 'found' | 'not-found' | 'failed';

/**
 * Who may keep a share page's HTML: everyone sees the same (`shared`: nginx, and a CDN in front, keep
 * it `seconds`), or it names a person and is rendered per request (`private`).
 */
export type CachePolicy = { scope: 'shared'; seconds: number } | { scope: 'private' };

interface BaseEntry {
  /** Its pattern, with at most one `:param` (an id: src/lib/routeMatch.ts). */
  path: string;
  /** The query its href adds, from the href's arguments after the parameter. */
  query?: (...args: never[]) => Query;
  /** It uses the Redux store (most pages do); the landing, legal and help pages do not. */
  store?: boolean;
  /** Signed-out visitors are sent to sign in first. */
  account?: boolean;
  /** Built into static HTML at build time: the same for everyone, no data from the API. */
  prerender?: boolean;
  /** Its code is in the service worker's precache (the pages people open from a link). */
  precache?: boolean;
  /** The public GET the page starts with, sent by the entry while the app's code downloads. */
  first?: (param: string) => PublicRequest;
}

/** A page the app draws in its shell (one with `first` is a top-up link's receiver: its GET goes early). */
interface PageEntry extends BaseEntry {
  kind: 'page';
  cache?: never;
  card?: never;
  appLink?: never;
  structuredData?: never;
}

/**
 * A page people share: rendered per request by the production server, with the API's data (its
 * module's `load`, src/app/pageLoaders.ts), then hydrated by the app.
 */
interface ShareEntry extends BaseEntry {
  kind: 'share';
  first: (param: string) => PublicRequest;
  cache: CachePolicy;
  /** Its link preview is a drawn card, /cards/{key}/{id}/{hash}.jpg (its key is the card's kind). */
  card?: boolean;
  /** The installed app opens it (App Links, universal links, "Mở trong ứng dụng"). */
  appLink?: boolean;
  /** Its module describes its item as schema.org structured data (`structuredData`). */
  structuredData?: boolean;
}

/**
 * A share page in another site's page (oEmbed hands it out): its server-rendered HTML and CSS alone, no
 * app and no code, rendered on its own, not in the shell; any site may frame it (every other page
 * refuses to be framed). Not a route of the app's router.
 */
interface EmbedEntry extends BaseEntry {
  kind: 'embed';
  cache: CachePolicy;
  card?: never;
  appLink?: never;
  structuredData?: never;
}

export type RouteEntry = PageEntry | ShareEntry | EmbedEntry;

/** The same for everyone, with nothing from the API and no store: built into static HTML (prerendered). */
const STATIC = { store: false, prerender: true } as const;
const ACCOUNT = { account: true } as const;
/** nginx keeps a shared page this long: one render serves a group chat's visitors. */
const SHARED_MINUTE: CachePolicy = { scope: 'shared', seconds: 60 };

// Each entry declares its kind by the function that writes it: page(), share() or embed().
type Options<E extends RouteEntry> = Omit<E, 'kind' | 'path'>;
const page = <const P extends string, const O extends Options<PageEntry> = object>(path: P, options?: O) =>
  ({ kind: 'page', path, ...options }) as { kind: 'page'; path: P } & O;
const share = <const P extends string, const O extends Options<ShareEntry>>(path: P, options: O) =>
  ({ kind: 'share', path, ...options }) as { kind: 'share'; path: P } & O;
const embed = <const P extends string, const O extends Options<EmbedEntry>>(path: P, options: O) =>
  ({ kind: 'embed', path, ...options }) as { kind: 'embed'; path: P } & O;

const table = {
  home: page('/', { ...STATIC, precache: true }),
  // Also what any other path shows, and a route whose parameter is not an id (src/app/router.tsx).
  notFound: page('/404', { ...STATIC, precache: true }),
  login: page('/login', { query: (next?: string) => ({ next: next !== '/' ? next : undefined }) }),
  terms: page('/terms', STATIC),
  privacy: page('/privacy', STATIC),
  reportViolation: page('/report-violation', {
    query: (target?: { type: string; id: string | number }) => ({ type: target?.type, id: target?.id }),
    ...ACCOUNT,
  }),
  deleteAccount: page('/delete-account', STATIC),
  facebookLoginQuestion: page('/facebook-login-question', STATIC),
  transactionHistory: page('/transaction-history', {
    query: ({ page, filter }: { page?: number; filter?: string } = {}) => ({
      page: page && page > 1 ? page : undefined,
      filter: filter !== 'all' ? filter : undefined,
    }),
    ...ACCOUNT,
  }),
  articlesTrending: page('/articles/trending', STATIC),
  lookback2022: page('/my/lookback2022', ACCOUNT),
  bankTransferGuide: page('/huong-dan-nap/chuyen-khoan'),
  recording: share('/recording/:id', {
    precache: true,
    first: recordingRequest,
    cache: SHARED_MINUTE,
    card: true,
    appLink: true,
    structuredData: true,
  }),
  room: share('/room/:id', { precache: true, first: roomRequest, cache: SHARED_MINUTE, card: true, appLink: true, structuredData: true }),
  recharge: share('/recharge/:uid', {
    precache: true,
    first: userByUidRequest,
    // A top-up link names a person: never kept in a shared cache.
    cache: { scope: 'private' },
  }),
  // "Nạp kim cương" without a link: the receiver's ID typed, then on to `recharge` or `rechargeBank`.
  topUp: page('/nap-kim-cuong'),
  rechargeBank: page('/recharge-bank/:uid', { first: userByUidRequest }),
  rechargeBankId: page('/recharge-bank-id/:uid', { first: userByUidRequest }),
  transfer: page('/transfer/:uid', ACCOUNT),
  event: share('/events/:slug', {
    query: (page?: number) => ({ page: page && page > 1 ? page : undefined }),
    precache: true,
    first: eventRequest,
    cache: SHARED_MINUTE,
    card: true,
    appLink: true,
    structuredData: true,
  }),
  // A recording in another site's page: HTML and CSS only, framable by anyone.
  embedRecording: embed('/embed/recording/:id', { cache: SHARED_MINUTE }),
  uploadVideo: page('/upload/video', ACCOUNT),
  uploadYoutube: page('/upload/youtube', ACCOUNT),
} satisfies Record<string, RouteEntry>;

type Table = typeof table;
export type RouteKey = keyof Table;

/** A route's href arguments: its parameter (if its pattern has one), then its query's. */
type HrefArgs<E> = [
  ...(E extends { path: `${string}:${string}` } ? [param: string | number] : []),
  ...(E extends { query: (...args: infer A) => Query } ? A : []),
];

/** An entry of the table with its key and its href: its link, built from its path. */
type RouteOf<K extends RouteKey> = Table[K] & { key: K; href: (...args: HrefArgs<Table[K]>) => string };
export type Routes = { [K in RouteKey]: RouteOf<K> };
/** Any route, as code that goes through them all reads it. */
export type Route = RouteEntry & { key: RouteKey; href: (...args: never[]) => string };

/** The link to a route: its parameter (the first argument) filled in, encoded, then its query from the rest. */
const hrefOf =
  ({ path, query }: RouteEntry) =>
  (...args: unknown[]) => {
    const base = path.replace(/:\w+/, () => seg(args.shift() as string));
    return query ? withQuery(base, (query as (...rest: unknown[]) => Query)(...args)) : base;
  };

export const routes = Object.fromEntries(
  Object.entries(table).map(([key, entry]: [string, RouteEntry]) => [key, { ...entry, key, href: hrefOf(entry) }]),
) as Routes;

/** The keys of the routes the production server renders (share and embed). */
export type ShareKey = { [K in RouteKey]: Table[K] extends { kind: 'page' } ? never : K }[RouteKey];
/** The keys of the routes with a drawn card: the card kinds. */
export type CardKey = { [K in RouteKey]: Table[K] extends { card: true } ? K : never }[RouteKey];

/** Every route, with its key, in the table's order. */
export const routeList: readonly Route[] = /* @__PURE__ */ Object.values(routes);

/** The routes the production server renders: the share pages and the embedded ones. */
export const shareRoutes = /* @__PURE__ */ routeList.filter((route): route is Routes[ShareKey] => route.kind !== 'page');

/**
 * The chunk of a route's page: the build names each page's chunk after its route's key
 * (scripts/routeTable.ts, which reads the keys from src/app/pageLoaders.ts), so no chunk name is written
 * anywhere else.
 */
export const chunkOf = (key: string) => `page-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

// (Pure: what only the build and the server use costs the browser's code nothing.)

/** The paths of the prerendered pages (src/lib/prerendered.ts). */
export const prerenderedPaths = /* @__PURE__ */ routeList.filter((route) => route.prerender).map((route) => route.path);
