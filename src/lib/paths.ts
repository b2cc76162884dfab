// Every route of the app with its href builder. Code and tests (jest and Playwright) build links from
// here, never from string literals, so a path changes in one place.

const seg = (value: string | number) => encodeURIComponent(String(value));

/**
 * What a path parameter ({id}, {uid}, {slug}) may be: letters, digits, `-` and `_`. Anything else
 * (`..`, `/`, a space, a dot) is not an id of ours: the route is the not-found page and asks the API
 * nothing, so no parameter can turn one public GET into another (`/transfer/..` into `GET /v1/users/`).
 */
export const isIdParam = (value: string | undefined): value is string => /^[\w-]+$/.test(value ?? '');

/** Whether every parameter in `params` (decoded, as the router gives them) is an id; a splat (`*`) is no parameter. */
export const hasIdParams = (params: Readonly<Record<string, string | undefined>>) =>
  Object.entries(params).every(([name, value]) => name === '*' || isIdParam(value));

const withQuery = (path: string, query: Record<string, string | number | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
};

export const paths = {
  home: { path: '/', href: () => '/' },
  notFound: { path: '/404', href: () => '/404' },
  login: {
    path: '/login',
    href: (next?: string) => withQuery('/login', { next: next && next !== '/' ? next : undefined }),
  },
  terms: { path: '/terms', href: () => '/terms' },
  privacy: { path: '/privacy', href: () => '/privacy' },
  reportViolation: {
    path: '/report-violation',
    href: (target?: { type: string; id: string | number }) =>
      withQuery('/report-violation', { type: target?.type, id: target?.id }),
  },
  deleteAccount: { path: '/delete-account', href: () => '/delete-account' },
  facebookLoginQuestion: { path: '/facebook-login-question', href: () => '/facebook-login-question' },
  transactionHistory: {
    path: '/transaction-history',
    href: (query: { page?: number; filter?: string } = {}) =>
      withQuery('/transaction-history', {
        page: query.page && query.page > 1 ? query.page : undefined,
        filter: query.filter && query.filter !== 'all' ? query.filter : undefined,
      }),
  },
  articlesTrending: { path: '/articles/trending', href: () => '/articles/trending' },
  lookback2022: { path: '/my/lookback2022', href: () => '/my/lookback2022' },
  bankTransferGuide: { path: '/huong-dan-nap/chuyen-khoan', href: () => '/huong-dan-nap/chuyen-khoan' },
  recording: { path: '/recording/:id', href: (id: string | number) => `/recording/${seg(id)}` },
  room: { path: '/room/:id', href: (id: string | number) => `/room/${seg(id)}` },
  recharge: { path: '/recharge/:uid', href: (uid: string) => `/recharge/${seg(uid)}` },
  rechargeBank: { path: '/recharge-bank/:uid', href: (uid: string) => `/recharge-bank/${seg(uid)}` },
  rechargeBankId: { path: '/recharge-bank-id/:uid', href: (uid: string) => `/recharge-bank-id/${seg(uid)}` },
  transfer: { path: '/transfer/:uid', href: (uid: string) => `/transfer/${seg(uid)}` },
  event: {
    path: '/events/:slug',
    href: (slug: string, page?: number) =>
      withQuery(`/events/${seg(slug)}`, { page: page && page > 1 ? page : undefined }),
  },
  uploadVideo: { path: '/upload/video', href: () => '/upload/video' },
  uploadYoutube: { path: '/upload/youtube', href: () => '/upload/youtube' },
} as const;

export type PathKey = keyof typeof paths;
