// The route table: every route of the app, declared once. Its path pattern and href builder (code and
// tests build links from here, never from string literals), its page (loaded lazily: each page is a
// chunk of its own, named after its key by the build), whether it needs the store or an account,
// whether it is prerendered, and for a page the production server renders per request (a share page),
// the public GET the browser sends at once and who may keep the HTML. Everything else is derived from
// here: the router (src/app/router.tsx), the entry's early request (src/api/requests.ts), the
// prerendered pages and the share pages' templates (scripts/prerender.plugin.ts), the server's share
// pages (src/server/sharePages.ts), the service worker's precache list (webpack.config.ts) and
// nginx's share locations (scripts/nginxRoutes.ts).
//
// The pages are imported lazily only (lint refuses a static import of a page here): a page may import
// this table for its links, and the entry loads it without any page's code.
import type { ComponentType } from 'react';

const seg = (value: string | number) => encodeURIComponent(String(value));

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
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

/** A page: its component is the module's default export. */
export type PageModule = { default: ComponentType };
/**
 * A share page's module also starts, on the server, the queries its first render shows (on the
 * request's store, src/app/store.tsx ShareLoad) and says how its own item went; and it may describe its
 * item as schema.org structured data, from that store once loaded (ShareStructuredData).
 */
export type SharePageModule = PageModule & {
  load: (store: never, param: string) => Promise<LoadOutcome>;
  structuredData?: (store: never) => unknown;
};

/**
 * Who may keep a share page's HTML: everyone sees the same (`shared`: nginx, and a CDN in front, keep
 * it `seconds`), or it names a person and is rendered per request (`private`).
 */
export type CachePolicy = { scope: 'shared'; seconds: number } | { scope: 'private' };

interface BaseRoute {
  path: string;
  href: (...args: never[]) => string;
  /** It uses the Redux store (most pages do); the landing, legal and help pages do not. */
  store?: boolean;
  /** Signed-out visitors are sent to sign in first. */
  account?: boolean;
  /** Built into static HTML at build time: the same for everyone, no data from the API. */
  prerender?: boolean;
  /** Its code is in the service worker's precache (the pages people open from a link). */
  precache?: boolean;
}

export interface PageRoute extends BaseRoute {
  page: () => Promise<PageModule>;
  cache?: never;
}

/** A page people share: rendered per request by the production server, with the API's data. */
export interface ShareRoute extends BaseRoute {
  page: () => Promise<SharePageModule>;
  /** The public GET the page starts with, sent by the entry while the app's code downloads. */
  first?: (param: string) => PublicRequest;
  cache: CachePolicy;
  /**
   * The page is its server-rendered HTML and CSS alone: no app, no store and no code in the browser (a
   * player in another site's page). Rendered on its own, not in the shell.
   */
  standalone?: true;
  /** Any site may show it in a frame; every other page refuses to be framed. */
  frameable?: true;
}

/** A page the bare app shell draws, whose first request the entry sends early (a top-up link's receiver). */
export interface EarlyRoute extends PageRoute {
  first: (param: string) => PublicRequest;
}

export type Route = PageRoute | ShareRoute | EarlyRoute;

const STATIC = { store: false } as const;
const ACCOUNT = { account: true } as const;
/** nginx keeps a shared page this long: one render serves a group chat's visitors. */
const SHARED_MINUTE: CachePolicy = { scope: 'shared', seconds: 60 };

export const routes = {
  home: { path: '/', href: () => '/', page: () => import('../pages/Landing/LandingPage'), ...STATIC, prerender: true, precache: true },
  // Also what any other path shows, and a route whose parameter is not an id (src/app/router.tsx).
  notFound: { path: '/404', href: () => '/404', page: () => import('../pages/NotFound/NotFoundPage'), ...STATIC, prerender: true, precache: true },
  login: {
    path: '/login',
    href: (next?: string) => withQuery('/login', { next: next && next !== '/' ? next : undefined }),
    page: () => import('../pages/Login/LoginPage'),
  },
  terms: { path: '/terms', href: () => '/terms', page: () => import('../pages/Terms/TermsPage'), ...STATIC, prerender: true },
  privacy: { path: '/privacy', href: () => '/privacy', page: () => import('../pages/Privacy/PrivacyPage'), ...STATIC, prerender: true },
  reportViolation: {
    path: '/report-violation',
    href: (target?: { type: string; id: string | number }) =>
      withQuery('/report-violation', { type: target?.type, id: target?.id }),
    page: () => import('../pages/ReportViolation/ReportViolationPage'),
    ...ACCOUNT,
  },
  deleteAccount: {
    path: '/delete-account',
    href: () => '/delete-account',
    page: () => import('../pages/DeleteAccount/DeleteAccountPage'),
    ...STATIC,
    prerender: true,
  },
  facebookLoginQuestion: {
    path: '/facebook-login-question',
    href: () => '/facebook-login-question',
    page: () => import('../pages/FacebookLoginQuestion/FacebookLoginQuestionPage'),
    ...STATIC,
    prerender: true,
  },
  transactionHistory: {
    path: '/transaction-history',
    href: (query: { page?: number; filter?: string } = {}) =>
      withQuery('/transaction-history', {
        page: query.page && query.page > 1 ? query.page : undefined,
        filter: query.filter && query.filter !== 'all' ? query.filter : undefined,
      }),
    page: () => import('../pages/TransactionHistory/TransactionHistoryPage'),
    ...ACCOUNT,
  },
  articlesTrending: {
    path: '/articles/trending',
    href: () => '/articles/trending',
    page: () => import('../pages/ArticlesTrending/ArticlesTrendingPage'),
    ...STATIC,
    prerender: true,
  },
  lookback2022: { path: '/my/lookback2022', href: () => '/my/lookback2022', page: () => import('../pages/Lookback2022/Lookback2022Page'), ...ACCOUNT },
  bankTransferGuide: {
    path: '/huong-dan-nap/chuyen-khoan',
    href: () => '/huong-dan-nap/chuyen-khoan',
    page: () => import('../pages/BankTransferGuide/BankTransferGuidePage'),
  },
  recording: {
    path: '/recording/:id',
    href: (id: string | number) => `/recording/${seg(id)}`,
    page: () => import('../pages/Recording/RecordingPage'),
    precache: true,
    first: recordingRequest,
    cache: SHARED_MINUTE,
  },
  room: {
    path: '/room/:id',
    href: (id: string | number) => `/room/${seg(id)}`,
    page: () => import('../pages/Room/RoomPage'),
    precache: true,
    first: roomRequest,
    cache: SHARED_MINUTE,
  },
  recharge: {
    path: '/recharge/:uid',
    href: (uid: string) => `/recharge/${seg(uid)}`,
    page: () => import('../pages/Recharge/RechargePage'),
    precache: true,
    first: userByUidRequest,
    // A top-up link names a person: never kept in a shared cache.
    cache: { scope: 'private' },
  },
  rechargeBank: {
    path: '/recharge-bank/:uid',
    href: (uid: string) => `/recharge-bank/${seg(uid)}`,
    page: () => import('../pages/RechargeBank/RechargeBankPage'),
    first: userByUidRequest,
  },
  rechargeBankId: {
    path: '/recharge-bank-id/:uid',
    href: (uid: string) => `/recharge-bank-id/${seg(uid)}`,
    page: () => import('../pages/RechargeBankId/RechargeBankIdPage'),
    first: userByUidRequest,
  },
  transfer: { path: '/transfer/:uid', href: (uid: string) => `/transfer/${seg(uid)}`, page: () => import('../pages/Transfer/TransferPage'), ...ACCOUNT },
  event: {
    path: '/events/:slug',
    href: (slug: string, page?: number) => withQuery(`/events/${seg(slug)}`, { page: page && page > 1 ? page : undefined }),
    page: () => import('../pages/Event/EventPage'),
    precache: true,
    first: eventRequest,
    cache: SHARED_MINUTE,
  },
  // A recording in another site's page (oEmbed hands it out): HTML and CSS only, framable by anyone.
  embedRecording: {
    path: '/embed/recording/:id',
    href: (id: string | number) => `/embed/recording/${seg(id)}`,
    page: () => import('../pages/Embed/EmbedRecordingPage'),
    cache: SHARED_MINUTE,
    standalone: true,
    frameable: true,
  },
  uploadVideo: { path: '/upload/video', href: () => '/upload/video', page: () => import('../pages/UploadVideo/UploadVideoPage'), ...ACCOUNT },
  uploadYoutube: {
    path: '/upload/youtube',
    href: () => '/upload/youtube',
    page: () => import('../pages/UploadYoutube/UploadYoutubePage'),
    ...ACCOUNT,
  },
} as const satisfies Record<string, Route>;

export type RouteKey = keyof typeof routes;

/** Every route, with its key, in the table's order. */
export const routeList = /* @__PURE__ */ (Object.keys(routes) as RouteKey[]).map((key) => ({ key, ...(routes[key] as Route) }));

export const isShareRoute = (route: Route): route is ShareRoute => 'cache' in route;

/** The share pages, with their keys. */
export const shareRoutes = /* @__PURE__ */ routeList.filter((route): route is ShareRoute & { key: RouteKey } => isShareRoute(route));

/**
 * The chunk of a route's page: the build names each page's chunk after its route's key
 * (scripts/routeTable.ts, which reads the keys from the table's source), so no chunk name is written
 * anywhere else.
 */
export const chunkOf = (key: string) => `page-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

// (Pure: what only the build and the server use costs the browser's code nothing.)

/** The paths of the prerendered pages (src/lib/prerendered.ts). */
export const prerenderedPaths = /* @__PURE__ */ routeList.filter((route) => route.prerender).map((route) => route.path);
