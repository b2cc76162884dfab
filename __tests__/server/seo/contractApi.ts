// An API answering the sitemap build's calls as CONTRACT.md says (GET /v1/events/detail/{slug} → Event,
// GET /v1/events/recordings/{Event.id}?page={n} → Page<RecordingCard>), with data made here, not the
// sandbox's seed, and every call counted by path. The MSW handlers of `api`, for `server.use`.
import { http, HttpResponse } from 'msw';
import type { KaraokeEvent, Page, RecordingCard } from '../../../src/api/contract';

export const API = 'http://api.example.test';
export const PER_PAGE = 15;

export interface ContractApiOptions {
  /** How many recordings event `id` lists (by default 40: three pages). */
  recordingsOf?: (id: number) => number;
  /** An event's detail answered with this status instead (404, 500). */
  detailStatus?: (slug: string) => number | undefined;
  /** A recordings page answered with this status instead. */
  pageStatus?: (id: number, page: number) => number | undefined;
  /** A recording's uid (to put hostile ones in). */
  uidOf?: (id: number, index: number) => string;
  /** An event's id as the API gives it. */
  idOf?: (slug: string, index: number) => number | string;
  /** Held until this settles (a slow API). */
  gate?: Promise<void>;
}

const user = { uid: 'u1', name: 'Người hát', avatar_url: null, level: 3 };

export function contractApi(slugs: readonly string[], options: ContractApiOptions = {}) {
  const calls: string[] = [];
  const recordingsOf = options.recordingsOf ?? (() => 40);
  const uidOf = options.uidOf ?? ((id, index) => `rec-${id}-${index}`);
  const idOf = options.idOf ?? ((_slug, index) => index + 1);
  const handlers = [
    http.get(`${API}/v1/events/detail/:slug`, async ({ params, request }) => {
      calls.push(new URL(request.url).pathname);
      await options.gate;
      const slug = String(params.slug);
      const index = slugs.indexOf(slug);
      const status = options.detailStatus?.(slug) ?? (index < 0 ? 404 : 200);
      if (status !== 200) return HttpResponse.json({ message: 'Không được', code: status === 404 ? 'NOT_FOUND' : 'INTERNAL' }, { status });
      const event: Omit<KaraokeEvent, 'id'> & { id: number | string } = {
        id: idOf(slug, index),
        slug,
        title: `Sự kiện ${index + 1}`,
        description: 'Mô tả',
        rules: 'Luật',
        banner_url: null,
        start_at: '2025-01-01T00:00:00+07:00',
        end_at: '2025-02-01T00:00:00+07:00',
        prizes: [],
      };
      return HttpResponse.json({ data: event });
    }),
    http.get(`${API}/v1/events/recordings/:id`, async ({ params, request }) => {
      const url = new URL(request.url);
      calls.push(`${url.pathname}${url.search}`);
      await options.gate;
      const id = Number(params.id);
      const page = Number(url.searchParams.get('page') ?? 1);
      const status = options.pageStatus?.(id, page);
      if (status) return HttpResponse.json({ message: 'Lỗi', code: 'INTERNAL' }, { status });
      const total = recordingsOf(id);
      const first = (page - 1) * PER_PAGE;
      const items: RecordingCard[] = Array.from({ length: Math.max(0, Math.min(PER_PAGE, total - first)) }, (_, i) => ({
        id: id * 10_000 + first + i,
        uid: uidOf(id, first + i),
        title: 'Bài hát',
        artist: 'Ca sĩ',
        cover_url: null,
        owner: user,
        views_count: 1,
        likes_count: 1,
      }));
      const body: Page<RecordingCard> = { items, page, per_page: PER_PAGE, total };
      return HttpResponse.json({ data: body });
    }),
  ];
  return { handlers, calls, pageCalls: () => calls.filter((call) => call.includes('/recordings/')) };
}
