// The item a card (or an oEmbed answer) is about, from the API's public GET for its page: its route's
// first request (src/lib/routes.ts; a card's kind is its route's key), read by the one envelope reader (src/api/baseApi.ts),
// bounded in time and size (fetchBounded).
import { isNotFound } from '../../api/apiError';
import { readEnvelope } from '../../api/baseApi';
import type { KaraokeEvent, Recording, Room } from '../../api/contract';
import { buildUrl } from '../../api/requests';
import { routes } from '../../lib/routes';
import { eventCard, recordingCard, roomCard, type CardContent, type CardKind } from '../../lib/shareCard';
import { fetchBounded } from './fetchBounded';

/** How long a card waits for the API; the link fetcher waiting for the image waits longer. */
const ITEM_TIMEOUT_MS = 2_000;
const ITEM_MAX_BYTES = 1024 * 1024;

interface Kinds {
  recording: Recording;
  room: Room;
  event: KaraokeEvent;
}

/** Each kind's card, and the field an answer that is the item has. */
const SOURCES: { [K in CardKind]: { card: (item: Kinds[K]) => CardContent; named: (item: Kinds[K]) => unknown } } = {
  recording: { card: recordingCard, named: (item) => item.title },
  room: { card: roomCard, named: (item) => item.name },
  event: { card: eventCard, named: (item) => item.title },
};

export type Loaded<K extends CardKind> =
  | { outcome: 'found'; item: Kinds[K]; content: CardContent }
  | { outcome: 'not-found' }
  /** Slow, down, or an answer that is not the item. */
  | { outcome: 'failed'; reason: string };

/** The item `id` of `kind`, and what its card shows. */
export async function loadItem<K extends CardKind>(kind: K, id: string): Promise<Loaded<K>> {
  const source = SOURCES[kind];
  const { url, params } = routes[kind].first(id);
  try {
    const itemUrl = buildUrl(url, params);
    const answer = await fetchBounded(itemUrl, {
      timeoutMs: ITEM_TIMEOUT_MS,
      maxBytes: ITEM_MAX_BYTES,
      accept: 'application/json',
      // The API's own redirects stay on its origin.
      origins: [new URL(itemUrl).origin],
    });
    const result = readEnvelope({ status: answer.status, text: answer.body.toString('utf8') });
    if (result.error) return isNotFound(result.error) ? { outcome: 'not-found' } : { outcome: 'failed', reason: result.error.message };
    const item = result.data as Kinds[K];
    if (typeof item !== 'object' || item === null || typeof source.named(item) !== 'string') {
      return { outcome: 'failed', reason: 'the answer is not the item' };
    }
    return { outcome: 'found', item, content: source.card(item) };
  } catch (error) {
    return { outcome: 'failed', reason: String(error) };
  }
}

/** An image URL from the API, absolute: a path is on the API's origin (where the sandbox keeps its files too). */
export function imageUrlOf(url: string): string | undefined {
  try {
    const absolute = new URL(url.trim(), buildUrl('/'));
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.toString() : undefined;
  } catch {
    return undefined;
  }
}
