// The shape of one event of SPEC.md §2; its own module so the per-year tables and events.ts can share it
// without importing each other.
import type { EventSlug } from '../../../features/event/eventSlugs';
import type { Theme } from '../songs';

export interface EventSpec {
  slug: EventSlug;
  title: string;
  /** Việt Nam wall-clock times; `null` for the event that runs around "now" (set at seed time). */
  start: string | null;
  end: string | null;
  theme: Theme;
  hashtag: string;
  description: string;
  /** Bigger events give bigger prizes. */
  tier: 1 | 2 | 3;
}
