// The sandbox's HTTP conventions in one place: the /v1 envelope, failures as `{ message, code }`,
// bearer-token sessions and Idempotency-Key replay. Handlers return a payload or throw an ApiFailure.
import { http, HttpResponse, type PathParams } from 'msw';
import type { Owner, ServerErrorCode } from '../api/contract';
import { db, findUser } from './db';

export class ApiFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: ServerErrorCode,
    message: string,
    /** Headers the answer carries (a 429's Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const invalid = (message: string) => new ApiFailure(400, 'VALIDATION', message);
export const notFound = (message: string) => new ApiFailure(404, 'NOT_FOUND', message);
export const unauthorized = (message: string) => new ApiFailure(401, 'UNAUTHORIZED', message);

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  HttpResponse.json(body as Record<string, unknown>, { status, headers });

const asFailure = (error: unknown): ApiFailure => {
  if (error instanceof ApiFailure) return error;
  // A bug in a handler must look like what the real server would send, not crash the test run.
  console.error('[sandbox] handler error', error);
  return new ApiFailure(500, 'INTERNAL', 'Máy chủ đang gặp sự cố. Vui lòng thử lại sau ít phút.');
};

const failureBody = (f: ApiFailure) => ({ message: f.message, code: f.code });

type Params = Record<string, string>;

const flatParams = (params: PathParams): Params => {
  const out: Params = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = value;
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = value[0];
  }
  return out;
};

export interface GetContext {
  request: Request;
  params: Params;
  query: URLSearchParams;
}

/**
 * The header the sandbox's own HTTP front (middleware.ts) writes the caller's address into, always
 * replacing what the caller sent, unless a test names the address it plays (X-Sandbox-Client).
 */
export const CLIENT_ADDRESS_HEADER = 'x-sandbox-client-address';

/** Who a request came from, as far as the sandbox can tell (what a guest order's limit is counted per). */
export const clientAddressOf = (request: Request): string => request.headers.get(CLIENT_ADDRESS_HEADER) || 'local';

/** The signed-in user of a request, from `Authorization: Bearer <token>`. */
const requireUser = (request: Request): Owner => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) throw unauthorized('Bạn cần đăng nhập để tiếp tục.');
  const session = db.sessions.get(match[1]);
  if (!session || session.expiresAt <= Date.now()) {
    if (session) db.sessions.delete(match[1]);
    throw unauthorized('Phiên đăng nhập đã hết hạn hoặc không hợp lệ. Vui lòng đăng nhập lại.');
  }
  const user = findUser(session.uid);
  if (!user) throw unauthorized('Tài khoản không còn tồn tại. Vui lòng đăng nhập lại.');
  return user;
};

const apiPath = (path: string) => `*/v1${path}`;

/** A public GET: the resolver returns the payload or throws an ApiFailure. */
export const publicGet = (path: string, resolve: (ctx: GetContext) => unknown) =>
  http.get(apiPath(path), ({ request, params }) => {
    try {
      const query = new URL(request.url).searchParams;
      return json(200, { data: resolve({ request, params: flatParams(params), query }) });
    } catch (error) {
      const f = asFailure(error);
      return json(f.status, failureBody(f));
    }
  });

/** A GET that needs a signed-in user. */
export const authedGet = (path: string, resolve: (ctx: GetContext & { user: Owner }) => unknown) =>
  publicGet(path, (ctx) => resolve({ ...ctx, user: requireUser(ctx.request) }));

export interface PostContext<Body> {
  request: Request;
  params: Params;
  body: Body;
}

const stableStringify = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableStringify(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
};

export const isFileLike = (value: unknown): value is Blob =>
  typeof value === 'object' && value !== null && 'size' in value && 'type' in value && 'arrayBuffer' in value;

const formFingerprint = (form: FormData): string =>
  stableStringify(
    [...form.entries()]
      .map(([key, value]) =>
        isFileLike(value) ? `${key}=file:${(value as Blob & { name?: string }).name ?? ''}:${value.size}:${value.type}` : `${key}=${value}`,
      )
      .sort(),
  );

const readJson = async (request: Request): Promise<unknown> => {
  const text = await request.text();
  if (text.trim() === '') throw invalid('Thiếu dữ liệu gửi lên.');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw invalid('Dữ liệu gửi lên không phải JSON hợp lệ.');
  }
};

const readForm = async (request: Request): Promise<FormData> => {
  if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
    throw invalid('Yêu cầu phải được gửi dạng multipart/form-data.');
  }
  try {
    return await request.formData();
  } catch {
    throw invalid('Không đọc được dữ liệu tải lên.');
  }
};

interface MutationOptions<Body> {
  /**
   * Whether the call needs a signed-in user; 'optional': a request without Authorization is a guest's
   * (`user` null), one with it must carry a valid session like any other.
   */
  auth: boolean | 'optional';
  read: (request: Request) => Promise<Body>;
  fingerprint: (body: Body) => string;
}

/**
 * A POST with the Idempotency-Key rule: the first answer to a key (per user, or per anonymous caller)
 * is stored and replayed for every repeat, so a retried confirmation never acts twice. The resolver runs
 * synchronously after the body is read, so two overlapping repeats cannot both act.
 */
const mutation = <Body>(path: string, options: MutationOptions<Body>, resolve: (ctx: PostContext<Body> & { user: Owner | null }) => unknown) =>
  http.post(apiPath(path), async ({ request, params }) => {
    let scope: string;
    let key: string;
    let body: Body;
    let fingerprint: string;
    let user: Owner | null = null;
    try {
      if (options.auth === true || (options.auth === 'optional' && request.headers.has('authorization'))) user = requireUser(request);
      key = (request.headers.get('idempotency-key') ?? '').trim();
      if (!key) throw invalid('Thiếu header Idempotency-Key.');
      if (key.length > 255) throw invalid('Idempotency-Key dài quá 255 ký tự.');
      scope = user ? `user:${user.uid}` : 'anonymous';
      body = await options.read(request);
      fingerprint = `${new URL(request.url).pathname}\n${options.fingerprint(body)}`;
    } catch (error) {
      const f = asFailure(error);
      return json(f.status, failureBody(f), f.headers);
    }

    const storeKey = `${scope}\u0000${key}`;
    const previous = db.idempotency.get(storeKey);
    if (previous) {
      if (previous.fingerprint !== fingerprint) {
        return json(409, {
          message: 'Idempotency-Key này đã được dùng cho một yêu cầu khác. Hãy tạo khóa mới cho thao tác mới.',
          code: 'VALIDATION',
        });
      }
      return new HttpResponse(previous.body, {
        status: previous.status,
        headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
      });
    }

    let status: number;
    let payload: unknown;
    let headers: Record<string, string> = {};
    try {
      payload = { data: resolve({ request, params: flatParams(params), body, user }) };
      status = 200;
    } catch (error) {
      const f = asFailure(error);
      status = f.status;
      payload = failureBody(f);
      headers = f.headers;
    }
    // Server faults and rate limits are not remembered (nothing was carried out): a retry of the same
    // key, after the wait, may still succeed.
    if (status < 500 && status !== 429) db.idempotency.set(storeKey, { fingerprint, status, body: JSON.stringify(payload) });
    return json(status, payload, headers);
  });

const jsonOptions = (auth: boolean): MutationOptions<unknown> => ({
  auth,
  read: readJson,
  fingerprint: stableStringify,
});

/** A JSON POST anyone may make (the sign-in). */
export const publicPostJson = (path: string, resolve: (ctx: PostContext<unknown>) => unknown) => mutation(path, jsonOptions(false), resolve);

/** A JSON POST by the signed-in user. */
export const authedPostJson = (path: string, resolve: (ctx: PostContext<unknown> & { user: Owner }) => unknown) =>
  mutation(path, jsonOptions(true), (ctx) => resolve({ ...ctx, user: ctx.user as Owner }));

/** A JSON POST by the signed-in user, or by a guest (no Authorization: `user` null). */
export const guestOrAuthedPostJson = (path: string, resolve: (ctx: PostContext<unknown> & { user: Owner | null }) => unknown) =>
  mutation(path, { ...jsonOptions(false), auth: 'optional' }, resolve);

/** A multipart POST by the signed-in user. */
export const authedPostForm = (path: string, resolve: (ctx: PostContext<FormData> & { user: Owner }) => unknown) =>
  mutation(path, { auth: true, read: readForm, fingerprint: formFingerprint }, (ctx) => resolve({ ...ctx, user: ctx.user as Owner }));
