// One build of the sitemaps: the fixed public pages (the route table), the seasonal events (each asked
// for by its slug: GET /v1/events/detail/{slug}, for its id) and the recordings each event lists
// (GET /v1/events/recordings/{id}?page=n, paged). Its API calls are bounded: at most `pagesPerEvent`
// pages of an event and `calls` calls in all, counted, asked a few at a time. An event whose calls fail
// keeps what the previous build found for it; one the API says is gone (404) leaves the sitemap.
import { EVENT_SLUGS } from '../../features/event/eventSlugs';
import { isIdParam } from '../../lib/idParam';
import { routes } from '../../lib/routes';
import { absoluteUrl } from '../../lib/siteMeta';
import { fetchBounded } from '../cards/fetchBounded';
import { publicPagePaths, sitemapFilePath, SITEMAP_PATH } from './searchable';
import { SITEMAP_LIMITS, sitemapIndex, urlsetFiles, type SitemapLimits } from './sitemapXml';

export interface SitemapBudget {
  /** Pages of one event's recordings asked for at most (its first pages: the ranking's best). */
  pagesPerEvent: number;
  /** API calls of one build at most, the events' details included. */
  calls: number;
  /** Recordings listed at most: what an API answering 1 MB pages of short uids could otherwise make of memory. */
  recordings: number;
  /** Calls under way at once. */
  concurrency: number;
  /** One call's time and size limits. */
  timeoutMs: number;
  maxBytes: number;
}

/**
 * 32 details and 20 pages of 15 each (the API's page size today) would be 672 calls: the total binds at
 * 400, about 5,500 recordings; the recordings' cap only binds on pages far larger than the API's.
 */
export const SITEMAP_BUDGET: SitemapBudget = {
  pagesPerEvent: 20,
  calls: 400,
  recordings: 100_000,
  concurrency: 4,
  timeoutMs: 8000,
  maxBytes: 1024 * 1024,
};

/** What a build knows of one event. */
interface EventFound {
  /** The recordings' uids, in the order the event lists them. */
  recordings: string[];
}

/** One build's files (name → XML, the index as `index`) and what it cost. */
export interface SitemapSet {
  files: ReadonlyMap<string, string>;
  events: ReadonlyMap<string, EventFound>;
  /** API calls made, and how many of them failed (a network error, a time-out, a status but 200 or 404, a body not as the contract says). */
  calls: number;
  failures: number;
  urls: number;
  builtAt: Date;
}

export const INDEX_FILE = 'index';

type Answer<T> = { kind: 'ok'; data: T } | { kind: 'not-found' } | { kind: 'failed' };

interface Context {
  apiUrl: string;
  budget: SitemapBudget;
  calls: number;
  failures: number;
}

/** One GET under /v1, counted against the budget; undefined when the budget is spent. */
async function get<T>(context: Context, path: string, read: (payload: unknown) => T | undefined): Promise<Answer<T> | undefined> {
  if (context.calls >= context.budget.calls) return undefined;
  context.calls += 1;
  const { timeoutMs, maxBytes } = context.budget;
  try {
    const { status, body } = await fetchBounded(`${context.apiUrl}/v1${path}`, {
      timeoutMs,
      maxBytes,
      accept: 'application/json',
      origins: [new URL(context.apiUrl).origin],
    });
    if (status === 404) return { kind: 'not-found' };
    const data = status === 200 ? read((JSON.parse(body.toString('utf8')) as { data?: unknown } | null)?.data) : undefined;
    if (data !== undefined) return { kind: 'ok', data };
  } catch {
    // A network error, a time-out, a body too big or not JSON: counted below, as any failure.
  }
  context.failures += 1;
  return { kind: 'failed' };
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

/** An event's id, if it is one the recordings' path may carry. */
const readEventId = (payload: unknown) => {
  const id = isObject(payload) ? payload.id : undefined;
  return (typeof id === 'number' || typeof id === 'string') && isIdParam(String(id)) ? String(id) : undefined;
};

/** A page of recording cards: the uids that are ids of ours (any other is skipped), and whether more pages follow. */
const readRecordingsPage = (payload: unknown) => {
  if (!isObject(payload) || !Array.isArray(payload.items) || !isCount(payload.page) || !isCount(payload.per_page) || !isCount(payload.total))
    return undefined;
  const uids = payload.items.flatMap((item) => (isObject(item) && typeof item.uid === 'string' && isIdParam(item.uid) ? [item.uid] : []));
  const more = payload.items.length > 0 && payload.per_page > 0 && payload.page * payload.per_page < payload.total;
  return { uids, more };
};

/** `work` over `items`, `concurrency` at a time. */
async function eachAtMost<T>(items: readonly T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

interface Progress {
  slug: string;
  id: string;
  recordings: string[];
  page: number;
  more: boolean;
  failed: boolean;
}

/** The events and their recordings: the details first, then each event's pages round by round (page 1 of every event before any page 2), so a spent budget costs every event its last pages, not some events all theirs. */
async function findEvents(context: Context, slugs: readonly string[], previous: ReadonlyMap<string, EventFound>) {
  const found = new Map<string, EventFound>();
  const progress: Progress[] = [];
  let listed = 0;
  await eachAtMost(slugs, context.budget.concurrency, async (slug) => {
    const detail = await get(context, routes.event.first(slug).url, readEventId);
    if (detail?.kind === 'ok') progress.push({ slug, id: detail.data, recordings: [], page: 0, more: true, failed: false });
    else if (detail?.kind !== 'not-found' && previous.has(slug)) found.set(slug, previous.get(slug)!);
  });
  for (let page = 1; page <= context.budget.pagesPerEvent; page += 1) {
    const due = progress.filter((event) => event.more && !event.failed);
    if (due.length === 0) break;
    await eachAtMost(due, context.budget.concurrency, async (event) => {
      // Full: no more pages asked, of this round or the next.
      if (listed >= context.budget.recordings) {
        event.more = false;
        return;
      }
      const answer = await get(context, `/events/recordings/${encodeURIComponent(event.id)}?page=${page}`, readRecordingsPage);
      if (answer?.kind === 'ok') {
        const room = Math.max(0, context.budget.recordings - listed);
        event.recordings.push(...answer.data.uids.slice(0, room));
        listed += Math.min(room, answer.data.uids.length);
        event.page = page;
        event.more = answer.data.more && listed < context.budget.recordings;
      } else if (answer === undefined || answer.kind === 'not-found') {
        event.more = false;
      } else {
        event.failed = true;
      }
    });
  }
  for (const event of progress.sort((a, b) => slugs.indexOf(a.slug) - slugs.indexOf(b.slug))) {
    const before = previous.get(event.slug)?.recordings ?? [];
    // A failure partway: this build's pages, or the previous build's list if it had more.
    const recordings = event.failed && before.length > event.recordings.length ? before : event.recordings;
    found.set(event.slug, { recordings });
  }
  return found;
}

export interface BuildOptions {
  apiUrl: string;
  budget?: SitemapBudget;
  limits?: SitemapLimits;
  slugs?: readonly string[];
  previous?: SitemapSet;
  now?: () => Date;
}

/** Every sitemap file of one build, and the index naming them. */
export async function buildSitemaps(options: BuildOptions): Promise<SitemapSet> {
  const context: Context = { apiUrl: options.apiUrl, budget: options.budget ?? SITEMAP_BUDGET, calls: 0, failures: 0 };
  const slugs = options.slugs ?? EVENT_SLUGS;
  const events = await findEvents(context, slugs, options.previous?.events ?? new Map());
  const ordered = slugs.filter((slug) => events.has(slug));
  const recordings = [...new Set(ordered.flatMap((slug) => events.get(slug)!.recordings))];
  // No lastmod anywhere: the API gives no date a page last changed (docs/seo.md).
  const groups: [string, string[]][] = [
    ['pages', publicPagePaths().map((path) => absoluteUrl(path))],
    ['events', ordered.map((slug) => absoluteUrl(routes.event.href(slug)))],
    ['recordings', recordings.map((uid) => absoluteUrl(routes.recording.href(uid)))],
  ];
  const files = new Map<string, string>();
  for (const [group, locs] of groups) {
    const parts = urlsetFiles(
      locs.map((loc) => ({ loc })),
      options.limits ?? SITEMAP_LIMITS,
    );
    parts.forEach((xml, index) => files.set(parts.length === 1 && group !== 'recordings' ? group : `${group}-${index + 1}`, xml));
  }
  files.set(INDEX_FILE, sitemapIndex([...files.keys()].map((name) => absoluteUrl(sitemapFilePath(name)))));
  const urls = groups.reduce((sum, [, locs]) => sum + locs.length, 0);
  return { files, events, calls: context.calls, failures: context.failures, urls, builtAt: (options.now ?? (() => new Date()))() };
}

/** The file a request's path names (`/sitemap.xml`: the index), if it is one of the build's names' shape. */
export function sitemapFileOf(pathname: string): string | undefined {
  if (pathname === SITEMAP_PATH) return INDEX_FILE;
  const match = /^\/sitemaps\/((?:pages|events)|(?:pages|events|recordings)-[1-9]\d{0,4})\.xml$/.exec(pathname);
  return match?.[1];
}
